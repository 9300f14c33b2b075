import NIOConcurrencyHelpers
import PostgresNIO

/// Which statements run as named prepared statements on which of a pool's connections.
///
/// PostgresNIO keeps a connection's prepared statements by name, prepares a name the first time it runs
/// on that connection and never forgets it, a failed preparation included. So names are handed out
/// sparingly:
/// - one per SQL text and bound types (a statement first bound with NULL must not fix the type of a later
///   integer);
/// - at most `capacity` in all (each costs PostgreSQL memory on every connection that runs it);
/// - only for short statements that read or change rows;
/// - only from a text's second run, so one-off texts (an IN list of a length seen once) do not use up
///   the names hot statements need.
/// A name whose preparation failed on a connection (its table did not exist yet, its transaction had
/// failed) is refused there from then on, and the statement runs unnamed on that connection as before.
final class PostgresPreparedStatements: Sendable {
    static let capacity = 256
    static let longestSQL = 4_096

    private struct Key: Hashable {
        let sql: String
        let types: [UInt32]
    }

    private struct State {
        var names: [Key: String] = [:]
        /// Texts run once and not yet named.
        var seenOnce: Set<Key> = []
        /// By connection id (unique within one `PostgresClient`, the pool this belongs to).
        var prepared: [Int: Set<String>] = [:]
        var refused: [Int: Set<String>] = [:]
    }

    private let state = NIOLockedValueBox(State())

    /// The name `sql` with these bound types runs under, or nil if it runs unnamed.
    func name(for sql: String, types: [PostgresDataType]) -> String? {
        guard sql.utf8.count <= Self.longestSQL else { return nil }
        let key = Key(sql: sql, types: types.map(\.rawValue))
        return state.withLockedValue { state in
            if let name = state.names[key] { return name }
            // Checked only until named: a named statement's next runs skip the keyword test.
            guard state.names.count < Self.capacity, Self.changesOrReadsRows(sql) else { return nil }
            guard state.seenOnce.remove(key) != nil else {
                if state.seenOnce.count >= Self.capacity * 16 { state.seenOnce.removeAll(keepingCapacity: true) }
                state.seenOnce.insert(key)
                return nil
            }
            let name = "greenhouse_\(state.names.count + 1)"
            state.names[key] = name
            return name
        }
    }

    enum Standing { case unprepared, prepared, refused }

    func standing(of name: String, on connection: Int) -> Standing {
        state.withLockedValue { state in
            if state.refused[connection]?.contains(name) == true { return .refused }
            return state.prepared[connection]?.contains(name) == true ? .prepared : .unprepared
        }
    }

    func markPrepared(_ name: String, on connection: Int) {
        state.withLockedValue { state in
            forgetClosedConnectionsIfMany(&state)
            state.prepared[connection, default: []].insert(name)
        }
    }

    func markRefused(_ name: String, on connection: Int) {
        state.withLockedValue { state in
            forgetClosedConnectionsIfMany(&state)
            state.refused[connection, default: []].insert(name)
        }
    }

    /// Connections come and go (a pool replaces a broken one under a new id); past a few hundred ids
    /// the record starts afresh. Forgetting a connection's prepared names only means its transactions
    /// prepare them anew; forgetting a refusal means one more failed preparation of that name.
    private func forgetClosedConnectionsIfMany(_ state: inout State) {
        if state.prepared.count + state.refused.count > 512 {
            state.prepared = [:]
            state.refused = [:]
        }
    }

    /// SELECT, INSERT, UPDATE, DELETE or WITH: session commands (BEGIN, SET, LISTEN) and schema changes
    /// gain nothing from a plan kept for later.
    static func changesOrReadsRows(_ sql: String) -> Bool {
        let keyword = sql.utf8.prefix { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "(") }
        switch String(decoding: keyword, as: UTF8.self).uppercased() {
        case "SELECT", "INSERT", "UPDATE", "DELETE", "WITH": return true
        default: return false
        }
    }
}
