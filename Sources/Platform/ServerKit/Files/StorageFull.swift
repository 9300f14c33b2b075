import Foundation
import HTTPTypes
import GRDB
import PostgresNIO

/// The disk (or quota) the server writes to is full: 507 Insufficient Storage, so a client knows the
/// write was refused whole and may try later, and the operator's alerts can tell it from a bug. Reads
/// keep working: nothing already stored is touched.
public enum StorageFull {
    public static let problem = Problem(
        status: .init(code: 507, reasonPhrase: "Insufficient Storage"), slug: "storage-full", title: "Storage full",
        detail: "The server has no room to store this just now; nothing was changed. Try again later."
    )

    /// A file write that ran out of space (ENOSPC, EDQUOT), SQLite's SQLITE_FULL, or PostgreSQL's
    /// disk_full class (SQLSTATE 53100).
    public static func matches(_ error: any Error) -> Bool {
        switch error {
        case let file as DurableFile.Failure:
            return file.code == ENOSPC || file.code == EDQUOT
        case let sqlite as DatabaseError:
            return sqlite.resultCode == .SQLITE_FULL
        case let postgres as PSQLError:
            return postgres.serverInfo?[.sqlState] == "53100"
        case let cocoa as CocoaError:
            return (cocoa.underlying as? POSIXError).map { $0.code == .ENOSPC || $0.code == .EDQUOT } ?? (cocoa.code == .fileWriteOutOfSpace)
        default:
            return false
        }
    }
}
