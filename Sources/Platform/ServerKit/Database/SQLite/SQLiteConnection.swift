import Dispatch
import Foundation
import GRDB

/// One SQLite connection: a GRDB `DatabaseQueue` (the connection and the serial queue its blocking
/// calls run on, off Swift's cooperative pool) and the statements prepared on it.
///
/// Our own small pool of these, rather than GRDB's `DatabasePool`: a read through `DatabasePool` hops
/// twice (to the pool's waiting queue, then to a reader) and wraps every statement in BEGIN/COMMIT; a
/// connection of our own is one hop, a single statement needs no transaction, and its statement cache is
/// ours to bound (`make bench-sql` shows both side by side).
final class SQLiteConnection: Sendable {
    enum Role: Sendable { case writer, reader }

    let role: Role
    let queue: DatabaseQueue
    let statements = SQLiteStatementCache()

    /// How long a connection waits for another process's lock before giving up (a second server or a
    /// command on the same file); this process's own writers queue on the writer instead.
    static let busyTimeout: TimeInterval = 5
    static let mmapBytes = 256 * 1024 * 1024
    static let cacheKibibytes = 16 * 1024

    /// Opens (blocking: call off the cooperative pool). The writer first: it creates the file and turns
    /// on WAL, which a read-only connection cannot.
    init(path: String, role: Role) throws {
        self.role = role
        var configuration = Configuration()
        configuration.label = role == .writer ? "sqlite-writer" : "sqlite-reader"
        configuration.readonly = role == .reader
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(Self.busyTimeout)
        // Statements written for SQLiteNIO, whose SQLite accepted them; nothing of ours relies on it, but
        // a changed driver is no time to change the language.
        configuration.acceptsDoubleQuotedStringLiterals = true
        // Our transactions are BEGIN IMMEDIATE … COMMIT statements run in a session (`SQLiteSession`).
        configuration.allowsUnsafeTransactions = true
        configuration.prepareDatabase { db in
            if role == .writer { try Self.enableWAL(db) }
            try db.execute(sql: "PRAGMA synchronous = FULL")
            // Deleted rows are overwritten with zeros, not left in free pages: a deleted account's words
            // must not stay readable in the file (GDPR art. 17).
            try db.execute(sql: "PRAGMA secure_delete = ON")
            // Reads through a shared memory map instead of a read() per page, and a larger page cache per
            // connection: search touches thousands of rows of a large catalog.
            try db.execute(sql: "PRAGMA mmap_size = \(Self.mmapBytes)")
            try db.execute(sql: "PRAGMA cache_size = -\(Self.cacheKibibytes)")
        }
        queue = try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Runs `work` on this connection's queue, one hop from the caller's task: for writes, whose commit
    /// waits for the disk (fsync), which must not hold one of the cooperative pool's few threads.
    func run<T: Sendable>(_ work: @escaping @Sendable (GRDB.Database, SQLiteStatementCache) throws -> T) async throws -> T {
        let statements = statements
        return try await queue.writeWithoutTransaction { db in try work(db, statements) }
    }

    /// Runs `work` on the calling thread (the queue is idle: a reader is lent to one task at a time, and
    /// a synchronous dispatch onto an idle queue runs in place). For reads: in WAL a reader never waits
    /// for a lock and reads memory-mapped pages, so a read is computation like the JSON around it, and a
    /// hop to another thread and back would cost more than most reads (`make bench-sql`).
    func runHere<T>(_ work: (GRDB.Database, SQLiteStatementCache) throws -> T) throws -> T {
        try queue.inDatabase { db in try work(db, statements) }
    }

    /// Starts `session` on this connection's queue: it holds the connection until told to end.
    func start(_ session: SQLiteSession) {
        let statements = statements
        queue.asyncWriteWithoutTransaction { db in session.serve(db, statements) }
    }

    /// Finalizes the prepared statements and closes, after whatever is queued on the connection.
    func close() throws {
        let statements = statements
        queue.inDatabase { _ in statements.removeAll() }
        try queue.close()
    }

    /// Switches the file to WAL (kept in the file, so a no-op after the first time). Two connections
    /// switching a new file at once can deadlock on the lock upgrade, and SQLite then answers "busy" at
    /// once without waiting out the busy timeout: the loser tries again shortly, for about two seconds.
    private static func enableWAL(_ db: GRDB.Database) throws {
        for attempt in 1...200 {
            do {
                return try db.execute(sql: "PRAGMA journal_mode = WAL")
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempt < 200 {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
    }
}
