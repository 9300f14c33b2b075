import GRDB

/// A paged read a screen keeps current. The screen shows `limit` rows (a page at first, one page more
/// for each `loadMore`), and every read fetches one row more so the screen knows whether another page
/// exists. GRDB observes what the fetch read and delivers a new value, on the main actor, after every
/// change that touches it. A value equal to the last one delivered is not delivered again: the
/// observation's first value usually repeats the read that painted the screen.
@MainActor
final class LiveQuery<Value: Equatable & Sendable> {
    /// Reads the screen's value with at most `rows` rows.
    typealias Fetch = @Sendable (_ db: Database, _ rows: Int) throws -> Value

    private struct Source {
        var writer: DatabasePool
        /// Asked at every (re)start, so a fetch can depend on what the screen shows now (a filter).
        var fetch: @MainActor () -> Fetch
        var onChange: @MainActor (Value) -> Void
        var onError: @MainActor (any Error) -> Void
    }

    let pageSize: Int
    /// How many rows the screen shows now.
    private(set) var limit: Int
    private var source: Source?
    /// Written only on the main actor; `nonisolated(unsafe)` so deinit (which may run elsewhere) can
    /// cancel it, which is thread-safe. (`isolated deinit` needs iOS 18.4.)
    nonisolated(unsafe) private var task: Task<Void, Never>?
    private var last: Value?

    init(pageSize: Int) {
        self.pageSize = pageSize
        limit = pageSize
    }

    /// Where values come from and go; the screen calls this once, at the end of its init.
    func bind(
        _ writer: DatabasePool, fetch: @escaping @MainActor () -> Fetch,
        onChange: @escaping @MainActor (Value) -> Void, onError: @escaping @MainActor (any Error) -> Void
    ) {
        source = Source(writer: writer, fetch: fetch, onChange: onChange, onError: onError)
    }

    /// Reads the loaded pages now (the first paint, or a new page) and keeps them current from then on.
    func start() {
        read()
        observe()
    }

    func stop() {
        task?.cancel()
        task = nil
    }

    /// One page more, read now and kept current.
    func loadMore() {
        limit += pageSize
        start()
    }

    /// The first page again (what the screen lists has changed), read now and kept current.
    func startFromFirstPage() {
        limit = pageSize
        start()
    }

    /// Reads the loaded pages once and delivers them, without observing.
    func read() {
        guard let source else { return }
        let fetch = source.fetch(), rows = limit + 1
        do {
            let value = try source.writer.read { db in try fetch(db, rows) }
            last = value
            source.onChange(value)
        } catch {
            source.onError(error)
        }
    }

    private func observe() {
        guard let source else { return }
        task?.cancel()
        let fetch = source.fetch(), rows = limit + 1
        let values = ValueObservation.tracking { db in try fetch(db, rows) }.removeDuplicates().values(in: source.writer)
        // Weakly held, so a screen dropped without `stop` still ends its observation (in deinit).
        task = Task { [weak self] in
            do {
                for try await value in values {
                    guard let self else { return }
                    guard value != last else { continue }
                    last = value
                    source.onChange(value)
                }
            } catch is CancellationError {
            } catch {
                source.onError(error)
            }
        }
    }

    deinit { task?.cancel() }
}
