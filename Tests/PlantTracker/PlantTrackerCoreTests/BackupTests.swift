import Foundation
import GRDB
@testable import PlantTrackerCore
import PlantTrackerTestSupport
import Testing
import ZIPFoundation

/// Backup to one zip and restore on a "new phone" (an empty journal elsewhere), with real images; files
/// that are not a backup, from a newer app, or damaged are refused and change nothing.
@Suite final class BackupTests {
    let phone: JournalFixture
    let newPhone: JournalFixture
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("plant-backup-\(UUID().uuidString)", isDirectory: true)

    init() throws {
        phone = try JournalFixture()
        newPhone = try JournalFixture()
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: scratch) }

    /// 50 plants and 500 real photos: every row and every file comes back, photos byte for byte.
    @Test func aBackupMovesEverythingToANewPhone() async throws {
        let (phone, newPhone) = (phone, newPhone)
        let store = phone.journal.store
        let base = Date(timeIntervalSince1970: 1_700_000_000.123)
        // 500 photos through libvips and fsync: seconds of blocking work, kept off the cooperative pool.
        try await onOwnThread { try Self.seed(phone, store: store, base: base) }
        let zip = scratch.appendingPathComponent("backup.zip")
        let progress = ProgressLog()
        let exported = try await onOwnThread { try phone.journal.exportBackup(to: zip, progress: progress.record) }
        #expect(exported.plants == 50 && exported.photos == 500 && exported.bytes > 0)
        #expect(progress.last == BackupProgress(completed: 1_001, total: 1_001))

        let summary = try await onOwnThread { try newPhone.journal.importBackup(from: zip) }
        #expect(summary == .init(plantsAdded: 50, photosAdded: 500, photosAlreadyHere: 0))
        #expect(try await onOwnThread { try Self.differences(phone.journal, newPhone.journal) } == [])

        // Restoring again adds nothing; the files are still whole.
        #expect(try await onOwnThread { try newPhone.journal.importBackup(from: zip) } == .init(plantsAdded: 0, photosAdded: 0, photosAlreadyHere: 500))
        #expect(try await onOwnThread { try Self.differences(phone.journal, newPhone.journal) } == [])
        #expect(try newPhone.reopen().reconciliation.isClean)
    }

    /// 50 plants × 10 real photos, with covers, archived plants, notes and start dates.
    private static func seed(_ phone: JournalFixture, store: PlantStore, base: Date) throws {
        for p in 0..<50 {
            let plant = try store.addPlant(PlantDraft(
                name: "Plant \(p) 🌿", scientificName: p % 2 == 0 ? "Ficus elastica" : "", location: p % 3 == 0 ? "Kitchen" : "",
                startedAt: p % 5 == 0 ? base.addingTimeInterval(-86_400 * 100) : nil
            ))
            var photos: [Photo] = []
            for i in 0..<10 {
                photos.append(try phone.addPhoto(
                    to: plant.id!, seed: UInt64(p * 10 + i), takenAt: base.addingTimeInterval(Double(p * 10 + i) * 3_600.5),
                    notes: i % 4 == 0 ? "Note \(i) — “quoted”\nsecond line" : nil, width: 96 + i * 8, height: 72 + p
                ))
            }
            if p % 7 == 0 { try store.setCover(photoID: photos[3].id, plantID: plant.id!) }
            if p % 10 == 9 { try store.setArchived(true, plantID: plant.id!) }
        }
    }

    /// A phone that already has some of the plants gains only what it lacks.
    @Test func restoringOntoAPhoneWithSomeOfItAddsOnlyWhatIsMissing() throws {
        let plant = try phone.journal.store.addPlant(PlantDraft(name: "Aloe"))
        try phone.addPhoto(to: plant.id!, seed: 1)
        let zip = scratch.appendingPathComponent("first.zip")
        try phone.journal.exportBackup(to: zip)
        try newPhone.journal.importBackup(from: zip)
        try phone.addPhoto(to: plant.id!, seed: 2)
        try phone.journal.store.addPlant(PlantDraft(name: "Jade"))
        try phone.journal.exportBackup(to: zip)
        #expect(try newPhone.journal.importBackup(from: zip) == .init(plantsAdded: 1, photosAdded: 1, photosAlreadyHere: 1))
        #expect(try Self.differences(phone.journal, newPhone.journal) == [])
    }

    @Test func filesThatAreNotBackupsAreRefusedAndChangeNothing() throws {
        let existing = try newPhone.journal.store.addPlant(PlantDraft(name: "Already here"))
        try newPhone.addPhoto(to: existing.id!, seed: 3)
        let before = try snapshot(newPhone)

        let text = scratch.appendingPathComponent("notes.zip")
        try Data("just some text".utf8).write(to: text)
        #expect(throws: BackupError.notABackup) { try newPhone.journal.importBackup(from: text) }

        let foreign = scratch.appendingPathComponent("foreign.zip")
        let archive = try Archive(url: foreign, accessMode: .create)
        try addEntry(archive, "readme.txt", Data("hello".utf8))
        #expect(throws: BackupError.notABackup) { try newPhone.journal.importBackup(from: foreign) }

        let otherApp = scratch.appendingPathComponent("other-app.zip")
        try addEntry(try Archive(url: otherApp, accessMode: .create), "manifest.json", Data(#"{"format":"com.example.notes","version":1}"#.utf8))
        #expect(throws: BackupError.notABackup) { try newPhone.journal.importBackup(from: otherApp) }

        let newer = scratch.appendingPathComponent("newer.zip")
        try addEntry(try Archive(url: newer, accessMode: .create), "manifest.json", Data(#"{"format":"app.greenhouse.planttracker.backup","version":2,"plants":"changed"}"#.utf8))
        #expect(throws: BackupError.newerVersion(2)) { try newPhone.journal.importBackup(from: newer) }
        #expect(BackupError.newerVersion(2).description.contains("newer version of PlantTracker"))

        #expect(try snapshot(newPhone) == before)
    }

    @Test func damagedBackupsAreRefusedAndChangeNothing() throws {
        let plant = try phone.journal.store.addPlant(PlantDraft(name: "Olive"))
        for seed in 0..<6 { try phone.addPhoto(to: plant.id!, seed: UInt64(seed), width: 400, height: 300) }
        let zip = scratch.appendingPathComponent("good.zip")
        try phone.journal.exportBackup(to: zip)
        let good = try Data(contentsOf: zip)
        let before = try snapshot(newPhone)

        // Truncated mid-transfer: the zip's directory is gone.
        let truncated = scratch.appendingPathComponent("truncated.zip")
        try good.prefix(good.count / 2).write(to: truncated)
        #expect(throws: BackupError.notABackup) { try newPhone.journal.importBackup(from: truncated) }

        // A flipped byte inside the last photo stored: its CRC no longer matches, found after five photos were staged.
        let flipped = scratch.appendingPathComponent("flipped.zip")
        var bytes = good
        let lastPhoto = try #require(try Archive(url: zip, accessMode: .read).filter { $0.path.hasPrefix("originals/") }.last)
        // Photos are stored uncompressed, so the original's bytes sit in the zip as they are.
        let stored = try Data(contentsOf: phone.journal.files.originalURL(String(lastPhoto.path.dropFirst("originals/".count))))
        let range = try #require(good.range(of: stored))
        bytes[range.lowerBound + 200] ^= 0xFF
        try bytes.write(to: flipped)
        #expect(throws: BackupError.damaged("originals/\(lastPhoto.path.dropFirst("originals/".count)) is corrupt")) {
            try newPhone.journal.importBackup(from: flipped)
        }

        // A manifest naming a file the zip lacks, or a path that would escape the photo folder.
        for (name, edit) in [("missing", "zzzz"), ("escape", "../../evil")] {
            let url = scratch.appendingPathComponent("\(name).zip")
            let source = try Archive(url: zip, accessMode: .read)
            var json = Data()
            _ = try source.extract(source["manifest.json"]!) { json.append($0) }
            let fileName = try phone.journal.store.timeline(plantID: plant.id!)[0].fileName
            let changed = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "\"fileName\" : \"\(fileName)\"", with: "\"fileName\" : \"\(edit)\(fileName)\"")
            let archive = try Archive(url: url, accessMode: .create)
            for entry in source where entry.path != "manifest.json" {
                var data = Data()
                _ = try source.extract(entry) { data.append($0) }
                try addEntry(archive, entry.path, data)
            }
            try addEntry(archive, "manifest.json", Data(changed.utf8))
            #expect(throws: BackupError.self) { try newPhone.journal.importBackup(from: url) }
        }
        #expect(try snapshot(newPhone) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: newPhone.journal.files.root.appendingPathComponent("incoming").path).isEmpty)
    }

    // MARK: Helpers

    private struct Snapshot: Equatable {
        var plants: [Plant]
        var photos: [Photo]
        var originals: Set<String>
        var thumbnails: Set<String>
    }

    private func snapshot(_ fixture: JournalFixture) throws -> Snapshot {
        let (plants, photos) = try fixture.journal.database.writer.read { db in (try Plant.fetchAll(db), try Photo.fetchAll(db)) }
        let disk = try fixture.fileNamesOnDisk()
        return Snapshot(plants: plants, photos: photos, originals: disk.originals, thumbnails: disk.thumbnails)
    }

    /// Where two journals differ: plants (by identity, every field), photos (every field, the cover),
    /// the bytes on disk. Empty when they are the same.
    private static func differences(_ a: PlantJournal, _ b: PlantJournal) throws -> [String] {
        var found: [String] = []
        func rows(_ journal: PlantJournal) throws -> [String: (Plant, [Photo], String?)] {
            try journal.database.writer.read { db in
                var result: [String: (Plant, [Photo], String?)] = [:]
                for plant in try Plant.fetchAll(db) {
                    let photos = try Photo.fetchAll(db, sql: "SELECT * FROM photo WHERE plantID = ? ORDER BY fileName", arguments: [plant.id])
                    let cover = photos.first { $0.id == plant.coverPhotoID }?.fileName
                    result[plant.uuid] = (plant, photos, cover)
                }
                return result
            }
        }
        let left = try rows(a), right = try rows(b)
        if Set(left.keys) != Set(right.keys) { found.append("plant identities differ") }
        for (uuid, (plant, photos, cover)) in left {
            guard let (other, otherPhotos, otherCover) = right[uuid] else { continue }
            var normalised = other
            normalised.id = plant.id
            normalised.coverPhotoID = plant.coverPhotoID
            if normalised != plant { found.append("plant \(plant.name): fields") }
            if cover != otherCover { found.append("plant \(plant.name): cover") }
            if photos.count != otherPhotos.count { found.append("plant \(plant.name): photo count") }
            for (photo, restored) in zip(photos, otherPhotos) {
                if !(photo.fileName == restored.fileName && photo.takenAt == restored.takenAt && photo.notes == restored.notes && photo.createdAt == restored.createdAt) {
                    found.append("\(photo.fileName): fields")
                }
                if try Data(contentsOf: a.files.originalURL(photo.fileName)) != Data(contentsOf: b.files.originalURL(photo.fileName)) {
                    found.append("\(photo.fileName): original bytes")
                }
                if try Data(contentsOf: a.files.thumbnailURL(photo.fileName)) != Data(contentsOf: b.files.thumbnailURL(photo.fileName)) {
                    found.append("\(photo.fileName): thumbnail bytes")
                }
            }
        }
        return found
    }

    private func addEntry(_ archive: Archive, _ path: String, _ data: Data) throws {
        try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count)) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
    }
}

/// Progress reports, recorded from the worker's thread.
private final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [BackupProgress] = []
    var last: BackupProgress? { lock.withLock { reports.last } }
    var record: @Sendable (BackupProgress) -> Void { { [self] progress in lock.withLock { reports.append(progress) } } }
}
