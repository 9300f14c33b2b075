import Foundation
import Media
import ServerKit
import SQLKit

/// Draws each demo person's profile picture (`DemoAvatar`) and renders it through the media pipeline
/// as an upload would be, owned by that person, then sets it as their profile photo. As many at once
/// as the image processor has threads; the records are marked as demo.
struct DemoAvatars: Sendable {
    let database: Database
    let library: MediaLibrary
    let seed: UInt64
    let progress: @Sendable (String) -> Void

    func draw(_ people: [DemoPlan.Person]) async throws {
        progress("drawing \(people.count) profile pictures")
        let started = ContinuousClock.now
        var photos: [(person: UUID, photo: UUID)] = []
        try await withThrowingTaskGroup(of: (UUID, UUID).self) { group in
            var pending = people.makeIterator()
            func next() -> Bool {
                guard let person = pending.next() else { return false }
                let svg = Array(DemoAvatar(displayName: person.displayName, colour: person.colour).svg.utf8)
                group.addTask { (person.id, try await library.storeIllustrationWhenFree(svg: svg, owner: person.id).id) }
                return true
            }
            for _ in 0..<library.processor.concurrency where !next() { break }
            while let done = try await group.next() {
                photos.append(done)
                if photos.count % 50 == 0 || photos.count == people.count {
                    progress(String(format: "  profile pictures: %d of %d (%.1f s)", photos.count, people.count, (ContinuousClock.now - started).inSeconds))
                }
                _ = next()
            }
        }
        let seed = Int64(bitPattern: seed)
        try await database.writeInBatches(photos.sorted { $0.person.uuidString < $1.person.uuidString }, size: 200) { rows, db in
            for row in rows {
                try await db.raw("UPDATE profiles SET photo_id = \(bind: row.photo) WHERE user_id = \(bind: row.person)").run()
            }
            let marks = rows.map { row -> SQLQueryString in "('media', \(bind: row.photo), \(bind: seed))" }
            try await db.raw("INSERT INTO demo_rows (table_name, row_id, seed) VALUES \(marks.joined(separator: ", "))").run()
        }
    }
}
