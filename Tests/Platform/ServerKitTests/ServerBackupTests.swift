import Foundation
import NIOConcurrencyHelpers
import ObjectStorage
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// `greenhouse backup` and `restore` of a server on PostgreSQL with its media in S3: a schema dumped by
/// `pg_dump` in one snapshot while rows are written, the bucket's objects, and restores refused until
/// every target is fresh. The real PostgreSQL and S3-compatible server of `make test`.
@Suite(
    "Backing up and restoring PostgreSQL and S3",
    .enabled(if: TestDatabases.postgresURL != nil && TestS3Server.current != nil)
)
struct ServerBackupTests {
    static func bucket(_ name: String) throws -> S3Client {
        let (location, credentials) = try #require(TestS3Server.current)
        return S3Client(location: S3Location(endpoint: location.endpoint, bucket: name, region: location.region), credentials: credentials)
    }

    @Test("a backup taken while rows are written restores every row acknowledged before it, and every object byte for byte")
    func postgresAndObjects() async throws {
        try await PostgresConnectionBudget.shared.withShare(of: 4) {
            let scratch = try TemporaryDirectory()
            defer { scratch.remove() }
            let isolation = TestIsolation(backend: .postgres, scratch: scratch)
            let url = try PostgresURL(try #require(TestDatabases.postgresURL))
            let schema = isolation.schemaPrefix + "calyx"
            let suffix = UUID().uuidString.lowercased().prefix(8)
            let source = try Self.bucket("backup-\(suffix)"), restoredBucket = try Self.bucket("restore-\(suffix)")
            try await source.createBucket()
            let objects: [(key: String, bytes: [UInt8], type: String)] = [
                ("media/ab/ab12-medium.webp", (0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }, "image/webp"),
                ("blobs/couples/pairs/p1/photo.jpg", Array("a photo".utf8), "image/jpeg"),
            ]
            for object in objects { try await source.put(object.bytes, key: object.key, contentType: object.type) }
            defer { Task { for client in [source, restoredBucket] { try? await client.deleteAll(under: "") } } }

            let data = scratch.url.appendingPathComponent("data"), backup = scratch.url.appendingPathComponent("backup")
            _ = try DataDirectoryBackupTests.makeDataDirectory(data)
            let targets = BackupTargets(dataDirectory: data, postgres: .init(url: url, schemas: [schema]), bucket: source)
            let database = try Database(.postgres(url, schema: schema), logger: .quiet)
            let acknowledged = NIOLockedValueBox(0)
            var manifest: BackupManifest?
            var before = 0
            do {
                try await database.withRunning { database in
                    try await database.sql.raw("CREATE SCHEMA \(ident: schema)").run()
                    try await database.sql.raw("CREATE TABLE items (id BIGINT PRIMARY KEY, name TEXT NOT NULL)").run()
                    try await database.sql.raw("CREATE TABLE notes (id BIGINT PRIMARY KEY REFERENCES items (id))").run()
                    let writer = Task {
                        var id = 0
                        while !Task.isCancelled {
                            id += 1
                            try await database.sql.raw("INSERT INTO items (id, name) VALUES (\(bind: id), \(bind: "item \(id)"))").run()
                            if id % 10 == 0 { try await database.sql.raw("INSERT INTO notes (id) VALUES (\(bind: id))").run() }
                            acknowledged.withLockedValue { $0 = id }
                        }
                    }
                    #expect(await pollUntil { acknowledged.withLockedValue { $0 } >= 100 })
                    before = acknowledged.withLockedValue { $0 }
                    manifest = try await ServerBackup.run(targets, to: backup, greenhouseVersion: "test", logger: .quiet)
                    writer.cancel()
                    _ = await writer.result
                }
                let made = try #require(manifest)
                let rows = try #require(made.postgres.first?.rowsPerTable)
                #expect(made.postgres.map(\.schema) == [schema] && made.databases.isEmpty)
                #expect(try #require(rows["items"]) >= before && rows["notes"] == rows["items"]! / 10)
                #expect(made.objects.map(\.key) == objects.map(\.key).sorted())
                #expect(made.objects.map(\.contentType) == ["image/jpeg", "image/webp"])

                // Refused while anything it would write into holds data; nothing is written meanwhile.
                let restored = scratch.url.appendingPathComponent("restored")
                let fresh = BackupTargets(dataDirectory: restored, postgres: .init(url: url, schemas: [schema]), bucket: restoredBucket)
                await #expect(throws: BackupError.targetInUse("the PostgreSQL schema \(schema) exists")) {
                    try await ServerRestore.run(from: backup, to: fresh, logger: .quiet)
                }
                #expect(!FileManager.default.fileExists(atPath: restored.path))
                await isolation.dropSchemas(["calyx"])
                await #expect(throws: BackupError.targetInUse("the bucket \(source.location.bucket) holds objects")) {
                    try await ServerRestore.run(from: backup, to: BackupTargets(dataDirectory: restored, postgres: fresh.postgres, bucket: source), logger: .quiet)
                }
                await #expect(throws: BackupError.self) {
                    try await ServerRestore.run(from: backup, to: BackupTargets(dataDirectory: restored, bucket: restoredBucket), logger: .quiet)
                }

                // Into a fresh schema and a bucket that does not exist yet (made by the restore).
                try await ServerRestore.run(from: backup, to: fresh, logger: .quiet)
                let copy = try Database(.postgres(url, schema: schema), logger: .quiet)
                try await copy.withRunning { copy in
                    struct Summary: Decodable { let count: Int; let lowest: Int; let highest: Int }
                    let summary = try #require(
                        try await copy.sql.raw("SELECT COUNT(*) AS count, MIN(id) AS lowest, MAX(id) AS highest FROM items").first(decoding: Summary.self)
                    )
                    #expect(summary.count == rows["items"] && summary.lowest == 1 && summary.highest == rows["items"])
                }
                for object in objects {
                    #expect(try await restoredBucket.get(object.key) == object.bytes)
                    #expect(try await restoredBucket.head(object.key)?.contentType == object.type)
                }
                #expect(try Data(contentsOf: restored.appendingPathComponent("secrets/cursor.key")) == Data(repeating: 7, count: 32))
                await isolation.dropSchemas(["calyx"])
            } catch {
                await isolation.dropSchemas(["calyx"])
                throw error
            }
        }
    }

    @Test("a backup kept in S3 comes back whole; a folder that holds one is refused; an object changed in the store is named")
    func keptInS3() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let data = scratch.url.appendingPathComponent("data"), local = scratch.url.appendingPathComponent("local")
        _ = try DataDirectoryBackupTests.makeDataDirectory(data)
        let manifest = try await ServerBackup.run(BackupTargets(dataDirectory: data), to: local, greenhouseVersion: "test", logger: .quiet)
        let remote = RemoteBackupLocation(client: try Self.bucket("kept-\(UUID().uuidString.lowercased().prefix(8))"), prefix: "nightly/1")
        defer { Task { try? await remote.client.deleteAll(under: "") } }
        try await remote.upload(local, manifest: manifest, progress: { _ in })  // into a bucket it makes
        #expect(try await remote.client.keys(under: "nightly/1/").count == manifest.files.count + 1)
        await #expect(throws: BackupError.notEmpty("s3://\(remote.client.location.bucket)/nightly/1")) {
            try await remote.upload(local, manifest: manifest, progress: { _ in })
        }
        let downloaded = scratch.url.appendingPathComponent("downloaded")
        try await remote.download(to: downloaded, progress: { _ in })
        #expect(try ServerRestore.verify(downloaded) == manifest)

        try await remote.client.put([1, 2, 3], key: "nightly/1/data/secrets/cursor.key")
        let again = scratch.url.appendingPathComponent("again")
        try await remote.download(to: again, progress: { _ in })
        #expect(throws: BackupError.damaged(["data/secrets/cursor.key: 3 bytes, the manifest says 32"])) { try ServerRestore.verify(again) }
    }

    @Test("s3://BUCKET/FOLDER: a local path is not one; a bucket without a folder, or no credentials, is a clear error")
    func remoteLocations() throws {
        let credentials = ["AWS_ACCESS_KEY_ID": "id", "AWS_SECRET_ACCESS_KEY": "secret"]
        #expect(try RemoteBackupLocation(parsing: "/var/backups/greenhouse", environment: credentials) == nil)
        let aws = try #require(try RemoteBackupLocation(parsing: "s3://my-backups/greenhouse/nightly/", environment: credentials))
        #expect(aws.prefix == "greenhouse/nightly" && aws.client.location.endpoint.absoluteString == "https://s3.us-east-1.amazonaws.com")
        let local = try #require(
            try RemoteBackupLocation(
                parsing: "s3://my-backups/x", environment: credentials.merging(["GREENHOUSE_BACKUP_S3_ENDPOINT": "http://127.0.0.1:9000"]) { $1 }
            )
        )
        #expect(local.client.location.endpoint.absoluteString == "http://127.0.0.1:9000" && local.description == "s3://my-backups/x")
        #expect(throws: ConfigurationError.self) { try RemoteBackupLocation(parsing: "s3://my-backups", environment: credentials) }
        #expect(throws: ConfigurationError.self) { try RemoteBackupLocation(parsing: "s3://Not_A_Bucket/x", environment: credentials) }
        #expect(throws: ConfigurationError.self) { try RemoteBackupLocation(parsing: "s3://my-backups/x", environment: [:]) }
    }
}
