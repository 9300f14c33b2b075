import NIOConcurrencyHelpers

/// Which statements only read, by SQL text, learnt from SQLite itself (`sqlite3_stmt_readonly`) the
/// first time each is prepared: reads go to a reader, everything else to the writer. PRAGMAs always go
/// to the writer (a checkpoint needs it; the rest are rare).
final class SQLiteStatementKinds: Sendable {
    static let capacity = 4_096
    private let readOnly = NIOLockedValueBox<[String: Bool]>([:])

    /// true: a reader; false: the writer; nil: not known yet.
    func isReadOnly(_ sql: String) -> Bool? {
        if sql.utf8.first == UInt8(ascii: "P"), sql.hasPrefix("PRAGMA") { return false }
        return readOnly.withLockedValue { $0[sql] }
    }

    func learn(_ sql: String, isReadOnly: Bool) {
        guard sql.utf8.count <= SQLiteStatementCache.longestCachedSQL else { return }
        readOnly.withLockedValue { known in
            if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
            known[sql] = isReadOnly
        }
    }
}
