import NIOConcurrencyHelpers

/// The read-only connections, opened as reads need them (up to `maximum`) and lent one at a time, first
/// come first served. A read waits for a free connection as long as it takes — never failing on a pool
/// timeout. Every wait ends: with a reader, with another try when an opening failed (the place it
/// would have filled is free again), or with `SQLitePool.Failure.closed` once the pool closes.
final class SQLiteReaders: Sendable {
    private struct State {
        var all: [SQLiteConnection] = []
        var free: [SQLiteConnection] = []
        var opening = 0
        var waiting: [Waiter] = []
        var isClosed = false
    }

    /// A read waiting for a reader: resumed with one, or with nil to try again.
    private typealias Waiter = CheckedContinuation<SQLiteConnection?, any Error>

    private enum Next {
        case lent(SQLiteConnection)
        case open
        case wait
    }

    let path: String
    let maximum: Int
    private let openCount: NIOLockedValueBox<Int>
    private let state = NIOLockedValueBox(State())

    init(path: String, maximum: Int, openCount: NIOLockedValueBox<Int>) {
        self.path = path
        self.maximum = maximum
        self.openCount = openCount
    }

    /// Every reader opened so far.
    var all: [SQLiteConnection] { state.withLockedValue { $0.all } }

    func withReader<T>(_ body: (SQLiteConnection) async throws -> T) async throws -> T {
        let reader = try await take()
        defer { give(reader) }
        return try await body(reader)
    }

    private func take() async throws -> SQLiteConnection {
        while true {
            if let reader = try await tryTake() { return reader }
        }
    }

    private func tryTake() async throws -> SQLiteConnection? {
        let next = try state.withLockedValue { state -> Next in
            guard !state.isClosed else { throw SQLitePool.Failure.closed }
            if let reader = state.free.popLast() { return .lent(reader) }
            guard state.all.count + state.opening < maximum else { return .wait }
            state.opening += 1
            return .open
        }
        switch next {
        case .lent(let reader):
            return reader
        case .open:
            return try await open()
        case .wait:
            return try await withCheckedThrowingContinuation { (continuation: Waiter) in
                let ready = state.withLockedValue { state -> Result<SQLiteConnection?, any Error>? in
                    if state.isClosed { return .failure(SQLitePool.Failure.closed) }
                    if let reader = state.free.popLast() { return .success(reader) }
                    if state.all.count + state.opening < maximum { return .success(nil) }
                    state.waiting.append(continuation)
                    return nil
                }
                if let ready { continuation.resume(with: ready) }
            }
        }
    }

    private func open() async throws -> SQLiteConnection {
        let path = path
        let reader: SQLiteConnection
        do {
            reader = try await SQLitePool.offCooperativePool { try SQLiteConnection(path: path, role: .reader) }
        } catch {
            // The place this reader would have taken is free again: the longest waiting read tries it.
            let next = state.withLockedValue { state -> Waiter? in
                state.opening -= 1
                return state.waiting.isEmpty ? nil : state.waiting.removeFirst()
            }
            next?.resume(returning: nil)
            throw error
        }
        let isClosed = state.withLockedValue { state in
            state.opening -= 1
            if !state.isClosed { state.all.append(reader) }
            return state.isClosed
        }
        guard !isClosed else {
            try? await SQLitePool.offCooperativePool { try reader.close() }
            throw SQLitePool.Failure.closed
        }
        openCount.withLockedValue { $0 += 1 }
        return reader
    }

    /// Hands the connection straight to the longest waiting read, or frees it.
    private func give(_ reader: SQLiteConnection) {
        let next = state.withLockedValue { state -> Waiter? in
            guard !state.isClosed, !state.waiting.isEmpty else {
                state.free.append(reader)
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume(returning: reader)
    }

    /// No reader is lent or opened from now on, and reads still waiting fail; the readers open are
    /// returned for closing.
    func closeAll() -> [SQLiteConnection] {
        let (all, waiting) = state.withLockedValue { state in
            state.isClosed = true
            defer { state.waiting = [] }
            return (state.all, state.waiting)
        }
        for waiter in waiting { waiter.resume(throwing: SQLitePool.Failure.closed) }
        return all
    }
}
