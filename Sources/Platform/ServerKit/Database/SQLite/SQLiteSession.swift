import Dispatch
import GRDB
import NIOConcurrencyHelpers

/// One connection held by one task for several statements that belong together (a transaction, or
/// statements that share session state): a block on the connection's queue runs the statements the task
/// sends, in order, until the task ends the session. The connection's thread waits between statements
/// while the task awaits other work; nothing else runs on that connection meanwhile.
final class SQLiteSession: Sendable {
    typealias Job = @Sendable (GRDB.Database, SQLiteStatementCache) -> Void

    /// Jobs sent and not yet run (nil: the end marker), and whether the end has been sent.
    private let inbox = NIOLockedValueBox<(jobs: [Job?], ended: Bool)>(([], false))
    private let arrived = DispatchSemaphore(value: 0)

    /// The writer session the current task holds, if any: a statement sent to the pool rather than to
    /// the session would wait for the writer behind the session forever.
    @TaskLocal static var holdingWriter = false

    /// On the connection's queue: runs jobs until the end marker. A transaction left open (its task was
    /// torn down between BEGIN and COMMIT) is rolled back, so the next user of the connection starts clean.
    func serve(_ db: GRDB.Database, _ statements: SQLiteStatementCache) {
        while true {
            arrived.wait()
            guard let job = inbox.withLockedValue({ $0.jobs.removeFirst() }) else { break }
            job(db, statements)
        }
        if db.isInsideTransaction { try? db.execute(sql: "ROLLBACK") }
    }

    /// Runs `work` on the held connection and returns its result to the task. After the session has
    /// ended (its database kept past the closure it was lent to) nothing would run the job: it throws.
    func perform<T: Sendable>(_ work: @escaping @Sendable (GRDB.Database, SQLiteStatementCache) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let sent = send { db, statements in continuation.resume(with: Result { try work(db, statements) }) }
            if !sent { continuation.resume(throwing: Ended()) }
        }
    }

    /// Lets the connection go once the jobs already sent have run.
    func end() {
        send(nil)
    }

    @discardableResult
    private func send(_ job: Job?) -> Bool {
        let accepted = inbox.withLockedValue { inbox in
            guard !inbox.ended else { return false }
            inbox.jobs.append(job)
            if job == nil { inbox.ended = true }
            return true
        }
        if accepted { arrived.signal() }
        return accepted
    }

    struct Ended: Error, CustomStringConvertible {
        var description: String { "a statement was sent to an SQLite session that had already ended" }
    }
}
