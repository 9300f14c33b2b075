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
            "This file isn't a PlantTracker backup. Nothing was changed."
        case .newerVersion:
            "This backup was made by a newer version of PlantTracker. Update the app, then try again. Nothing was changed."
        case .damaged(let detail):
            "This backup is damaged (\(detail)). Nothing was changed."
        case .couldNotWrite(let detail):
            "The backup couldn't be saved (\(detail)). Check that there is free space."
        }
    }
}
