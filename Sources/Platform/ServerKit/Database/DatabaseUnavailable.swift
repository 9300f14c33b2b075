import PostgresNIO

/// PostgreSQL is away (stopped, restarting, unreachable): 503 with `Retry-After`, never a 500, so
/// clients and load balancers try again. `/ready` turns false meanwhile; `/health` does not look.
public struct DatabaseUnavailable: Error, ProblemConvertible {
    public init() {}

    public var problem: Problem {
        .unavailable("The database cannot be reached just now; try again in a few seconds.", retryAfterSeconds: 2)
    }

    /// Whether `error` says the server is away rather than that a statement was wrong: the connection
    /// failed or closed, or the server is shutting down or starting (SQLSTATE class 57P, 08).
    static func isOutage(_ error: PSQLError) -> Bool {
        switch error.code {
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed:
            // (The client closes a connection itself when the server ends it mid-query: 57P01.)
            return true
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            return state.hasPrefix("57P") || state.hasPrefix("08")
        default:
            return false
        }
    }

    /// Whether `error` is about the database as a whole (away, or its disk full) rather than about
    /// what one statement wrote: trying the same work again at once, piece by piece, cannot help.
    static func concernsWholeDatabase(_ error: any Error) -> Bool {
        if error is DatabaseUnavailable || StorageFull.matches(error) { return true }
        if let postgres = error as? PSQLError { return isOutage(postgres) }
        return false
    }
}
