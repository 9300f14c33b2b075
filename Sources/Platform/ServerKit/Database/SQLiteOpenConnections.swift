import NIOConcurrencyHelpers
import SQLiteNIO

/// The SQLite connections a pool's factory is opening or has opened and not yet seen closed, so the
/// database can close them all before it stops the thread pool they run on.
///
/// AsyncKit's pool does not wait for a connection still being opened when it shuts down: that
/// connection arrives later and the pool closes it then, on the thread pool. If the thread pool has
/// stopped by then, the close fails and the connection is never closed (SQLiteNIO asserts on it, which
/// ended a whole CI test run with SIGILL). `closeAll` waits for every opening and closes whatever is
/// still open, so the thread pool stops last.
final class SQLiteOpenConnections: Sendable {
    private struct State {
        var opening = 0
        var open: [ObjectIdentifier: SQLiteConnection] = [:]
    }

    private let state = NIOLockedValueBox(State())

    /// A connection is about to be opened; `opened` or `failed` follows.
    func willOpen() {
        state.withLockedValue { $0.opening += 1 }
    }

    func opened(_ connection: SQLiteConnection) {
        state.withLockedValue { state in
            state.opening -= 1
            state.open = state.open.filter { !$0.value.isClosed }
            state.open[ObjectIdentifier(connection)] = connection
        }
    }

    func failed() {
        state.withLockedValue { $0.opening -= 1 }
    }

    /// How many are being opened, and how many are open.
    var counts: (opening: Int, open: Int) {
        state.withLockedValue { state in (state.opening, state.open.values.filter { !$0.isClosed }.count) }
    }

    /// After the pool has shut down: waits for every connection being opened and closes each one
    /// still open, until none is left. The thread pool must still be running.
    func closeAll() async {
        while true {
            let (opening, open) = state.withLockedValue { state in
                state.open = state.open.filter { !$0.value.isClosed }
                return (state.opening, Array(state.open.values))
            }
            if opening == 0 && open.isEmpty { return }
            for connection in open { try? await connection.close() }
            if opening > 0 { try? await Task.sleep(for: .milliseconds(5), tolerance: .zero) }
        }
    }
}
