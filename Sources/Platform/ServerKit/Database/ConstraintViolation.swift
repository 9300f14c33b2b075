import PostgresNIO
import SQLiteNIO

/// Recognises the database refusing a write because a UNIQUE constraint holds, the same way on both
/// engines, so code can turn "someone else got there first" into a 409 instead of a 500.
public enum ConstraintViolation {
    public static func isUniqueViolation(_ error: any Error) -> Bool {
        if let sqlite = error as? SQLiteError {
            return sqlite.reason == .constraintUniqueFailed || sqlite.reason == .constraintPrimaryKeyFailed
                || (sqlite.reason == .constraint && sqlite.message.contains("UNIQUE"))
        }
        if let postgres = error as? PSQLError {
            return postgres.serverInfo?[.sqlState] == "23505"
        }
        return false
    }
}
