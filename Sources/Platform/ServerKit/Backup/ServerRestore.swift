import Foundation
import Logging
import NIOPosix

/// `greenhouse restore`: a backup made by `ServerBackup` checked whole against its manifest (every file
/// present, of its size and SHA-256, nothing more) and against where it would go (a new data directory,
/// PostgreSQL schemas that do not exist yet, an empty bucket), and only then written: the data
/// directory's files, each PostgreSQL schema through `pg_restore` in one transaction, the objects; every
/// database's rows counted against the manifest.
public enum ServerRestore {
    @discardableResult
    public static func run(
        from backup: URL, to targets: BackupTargets, logger: Logger, progress: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> BackupManifest {
        let manifest = try await NIOThreadPool.singleton.runIfActive { try verify(backup, progress: progress) }
        try await requireFresh(targets, for: manifest)
        let dataDirectory = targets.dataDirectory
        try await NIOThreadPool.singleton.runIfActive {
            try DataDirectoryRestore.write(manifest, from: backup, to: dataDirectory, progress: progress)
        }
        if let postgres = targets.postgres {
            let archive = PostgresSchemaArchive(url: postgres.url, logger: logger)
            for schema in manifest.postgres {
                progress("restoring the PostgreSQL schema \(schema.schema)")
                let rows = try await archive.restore(backup.appendingPathComponent(schema.path).path, schema: schema.schema)
                guard rows == schema.rowsPerTable else {
                    throw BackupError.damaged(["\(schema.path): rows \(rows) against \(schema.rowsPerTable) in the manifest"])
                }
            }
        }
        if let bucket = targets.bucket, !manifest.objects.isEmpty {
            let files = Dictionary(manifest.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            try await BucketCopy(client: bucket).restore(manifest.objects, files: files, from: backup, progress: progress)
        }
        progress(
            "restored \(manifest.files.count) files (\(manifest.databases.count) SQLite databases, \(manifest.postgres.count) "
                + "PostgreSQL schemas, \(manifest.objects.count) objects)"
        )
        return manifest
    }

    /// The backup's manifest, once every file matches it; `BackupError.damaged` names each that does not.
    public static func verify(_ backup: URL, progress: (String) -> Void = { _ in }) throws -> BackupManifest {
        let manifest = try BackupManifest.read(from: backup)
        guard manifest.format == BackupManifest.currentFormat else { throw BackupError.unknownFormat(manifest.format) }
        progress("checking \(manifest.files.count) files against the manifest")
        var problems: [String] = []
        let listed = Set(manifest.files.map(\.path))
        for file in manifest.files {
            let path = backup.appendingPathComponent(file.path).path
            guard FileManager.default.fileExists(atPath: path) else {
                problems.append("\(file.path): missing")
                continue
            }
            let digest = try CheckedCopy.digest(path)
            if digest.bytes != file.bytes {
                problems.append("\(file.path): \(digest.bytes) bytes, the manifest says \(file.bytes)")
            } else if digest.sha256 != file.sha256 {
                problems.append("\(file.path): its SHA-256 is not the manifest's")
            }
        }
        for path in try DataDirectoryBackup.regularFiles(under: backup.path) where path != BackupManifest.fileName && !listed.contains(path) {
            problems.append("\(path): not in the manifest")
        }
        let parts = manifest.databases.map(\.path) + manifest.postgres.map(\.path) + manifest.objects.map(\.path)
        for path in parts where !listed.contains(path) {
            problems.append("\(path): the manifest lists it as a database or object but not among its files")
        }
        guard problems.isEmpty else { throw BackupError.damaged(problems) }
        return manifest
    }

    /// Refuses, before anything is written, a restore whose targets hold data or do not fit the backup:
    /// a backup of SQLite into a server on PostgreSQL (or the reverse), of objects into no bucket.
    static func requireFresh(_ targets: BackupTargets, for manifest: BackupManifest) async throws {
        try DataDirectoryBackup.requireEmpty(targets.dataDirectory)
        if !manifest.postgres.isEmpty, targets.postgres == nil {
            throw BackupError.mismatch("the backup holds PostgreSQL schemas: set DATABASE_URL to the database to restore them into")
        }
        if !manifest.databases.isEmpty, targets.postgres != nil {
            throw BackupError.mismatch("the backup is of a server on SQLite, and DATABASE_URL is set: unset it to restore into a data directory")
        }
        if !manifest.objects.isEmpty, targets.bucket == nil {
            throw BackupError.mismatch("the backup holds objects of a bucket: set GREENHOUSE_MEDIA_S3_URL to the bucket to restore them into")
        }
        if let postgres = targets.postgres {
            let archive = PostgresSchemaArchive(url: postgres.url, logger: Logger(label: "greenhouse.restore"))
            for schema in manifest.postgres {
                guard postgres.schemas.contains(schema.schema) else {
                    throw BackupError.mismatch(
                        "the backup holds the schema \(schema.schema), which this server would not use (it uses "
                            + "\(postgres.schemas.joined(separator: ", "))): set GREENHOUSE_SCHEMA_PREFIX as it was"
                    )
                }
                if try await archive.exists(schema.schema) { throw BackupError.targetInUse("the PostgreSQL schema \(schema.schema) exists") }
            }
        }
        if let bucket = targets.bucket, !manifest.objects.isEmpty { try await BucketCopy(client: bucket).requireEmpty() }
    }
}
