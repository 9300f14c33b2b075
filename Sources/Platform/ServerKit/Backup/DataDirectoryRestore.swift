import Foundation

/// The data directory's part of `greenhouse restore`: the backup's `data/` files copied into a new data
/// directory, each read again as written, then each SQLite database checked by SQLite and its rows
/// counted against the manifest.
enum DataDirectoryRestore {
    static func write(_ manifest: BackupManifest, from backup: URL, to dataDirectory: URL, progress: (String) -> Void) throws {
        try DataDirectoryBackup.createEmpty(dataDirectory)
        let prefix = DataDirectoryBackup.folder + "/"
        let files = manifest.files.filter { $0.path.hasPrefix(prefix) }
        for (index, file) in files.enumerated() {
            if index % 1_000 == 0 { progress("restoring files: \(index) of \(files.count)") }
            let copied = try CheckedCopy.copy(
                backup.appendingPathComponent(file.path).path,
                to: dataDirectory.appendingPathComponent(String(file.path.dropFirst(prefix.count))).path, mode: mode_t(file.mode)
            )
            // Read again as it was written: a file that changed since the backup was verified is not restored silently.
            guard copied == CheckedCopy.Copied(bytes: file.bytes, sha256: file.sha256) else {
                throw BackupError.damaged(["\(file.path): changed while it was restored"])
            }
        }
        for database in manifest.databases {
            progress("checking the database \(database.path)")
            let rows = try SQLiteSnapshot.check(dataDirectory.appendingPathComponent(String(database.path.dropFirst(prefix.count))).path)
            guard rows == database.rowsPerTable else {
                throw BackupError.damaged(["\(database.path): rows \(rows) against \(database.rowsPerTable) in the manifest"])
            }
        }
    }
}
