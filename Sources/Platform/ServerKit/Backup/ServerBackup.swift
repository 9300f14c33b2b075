import Foundation
import Logging
import NIOPosix

/// `greenhouse backup`: a running server's data copied into a new directory, consistently, while it
/// keeps serving. First the databases (each PostgreSQL schema through `pg_dump` in one snapshot, or
/// each SQLite file through SQLite's online backup), then every other file of the data directory, then
/// the bucket's objects, each with its SHA-256; the manifest last.
///
/// Databases go first because files and objects are named by their content and never change: a file
/// a database copy refers to existed when the copy was made, and is in the backup unless it was
/// deleted (with its record) while the backup ran.
public enum ServerBackup {
    @discardableResult
    public static func run(
        _ targets: BackupTargets, to destination: URL, greenhouseVersion: String, now: Date = Date(), logger: Logger,
        progress: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> BackupManifest {
        try DataDirectoryBackup.createEmpty(destination)
        var files: [BackupManifest.File] = []
        var schemas: [BackupManifest.PostgresSchema] = []
        if let postgres = targets.postgres {
            let archive = PostgresSchemaArchive(url: postgres.url, logger: logger)
            for schema in postgres.schemas {
                progress("dumping the PostgreSQL schema \(schema)")
                let path = "postgres/\(schema).dump"
                let target = destination.appendingPathComponent(path).path
                try CheckedCopy.createParent(of: target)
                let rows = try await archive.dump(schema, to: target)
                let digest = try await NIOThreadPool.singleton.runIfActive { () throws -> CheckedCopy.Copied in
                    guard chmod(target, 0o600) == 0 else { throw DurableFile.Failure(operation: "chmod", path: target, code: errno) }
                    return try CheckedCopy.digest(target)
                }
                files.append(.init(path: path, bytes: digest.bytes, sha256: digest.sha256, mode: 0o600))
                schemas.append(.init(schema: schema, path: path, rowsPerTable: rows))
            }
        }
        let dataDirectory = targets.dataDirectory
        let data = try await NIOThreadPool.singleton.runIfActive {
            try DataDirectoryBackup.copy(from: dataDirectory, into: destination, progress: progress)
        }
        files += data.files
        var objects: [BackupManifest.StoredObject] = []
        if let bucket = targets.bucket {
            let copied = try await BucketCopy(client: bucket).backUp(into: destination, progress: progress)
            files += copied.0
            objects = copied.1
        }
        // Whole seconds: what the manifest's ISO 8601 date keeps, so the manifest returned is the one read back.
        let manifest = BackupManifest(
            createdAt: Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)), greenhouseVersion: greenhouseVersion,
            files: files.sorted { $0.path < $1.path }, databases: data.databases, postgres: schemas, objects: objects
        )
        try await NIOThreadPool.singleton.runIfActive { try manifest.write(to: destination) }
        progress(
            "backed up \(files.count) files (\(data.databases.count) SQLite databases, \(schemas.count) PostgreSQL schemas, "
                + "\(objects.count) objects) to \(destination.path)"
        )
        return manifest
    }
}
