import AppCopy
import Foundation

/// Why a backup could not be made or restored, in words the app shows as they are.
public enum BackupError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not a zip, or a zip without a PlantTracker manifest.
    case notABackup
    /// A backup from a newer version of the app.
    case newerVersion(Int)
    /// A PlantTracker backup whose contents are damaged or incomplete; says what was wrong.
    case damaged(String)
    /// The device could not write what the backup needs (usually: it is full).
    case couldNotWrite(String)

    public var description: String {
        switch self {
        case .notABackup:
            PlantTrackerCopy[.backupNotABackup]
        case .newerVersion:
            PlantTrackerCopy[.backupNewerVersion]
        case .damaged(let detail):
            PlantTrackerCopy.format(.backupDamaged, .text(detail))
        case .couldNotWrite(let detail):
            PlantTrackerCopy.format(.backupCouldNotWrite, .text(detail))
        }
    }
}
