import Foundation

/// The data directory's part of `greenhouse backup`: each `.sqlite` file through SQLite's online backup
/// (`SQLiteSnapshot`), every other file (media on disk, Couples' photos, the server's keys) byte for
/// byte with its SHA-256, all under `data/` in the backup.
///
/// Databases are copied first, then files. Media files are named by their content and never change,
/// so a file a database copy refers to was on disk when it was copied, and is in the backup unless it
/// was deleted (with its record) while the backup ran.
enum DataDirectoryBackup {
    static let folder = "data"

    /// What is never copied: SQLite's journals (the online copy holds their committed content), the
    /// spool of uploads still arriving, and temporary files of writes under way.
    static func isSkipped(_ relativePath: String) -> Bool {
        let name = (relativePath as NSString).lastPathComponent
        return relativePath == "uploads" || relativePath.hasPrefix("uploads/") || name.hasPrefix(".tmp-")
            || name.hasSuffix("-wal") || name.hasSuffix("-shm") || name.hasSuffix("-journal")
    }

    static func copy(
        from dataDirectory: URL, into backup: URL, progress: (String) -> Void
    ) throws -> (files: [BackupManifest.File], databases: [BackupManifest.SQLiteDatabase]) {
        let root = dataDirectory.standardizedFileURL.path
        var files: [BackupManifest.File] = []
        var databases: [BackupManifest.SQLiteDatabase] = []
        // Databases first (see above).
        for path in try regularFiles(under: root) where path.hasSuffix(".sqlite") && !isSkipped(path) {
            progress("copying the database \(path)")
            let target = backup.appendingPathComponent("\(folder)/\(path)").path
            try CheckedCopy.createParent(of: target)
            let rows = try SQLiteSnapshot.copy(root + "/" + path, to: target)
            guard chmod(target, 0o600) == 0 else { throw DurableFile.Failure(operation: "chmod", path: target, code: errno) }
            let digest = try CheckedCopy.digest(target)
            files.append(.init(path: "\(folder)/\(path)", bytes: digest.bytes, sha256: digest.sha256, mode: 0o600))
            databases.append(.init(path: "\(folder)/\(path)", rowsPerTable: rows))
        }
        // Listed only now: a file made after the listing but before a database copy that refers to it would be missed
        // (the restore drill caught a photo's larger sizes missed so, when the listing came first).
        let others = try regularFiles(under: root).filter { !$0.hasSuffix(".sqlite") && !isSkipped($0) }
        for (index, path) in others.enumerated() {
            if index % 1_000 == 0 { progress("copying files: \(index) of \(others.count)") }
            let mode = try permissions(of: root + "/" + path)
            let copied = try CheckedCopy.copy(root + "/" + path, to: backup.appendingPathComponent("\(folder)/\(path)").path, mode: mode)
            files.append(.init(path: "\(folder)/\(path)", bytes: copied.bytes, sha256: copied.sha256, mode: Int(mode)))
        }
        return (files, databases)
    }

    /// Throws `notEmpty` when `directory` holds anything.
    static func requireEmpty(_ directory: URL) throws {
        if let existing = try? FileManager.default.contentsOfDirectory(atPath: directory.path), !existing.isEmpty {
            throw BackupError.notEmpty(directory.path)
        }
    }

    /// Makes `directory` (owner only: it holds the server's keys), refusing one that holds anything.
    static func createEmpty(_ directory: URL) throws {
        try requireEmpty(directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    /// Every regular file below `root`, as paths relative to it, sorted.
    static func regularFiles(under root: String) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let path = walker.nextObject() as? String {
            if walker.fileAttributes?[.type] as? FileAttributeType == .typeRegular { files.append(path) }
        }
        return files.sorted()
    }

    static func permissions(of path: String) throws -> mode_t {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return mode_t((attributes[.posixPermissions] as? Int ?? 0o600) & 0o777)
    }
}
