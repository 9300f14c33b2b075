import GRDB

extension Database {
    /// GRDB's own API on one of this database's SQLite readers, lent and run exactly as `sql` runs a
    /// read: for `make bench-sql`, which sets SQLKit's share (building the SQL, decoding rows) beside it.
    @_spi(Benchmarks)
    public func withSQLiteReader<T>(_ body: (GRDB.Database) throws -> T) async throws -> T {
        guard case .sqlite(let pool) = driver else { preconditionFailure("withSQLiteReader is for SQLite") }
        return try await pool.connections().readers.withReader { reader in
            try reader.runHere { db, _ in try body(db) }
        }
    }
}
