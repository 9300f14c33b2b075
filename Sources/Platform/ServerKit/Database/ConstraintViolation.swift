import GRDB
import PostgresNIO

/// Recognises the database refusing a write because a UNIQUE constraint holds, the same way on both
/// engines, so code can turn "someone else got there first" into a 409 instead of a 500.
public enum ConstraintViolation {
    public static func isUniqueViolation(_ error: any Error) -> Bool {
        if let sqlite = error as? DatabaseError {
            return sqlite.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE || sqlite.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY
        }
        if let postgres = error as? PSQLError {
            return postgres.serverInfo?[.sqlState] == "23505"
        }
        return false
    }
}
