import Foundation

/// `greenhouse restore`: a backup made by `DataDirectoryBackup` checked whole against its manifest
/// (every file present, of its size and SHA-256, nothing more), and only then copied into a new data
/// directory, each database checked by SQLite and its rows counted against the manifest.
public enum DataDirectoryRestore {
    @discardableResult
    public static func run(from backup: URL, to dataDirectory: URL, progress: (String) -> Void = { _ in }) throws -> BackupManifest {
        let manifest = try verify(backup, progress: progress)
        try DataDirectoryBackup.createEmpty(dataDirectory)
        for (index, file) in manifest.files.enumerated() {
            if index % 1_000 == 0 { progress("restoring files: \(index) of \(manifest.files.count)") }
            let copied = try CheckedCopy.copy(
                backup.appendingPathComponent(file.path).path, to: dataDirectory.appendingPathComponent(file.path).path,
                mode: mode_t(file.mode)
            )
            // Read again as it was written: a file that changed since `verify` is not restored silently.
            guard copied == CheckedCopy.Copied(bytes: file.bytes, sha256: file.sha256) else {
                throw BackupError.damaged(["\(file.path): changed while it was restored"])
            }
        }
        for database in manifest.databases {
            progress("checking the database \(database.path)")
            let rows = try SQLiteSnapshot.check(dataDirectory.appendingPathComponent(database.path).path)
            guard rows == database.rowsPerTable else {
                throw BackupError.damaged(["\(database.path): rows \(rows) against \(database.rowsPerTable) in the manifest"])
            }
        }
        progress("restored \(manifest.files.count) files (\(manifest.databases.count) databases) into \(dataDirectory.path)")
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
        for database in manifest.databases where !listed.contains(database.path) {
            problems.append("\(database.path): a database the manifest lists but not among its files")
        }
        guard problems.isEmpty else { throw BackupError.damaged(problems) }
        return manifest
    }
}
