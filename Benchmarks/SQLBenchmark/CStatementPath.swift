import Foundation
import GRDBSQLite

/// The floor: the SQLite C API on one connection, each statement prepared once and then bound, stepped
/// and reset, on the calling thread, every column read into Swift values.
final class CStatementPath: StatementPath {
    private var connection: OpaquePointer?
    private var point: OpaquePointer?
    private var range: OpaquePointer?
    var name: String { "SQLite C API (prepared once)" }

    init(path: String) throws {
        guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
              sqlite3_prepare_v2(connection, BenchTable.pointSQL, -1, &point, nil) == SQLITE_OK,
              sqlite3_prepare_v2(connection, BenchTable.rangeSQL, -1, &range, nil) == SQLITE_OK
        else { throw CError(message: String(cString: sqlite3_errmsg(connection))) }
    }

    func lookup(id: Int) async throws -> Int { read(point, id) }
    func range(after id: Int) async throws -> Int { read(range, id) }

    private func read(_ statement: OpaquePointer?, _ id: Int) -> Int {
        sqlite3_bind_int64(statement, 1, Int64(id))
        var total = 0
        while sqlite3_step(statement) == SQLITE_ROW {
            let name = String(cString: sqlite3_column_text(statement, 1))
            _ = sqlite3_column_int64(statement, 0)
            _ = sqlite3_column_double(statement, 2)
            total += Int(sqlite3_column_int64(statement, 3)) + name.utf8.count
        }
        sqlite3_reset(statement)
        return total
    }

    func close() async throws {
        sqlite3_finalize(point)
        sqlite3_finalize(range)
        sqlite3_close_v2(connection)
    }

    struct CError: Error { let message: String }
}
