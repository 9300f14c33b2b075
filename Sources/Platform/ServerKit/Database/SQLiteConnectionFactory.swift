import AsyncKit
import Logging
import NIOCore
import NIOPosix
import SQLiteNIO

/// Opens SQLite connections for the pool, each set up the same way:
/// WAL (readers never block the writer), foreign keys enforced, a busy timeout so concurrent
/// writers wait for the lock instead of failing, full fsync on commit so a crash loses nothing, and
/// deleted content zeroed.
///
/// Connections run their blocking SQLite calls on `threadPool`, which has a thread for every connection
/// the pool may open: a connection waiting out the busy timeout then never starves the connection
/// that holds the lock of the thread it needs to commit.
struct SQLiteConnectionFactory: ConnectionPoolSource, Sendable {
    let path: String
    let threadPool: NIOThreadPool
    /// Every connection this factory is opening or has opened, for closing at shutdown.
    let connections = SQLiteOpenConnections()
    /// How long a connection waits for another connection's write lock before giving up.
    static let busyTimeoutMilliseconds = 5_000
    static let mmapBytes = 256 * 1024 * 1024
    static let cacheKibibytes = 16 * 1024

    func makeConnection(logger: Logger, on eventLoop: any EventLoop) -> EventLoopFuture<SQLiteConnection> {
        let connections = connections
        connections.willOpen()
        return SQLiteConnection.open(storage: .file(path: path), threadPool: threadPool, logger: logger, on: eventLoop)
            // Counted as open from here until seen closed, also when setting it up fails and so does closing it.
            .always { result in
                switch result {
                case .success(let connection): connections.opened(connection)
                case .failure: connections.failed()
                }
            }
            .flatMap { connection in
                let pragmas = [
                    "PRAGMA foreign_keys = ON",
                    "PRAGMA busy_timeout = \(Self.busyTimeoutMilliseconds)",
                    "PRAGMA synchronous = FULL",
                    // Deleted rows are overwritten with zeros, not left in free pages: a deleted account's
                    // words must not stay readable in the file (GDPR art. 17).
                    "PRAGMA secure_delete = ON",
                    // Reads through a shared memory map instead of a read() per page, and a larger
                    // page cache per connection: search touches thousands of rows of a large catalog.
                    "PRAGMA mmap_size = \(Self.mmapBytes)",
                    "PRAGMA cache_size = -\(Self.cacheKibibytes)",
                ]
                return Self.enableWAL(connection, on: eventLoop, triesLeft: 200)
                    .flatMap { pragmas.reduce(eventLoop.makeSucceededVoidFuture()) { previous, pragma in
                        previous.flatMap { connection.query(pragma).map { _ in } }
                    } }
                .flatMapError { error in
                    connection.close().flatMapThrowing { throw error }
                }
                .map { connection }
            }
    }

    /// Switches the file to WAL (kept in the file, so a no-op after the first time). Two connections
    /// switching a new file at once can deadlock on the lock upgrade, and SQLite then answers "busy" at
    /// once without waiting out the busy timeout: the loser tries again shortly, up to about two seconds.
    static func enableWAL(_ connection: SQLiteConnection, on eventLoop: any EventLoop, triesLeft: Int) -> EventLoopFuture<Void> {
        connection.query("PRAGMA journal_mode = WAL").map { _ in }.flatMapError { error in
            guard triesLeft > 1, let failure = error as? SQLiteError, failure.reason == .busy else {
                return eventLoop.makeFailedFuture(error)
            }
            return eventLoop.flatScheduleTask(in: .milliseconds(10)) {
                enableWAL(connection, on: eventLoop, triesLeft: triesLeft - 1)
            }.futureResult
        }
    }
}
