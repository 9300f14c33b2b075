import GRDB

/// A read a screen keeps current: GRDB observes what `fetch` read and delivers a new value, on the main
/// actor, after every change that touches it. Restarting replaces the previous observation. A value
/// equal to the last one the screen got (from `read` or the observation) is not delivered again: the
/// observation's first value usually repeats the read that painted the screen.
@MainActor
final class LiveQuery<Value: Equatable & Sendable> {
    /// Written only on the main actor; `nonisolated(unsafe)` so deinit (which may run elsewhere) can
    /// cancel it, which is thread-safe. (`isolated deinit` needs iOS 18.4.)
    nonisolated(unsafe) private var task: Task<Void, Never>?
    private var last: Value?

    /// Reads now, for the first paint or a new page.
    func read(_ writer: DatabasePool, fetch: @Sendable (Database) throws -> Value) throws -> Value {
        let value = try writer.read(fetch)
        last = value
        return value
    }

    func observe(
        _ writer: DatabasePool, fetch: @escaping @Sendable (Database) throws -> Value,
        onChange: @escaping @MainActor (Value) -> Void, onError: @escaping @MainActor (any Error) -> Void
    ) {
        task?.cancel()
        let values = ValueObservation.tracking(fetch).removeDuplicates().values(in: writer)
        task = Task {
            do {
                for try await value in values where value != last {
                    last = value
                    onChange(value)
                }
            } catch is CancellationError {
            } catch {
                onError(error)
            }
        }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }

    deinit { task?.cancel() }
}
