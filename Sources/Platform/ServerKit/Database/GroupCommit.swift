import NIOConcurrencyHelpers

/// Writes small items that arrive together in one shared transaction, each caller waiting until its
/// own item is committed (a group commit).
///
/// Why: SQLite has one writer, and with `synchronous = FULL` every commit is an fsync. A write that
/// comes with many reads (a signed-in search records a history line) would otherwise take a write turn
/// per request, and under load the turns, not the work, set the pace. Callers still get exactly what a
/// transaction of their own gives them: their answer goes out after their item is durable, so a read
/// that follows sees it and a crash loses nothing that was acknowledged.
///
/// No timer: one batch is written at a time, and whatever arrives while it is being written forms the
/// next one. A lone item is written at once; under load, batches grow by themselves.
public final class GroupCommit<Item: Sendable>: Sendable {
    /// Writes a batch in one transaction; throwing fails the whole batch.
    public typealias Write = @Sendable ([Item]) async throws -> Void

    private struct Waiting {
        let item: Item
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var waiting: [Waiting] = []
        var writing = false
    }

    private let state = NIOLockedValueBox(State())
    private let write: Write

    public init(write: @escaping Write) {
        self.write = write
    }

    /// Items waiting for the next batch (for tests).
    var waiting: Int { state.withLockedValue { $0.waiting.count } }

    /// Returns once `item` is committed, or throws its batch's error. When a batch fails, each of its
    /// items is tried again alone, so one bad item (say, of a person deleted meanwhile) fails only itself;
    /// not when the database itself is away or full, where that would only make every caller wait
    /// through one failure per item before its 503.
    public func commit(_ item: Item) async throws {
        try await withCheckedThrowingContinuation { continuation in
            let startWriter = state.withLockedValue { state -> Bool in
                state.waiting.append(Waiting(item: item, continuation: continuation))
                guard !state.writing else { return false }
                state.writing = true
                return true
            }
            if startWriter { Task { await self.writeUntilEmpty() } }
        }
    }

    private func writeUntilEmpty() async {
        while true {
            let batch = state.withLockedValue { state -> [Waiting] in
                let batch = state.waiting
                state.waiting = []
                if batch.isEmpty { state.writing = false }
                return batch
            }
            guard !batch.isEmpty else { return }
            do {
                try await write(batch.map(\.item))
                for waiting in batch { waiting.continuation.resume() }
            } catch where batch.count > 1 && !DatabaseUnavailable.concernsWholeDatabase(error) {
                for waiting in batch {
                    do {
                        try await write([waiting.item])
                        waiting.continuation.resume()
                    } catch {
                        waiting.continuation.resume(throwing: error)
                    }
                }
            } catch {
                for waiting in batch { waiting.continuation.resume(throwing: error) }
            }
        }
    }
}
