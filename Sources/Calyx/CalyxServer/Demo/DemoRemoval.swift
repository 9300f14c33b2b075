import Foundation
import Media
import ServerKit
import SQLKit

/// `greenhouse seed --remove-demo` for Calyx: takes away every demo person and every marked demo row,
/// with their avatar files, moving each real row's counts back by what leaves, so real data reads as
/// it did before the demo came.
///
/// What real people did to demo things goes with them: a follow of a demo person, a like or save of a
/// demo collection, a vote on or a reply under a demo comment (a reply has nothing left to answer).
/// Order:
/// 1. Replies under demo threads (anyone's), then the dev account's marked rows: its comment, inbox
///    groups, search history, showcase collection and saves, each count moved first.
/// 2. Each demo person as an account deletion takes anyone away (`AccountContentRemoval`: follows,
///    likes, saves, votes, replies on real threads, notifications' actors), 25 to a transaction; their
///    avatars through `MediaLibrary.delete`; then their identities and user rows.
/// 3. The marks, and the ranking jobs run once more so trending and Explore forget the demo.
struct DemoRemoval: Sendable {
    let database: Database
    let library: MediaLibrary
    let progress: @Sendable (String) -> Void

    /// How many demo people were removed.
    @discardableResult
    func run(now: Date) async throws -> Int {
        let people = try await marked("users")
        let visible = CommentState.visible.rawValue
        try await database.transaction { db in
            // Every reply under a thread a demo person or the demo (for the dev account) started.
            let threads: SQLQueryString = """
                SELECT id FROM comments WHERE parent_id IS NULL AND (
                    user_id IN (SELECT row_id FROM demo_rows WHERE table_name = 'users')
                    OR id IN (SELECT row_id FROM demo_rows WHERE table_name = 'comments'))
                """
            try await db.raw("""
                UPDATE flowers SET comment_count = comment_count
                    - (SELECT COUNT(*) FROM comments c WHERE c.flower_id = flowers.id AND c.state = \(bind: visible) AND c.parent_id IN (\(threads)))
                WHERE id IN (SELECT flower_id FROM comments WHERE parent_id IN (\(threads)))
                """).run()
            try await db.raw("DELETE FROM comments WHERE parent_id IN (\(threads))").run()
            // The dev account's marked comment (a thread, its replies gone just now).
            try await db.raw("""
                UPDATE flowers SET comment_count = comment_count
                    - (SELECT COUNT(*) FROM comments c WHERE c.flower_id = flowers.id AND c.state = \(bind: visible)
                        AND c.id IN (SELECT row_id FROM demo_rows WHERE table_name = 'comments'))
                WHERE id IN (SELECT flower_id FROM comments WHERE id IN (SELECT row_id FROM demo_rows WHERE table_name = 'comments'))
                """).run()
            for table in ["notifications", "comments", "search_history", "collections"] {
                try await db.raw("DELETE FROM \(ident: table) WHERE id IN (SELECT row_id FROM demo_rows WHERE table_name = \(bind: table))").run()
            }
            // The dev account's showcase saves; their collection entries and feed events go by cascade.
            try await db.raw("""
                UPDATE flowers SET save_count = save_count - 1
                WHERE id IN (SELECT flower_id FROM saved_flowers WHERE id IN (SELECT row_id FROM demo_rows WHERE table_name = 'saved_flowers'))
                """).run()
            try await db.raw("DELETE FROM saved_flowers WHERE id IN (SELECT row_id FROM demo_rows WHERE table_name = 'saved_flowers')").run()
        }
        if !people.isEmpty { progress("removing \(people.count) demo people") }
        for (index, batch) in stride(from: 0, to: people.count, by: 25).map({ Array(people[$0..<min($0 + 25, people.count)]) }).enumerated() {
            try await database.transaction { db in
                for person in batch { _ = try await AccountContentRemoval(user: person, db: db).run() }
            }
            if (index + 1) % 4 == 0 { progress("  people: \(min((index + 1) * 25, people.count)) of \(people.count)") }
        }
        progress("removing demo avatars")
        for person in people {
            for record in try await library.records(ownedBy: person) { try await library.delete(record.id, owner: person) }
        }
        try await database.writeInBatches(people, size: 200) { rows, db in
            try await db.raw("DELETE FROM session_families WHERE user_id IN (\(binds: rows))").run()
            try await db.raw("DELETE FROM identities WHERE user_id IN (\(binds: rows))").run()
            try await db.raw("DELETE FROM users WHERE id IN (\(binds: rows))").run()
        }
        try await database.sql.raw("DELETE FROM demo_rows").run()
        progress("ranking trending flowers, taste neighbours and popular collections again")
        try await Trending(database: database).refresh(now: now)
        try await TasteNeighbours(database: database).refresh()
        try await CollectionRanking(database: database).refresh(now: now)
        try await database.compactDeletedData()
        return people.count
    }

    private func marked(_ table: String) async throws -> [UUID] {
        try await database.sql.raw("SELECT row_id AS id FROM demo_rows WHERE table_name = \(bind: table) ORDER BY row_id").all(decoding: ID.self).map(\.id)
    }

    private struct ID: Decodable { let id: UUID }
}
