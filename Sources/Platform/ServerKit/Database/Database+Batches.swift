import SQLKit

extension Database {
    /// Writes `rows` in slices of `size`, one transaction per slice, through `write` (which turns a
    /// slice into multi-row statements). For bulk loads (benchmark data, imports): large statements are
    /// many times faster than one per row, and a slice per transaction keeps each write turn short.
    /// `progress` hears the count written after each tenth of the rows.
    public func writeInBatches<Row: Sendable>(
        _ rows: [Row], size: Int,
        progress: (@Sendable (Int) -> Void)? = nil,
        _ write: @escaping @Sendable ([Row], any SQLDatabase) async throws -> Void
    ) async throws {
        precondition(size > 0, "a batch holds at least one row")
        let tenth = max(size, rows.count / 10)
        var reported = 0
        for start in stride(from: 0, to: rows.count, by: size) {
            let slice = Array(rows[start..<min(rows.count, start + size)])
            try await transaction { db in try await write(slice, db) }
            let written = start + slice.count
            if let progress, written - reported >= tenth || written == rows.count {
                progress(written)
                reported = written
            }
        }
    }
}
