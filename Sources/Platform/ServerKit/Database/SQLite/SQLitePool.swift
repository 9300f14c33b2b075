import Dispatch
import Foundation
import NIOConcurrencyHelpers

/// One SQLite file's connections: one writer (SQLite allows one; this process's writes queue on its
/// serial queue rather than on the file lock) and up to `readerCount` readers that read in parallel
/// with it (WAL), opened as reads need them. Opened off the cooperative pool; closed by `close()` once
/// the server has stopped.
final class SQLitePool: Sendable {
    struct Connections: Sendable {
        let writer: SQLiteConnection
        let readers: SQLiteReaders
    }

    enum Failure: Error, CustomStringConvertible {
        case closed
        var description: String { "the SQLite database has been closed" }
    }

    private enum State {
        case idle
        case opening(Task<Connections, any Error>)
        case closed
    }

    let path: String
    let readerCount: Int
    let kinds = SQLiteStatementKinds()
    private let state = NIOLockedValueBox(State.idle)
    /// Connections open now (for tests of shutdown).
    let openCount = NIOLockedValueBox(0)

    init(path: String, readerCount: Int) {
        self.path = path
        self.readerCount = readerCount
    }

    /// The open connections, opening them the first time. A failed opening (a missing directory, a
    /// locked file) is tried again by the next caller.
    func connections() async throws -> Connections {
        let opening = try state.withLockedValue { state -> Task<Connections, any Error> in
            switch state {
            case .opening(let task): return task
            case .closed: throw Failure.closed
            case .idle:
                let task = Task { try await self.open() }
                state = .opening(task)
                return task
            }
        }
        do {
            return try await opening.value
        } catch {
            state.withLockedValue { if case .opening = $0 { $0 = .idle } }
            throw error
        }
    }

    private func open() async throws -> Connections {
        let (path, readerCount, openCount) = (path, readerCount, openCount)
        let writer = try await Self.offCooperativePool { try SQLiteConnection(path: path, role: .writer) }
        openCount.withLockedValue { $0 += 1 }
        return Connections(writer: writer, readers: SQLiteReaders(path: path, maximum: readerCount, openCount: openCount))
    }

    /// Closes every connection after the work already queued on it; later use throws `Failure.closed`.
    func close() async {
        let opening = state.withLockedValue { state -> Task<Connections, any Error>? in
            defer { state = .closed }
            if case .opening(let task) = state { return task }
            return nil
        }
        guard let connections = try? await opening?.value else { return }
        let openCount = openCount
        let all = [connections.writer] + connections.readers.closeAll()
        try? await Self.offCooperativePool {
            for connection in all {
                try? connection.close()
                openCount.withLockedValue { $0 -= 1 }
            }
        }
    }

    /// Runs blocking work (opening files, waiting for queued statements to finish) on a dispatch thread.
    static func offCooperativePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try work() }) }
        }
    }
}
