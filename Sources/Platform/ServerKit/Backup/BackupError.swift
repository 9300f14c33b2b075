/// Why a backup or a restore stopped. A restore that stops has changed nothing.
public enum BackupError: Error, Equatable, CustomStringConvertible {
    case noManifest(String)
    case unreadableManifest(String, String)
    case unknownFormat(Int)
    /// The files that do not match the manifest: missing, changed, or not in it at all.
    case damaged([String])
    /// The place to back up into, or to restore into, already holds files.
    case notEmpty(String)
    /// A database copy that SQLite's own check finds damaged.
    case integrity(String, String)
    /// `pg_dump` or `pg_restore` is not installed.
    case toolMissing(String)
    /// A tool exited with a status other than 0; its error output.
    case toolFailed(String, status: Int32, String)
    /// What a restore would write into already holds data: PostgreSQL schemas, or objects in the bucket.
    case targetInUse(String)
    /// The backup and where it would be restored do not fit (SQLite into PostgreSQL, objects into no bucket).
    case mismatch(String)
    /// An object key that cannot be a path in the backup (empty, `.` or `..` parts).
    case unsafeObjectKey(String)

    public var description: String {
        switch self {
        case .noManifest(let directory):
            "\(directory) has no \(BackupManifest.fileName): not a finished backup"
        case .unreadableManifest(let path, let reason):
            "\(path) cannot be read: \(reason)"
        case .unknownFormat(let format):
            "the backup's format \(format) is not one this greenhouse knows (\(BackupManifest.currentFormat))"
        case .damaged(let problems):
            "the backup does not match its manifest, so nothing was restored:\n" + problems.map { "  \($0)" }.joined(separator: "\n")
        case .notEmpty(let directory):
            "\(directory) is not empty: back up into, and restore into, a new directory"
        case .integrity(let path, let report):
            "\(path) fails SQLite's integrity check: \(report)"
        case .toolMissing(let name):
            "\(name) is not installed (Debian: apt-get install postgresql-client)"
        case .toolFailed(let name, let status, let output):
            "\(name) exited with status \(status): \(output)"
        case .targetInUse(let what):
            "\(what): restore into a new database and an empty bucket, so nothing of theirs is overwritten"
        case .mismatch(let reason):
            reason
        case .unsafeObjectKey(let key):
            "the object key “\(key)” cannot be copied: it has an empty, “.” or “..” part"
        }
    }
}
