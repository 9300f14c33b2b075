import Foundation

/// `greenhouse backup` for a server on SQLite with its files on disk (no `DATABASE_URL`, no S3): the
/// data directory copied into a new directory while the server runs. Each `.sqlite` file through
/// SQLite's online backup (`SQLiteSnapshot`), every other file (media, Couples' photos, the server's
/// keys) byte for byte with its SHA-256, and last the manifest.
///
/// Databases are copied first, then files. Media files are named by their content and never change,
/// so a file a database copy refers to was on disk when it was copied, and is in the backup unless it
/// was deleted (with its record) while the backup ran.
public enum DataDirectoryBackup {
    /// What is never copied: SQLite's journals (the online copy holds their committed content), the
    /// spool of uploads still arriving, and temporary files of writes under way.
    static func isSkipped(_ relativePath: String) -> Bool {
        let name = (relativePath as NSString).lastPathComponent
        return relativePath == "uploads" || relativePath.hasPrefix("uploads/") || name.hasPrefix(".tmp-")
            || name.hasSuffix("-wal") || name.hasSuffix("-shm") || name.hasSuffix("-journal")
    }

    @discardableResult
    public static func run(
        from dataDirectory: URL, to destination: URL, greenhouseVersion: String, now: Date = Date(),
        progress: (String) -> Void = { _ in }
    ) throws -> BackupManifest {
        try createEmpty(destination)
        let root = dataDirectory.standardizedFileURL.path
        let paths = try regularFiles(under: root).filter { !isSkipped($0) }
        var files: [BackupManifest.File] = []
        var databases: [BackupManifest.SQLiteDatabase] = []
        // Databases first (see above).
        for path in paths where path.hasSuffix(".sqlite") {
            progress("copying the database \(path)")
            let target = destination.appendingPathComponent(path).path
            let rows = try SQLiteSnapshot.copy(root + "/" + path, to: target)
            guard chmod(target, 0o600) == 0 else { throw DurableFile.Failure(operation: "chmod", path: target, code: errno) }
            let digest = try CheckedCopy.digest(target)
            files.append(.init(path: path, bytes: digest.bytes, sha256: digest.sha256, mode: 0o600))
            databases.append(.init(path: path, rowsPerTable: rows))
        }
        let others = paths.filter { !$0.hasSuffix(".sqlite") }
        for (index, path) in others.enumerated() {
            if index % 1_000 == 0 { progress("copying files: \(index) of \(others.count)") }
            let mode = try permissions(of: root + "/" + path)
            let copied = try CheckedCopy.copy(root + "/" + path, to: destination.appendingPathComponent(path).path, mode: mode)
            files.append(.init(path: path, bytes: copied.bytes, sha256: copied.sha256, mode: Int(mode)))
        }
        // Whole seconds: what the manifest's ISO 8601 date keeps, so the manifest returned is the one read back.
        let manifest = BackupManifest(
            createdAt: Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down)), greenhouseVersion: greenhouseVersion, files: files.sorted { $0.path < $1.path }, databases: databases
        )
        try manifest.write(to: destination)
        progress("backed up \(files.count) files (\(databases.count) databases) to \(destination.path)")
        return manifest
    }

    /// Makes `directory` (owner only: it holds the server's keys), refusing one that holds anything.
    static func createEmpty(_ directory: URL) throws {
        if let existing = try? FileManager.default.contentsOfDirectory(atPath: directory.path), !existing.isEmpty {
            throw BackupError.notEmpty(directory.path)
        }
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
