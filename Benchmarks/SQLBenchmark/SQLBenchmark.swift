import ArgumentParser
import Foundation
import GRDB
import Logging
import ServerKit
import SQLKit

/// `make bench-sql`: what one statement costs through `Database.sql`, beside the same statement through
/// GRDB's own API and through the SQLite C API (the floor), in one run on one file.
///
/// Two statements, as handlers run them: a point lookup by primary key and a 20-row range read, each row
/// decoded into a Swift value (four columns: integer, text, real, integer). Timed one at a time from a
/// task, as a request handler awaits them; the C API and GRDB's synchronous read run in a plain loop on
/// the calling thread with a statement prepared once (what a statement costs with nothing around it).
@main
struct SQLBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "sql-benchmark")

    @Option(help: "Rows in the table read from.")
    var rows = 100_000

    @Option(help: "Timed statements per path and statement.")
    var iterations = 20_000

    @Option(help: "Time only the paths whose name contains this (for a profiler); the C API always runs, as the floor.")
    var only: String?

    func run() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sql-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bench.sqlite").path
        let database = try ServerKit.Database(.sqlite(path: path), logger: Logger(label: "sql-bench", factory: { _ in SwiftLogNoOpLogHandler() }))
        try await database.withRunning { database in
            try await BenchTable.create(in: database, rows: rows)
            let ids = RandomIDs(count: iterations, upTo: rows)
            let paths: [any StatementPath] = [
                try CStatementPath(path: path),
                try GRDBStatementPath(path: path),
                ServerKitGRDBPath(database: database),
                ServerKitGRDBPath(database: database, records: true),
                DatabaseSQLPath(database: database),
                DatabaseSQLPath(database: database, sqlKitDecoder: true),
            ]
            var results: [(String, Timing, Timing)] = []
            for (index, statementPath) in paths.enumerated() where index == 0 || only.map(statementPath.name.contains) ?? true {
                progress("timing \(statementPath.name): \(iterations) point lookups, \(iterations) range reads")
                try await statementPath.warmUp(ids: ids)
                let point = try await Timing.measure(ids) { try await statementPath.lookup(id: $0) }
                let range = try await Timing.measure(ids) { try await statementPath.range(after: $0) }
                results.append((statementPath.name, point, range))
                try await statementPath.close()
            }
            let floor = results[0]
            print("SQLite, \(rows) rows, \(iterations) statements each, one at a time (µs per statement)")
            print("path".padding(toLength: 34, withPad: " ", startingAt: 0) + "point lookup: mean   p50   p99  × C   |  20-row range: mean   p50   p99  × C")
            for (name, point, range) in results {
                print(name.padding(toLength: 34, withPad: " ", startingAt: 0)
                    + "\(point.row(floor: floor.1))   |  \(range.row(floor: floor.2))")
            }
        }
    }
}

func progress(_ line: String) {
    FileHandle.standardError.write(Data(("==> " + line + "\n").utf8))
}
