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
        }
    }
}
