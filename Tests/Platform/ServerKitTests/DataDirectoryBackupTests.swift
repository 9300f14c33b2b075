import Foundation
import NIOConcurrencyHelpers
import NIOPosix
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// `greenhouse backup` and `greenhouse restore` on a data directory: a database written to while it is
/// copied, media files, the server's keys, and what must not be copied or restored.
@Suite("Backing up and restoring a data directory")
struct DataDirectoryBackupTests {
    /// A data directory as a server on SQLite leaves it: an app's database (WAL), a media file, a key
    /// readable by its owner only, and what a backup leaves out (a spooled upload, a write's temporary).
    static func makeDataDirectory(_ root: URL) throws -> [String: [UInt8]] {
        let files: [String: [UInt8]] = [
            "media/ab/ab12-thumb.webp": (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) },
            "secrets/cursor.key": Array(repeating: 7, count: 32),
        ]
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        #expect(chmod(root.appendingPathComponent("secrets/cursor.key").path, 0o600) == 0)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("uploads"), withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: root.appendingPathComponent("uploads/.upload-abc"))
        try Data([4, 5]).write(to: root.appendingPathComponent("media/ab/.tmp-123"))
        return files
    }

    static func backUp(_ data: URL, to backup: URL) async throws -> BackupManifest {
        try await ServerBackup.run(BackupTargets(dataDirectory: data), to: backup, greenhouseVersion: "test", logger: .quiet)
    }

    static func restore(_ backup: URL, to data: URL) async throws -> BackupManifest {
        try await ServerRestore.run(from: backup, to: BackupTargets(dataDirectory: data), logger: .quiet)
    }

    /// `makeDataDirectory` in `scratch/data` with the database `app.sqlite` made by `statements`, backed
    /// up into `scratch/backup`: the two directories and the backup's manifest.
    static func backedUp(
        in scratch: TemporaryDirectory, app: String, _ statements: [String]
    ) async throws -> (data: URL, backup: URL, manifest: BackupManifest) {
        let data = scratch.url.appendingPathComponent("data"), backup = scratch.url.appendingPathComponent("backup")
        _ = try makeDataDirectory(data)
        let database = try Database(.sqlite(path: data.appendingPathComponent("\(app).sqlite").path), logger: .quiet)
        try await database.withRunning { database in
            for statement in statements { try await database.sql.raw(SQLQueryString(statement)).run() }
        }
        let manifest = try await backUp(data, to: backup)
        return (data, backup, manifest)
    }

    @Test("a backup taken while rows are written holds every row acknowledged before it, and restores byte for byte")
    func backupWhileWriting() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let data = scratch.url.appendingPathComponent("data"), backup = scratch.url.appendingPathComponent("backup")
        let restored = scratch.url.appendingPathComponent("restored")
        let files = try Self.makeDataDirectory(data)
        let database = try Database(.sqlite(path: data.appendingPathComponent("calyx.sqlite").path), logger: .quiet)
        let acknowledged = NIOLockedValueBox(0)
        var before = 0
        var manifest: BackupManifest?
        try await database.withRunning { database in
            try await database.sql.raw("CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL)").run()
            let writer = Task {
                var id = 0
                while !Task.isCancelled {
                    id += 1
                    try await database.sql.raw("INSERT INTO items (id, name) VALUES (\(bind: id), \(bind: "item \(id)"))").run()
                    acknowledged.withLockedValue { $0 = id }
                }
            }
            // Some rows first, so the copy has something to miss.
            #expect(await pollUntil { acknowledged.withLockedValue { $0 } >= 200 })
            before = acknowledged.withLockedValue { $0 }
            manifest = try await Self.backUp(data, to: backup)
            writer.cancel()
            _ = await writer.result
        }
        let made = try #require(manifest)
        #expect(made.files.map(\.path) == ["data/calyx.sqlite", "data/media/ab/ab12-thumb.webp", "data/secrets/cursor.key"])
        #expect(made.databases.map(\.path) == ["data/calyx.sqlite"])
        #expect(made.postgres.isEmpty && made.objects.isEmpty)
        let copiedRows = try #require(made.databases.first?.rowsPerTable["items"])
        #expect(copiedRows >= before)

        _ = try await Self.restore(backup, to: restored)
        for (path, bytes) in files {
            #expect(try Data(contentsOf: restored.appendingPathComponent(path)) == Data(bytes), "\(path)")
        }
        #expect(try FileManager.default.attributesOfItem(atPath: restored.appendingPathComponent("secrets/cursor.key").path)[.posixPermissions] as? Int == 0o600)
        #expect(!FileManager.default.fileExists(atPath: restored.appendingPathComponent("uploads").path))
        #expect(!FileManager.default.fileExists(atPath: restored.appendingPathComponent("media/ab/.tmp-123").path))

        // The restored database: one consistent instant, every row acknowledged before the backup began.
        let copy = try Database(.sqlite(path: restored.appendingPathComponent("calyx.sqlite").path), logger: .quiet)
        try await copy.withRunning { copy in
            struct Summary: Decodable { let count: Int; let lowest: Int; let highest: Int }
            let summary = try #require(
                try await copy.sql.raw("SELECT COUNT(*) AS count, MIN(id) AS lowest, MAX(id) AS highest FROM items").first(decoding: Summary.self)
            )
            #expect(summary.count == copiedRows && summary.lowest == 1 && summary.highest == copiedRows)
        }
    }

    @Test("a damaged backup is refused whole, naming each file, and nothing is restored")
    func damagedBackups() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let (data, backup, _) = try await Self.backedUp(in: scratch, app: "gifter", ["CREATE TABLE t (x INTEGER)"])

        // Backing up into a directory that holds something is refused.
        await #expect(throws: BackupError.notEmpty(data.path)) { try await Self.backUp(backup, to: data) }

        // One byte changed, one file gone, one file added.
        let media = backup.appendingPathComponent("data/media/ab/ab12-thumb.webp")
        var bytes = try Data(contentsOf: media)
        bytes[100] ^= 0xFF
        try bytes.write(to: media)
        try FileManager.default.removeItem(at: backup.appendingPathComponent("data/secrets/cursor.key"))
        try Data([9]).write(to: backup.appendingPathComponent("stray.txt"))
        let target = scratch.url.appendingPathComponent("restored")
        await #expect(
            throws: BackupError.damaged([
                "data/media/ab/ab12-thumb.webp: its SHA-256 is not the manifest's", "data/secrets/cursor.key: missing", "stray.txt: not in the manifest",
            ])
        ) { try await Self.restore(backup, to: target) }
        #expect(!FileManager.default.fileExists(atPath: target.path))

        // Without its manifest a directory is not a backup.
        try FileManager.default.removeItem(at: backup.appendingPathComponent(BackupManifest.fileName))
        #expect(throws: BackupError.noManifest(backup.path)) { try ServerRestore.verify(backup) }
    }

    @Test("a restore goes only into a new or empty data directory, and checks each database's rows")
    func restoreTarget() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let (data, backup, manifest) = try await Self.backedUp(
            in: scratch, app: "couples", ["CREATE TABLE t (x INTEGER)", "INSERT INTO t VALUES (1), (2), (3)"]
        )
        #expect(manifest.databases.first?.rowsPerTable == ["t": 3])
        // Into the live data directory: refused, nothing overwritten.
        await #expect(throws: BackupError.notEmpty(data.path)) { try await Self.restore(backup, to: data) }
        // Into an empty one: fine.
        let empty = scratch.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let restored = try await Self.restore(backup, to: empty)
        #expect(restored == manifest)
    }
}
