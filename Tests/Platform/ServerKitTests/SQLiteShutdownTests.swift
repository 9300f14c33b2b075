import Foundation
@testable import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("SQLite shutdown")
struct SQLiteShutdownTests {
    /// Statements still being sent while the database stops either run or fail with an error — never a
    /// crash — and every connection is closed once `run` has ended. More statements than readers, so some
    /// wait for a reader while others open one when the pool closes: each wait must end.
    @Test("shutting down with statements in flight closes every connection and fails later statements cleanly")
    func shutdownWhileInFlight() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        for round in 0..<12 {
            let database = try Database(.sqlite(path: scratch.url.appendingPathComponent("round-\(round).sqlite").path), logger: .quiet)
            var stray: [Task<Void, Never>] = []
            try await database.withRunning { database in
                for _ in 0..<24 {
                    stray.append(Task { _ = try? await database.sql.raw("SELECT 1").run() })
                }
                await Task.yield()
            }
            for task in stray { await task.value }
            #expect(database.sqliteOpenConnections == 0, "round \(round)")
            await #expect(throws: (any Error).self) { try await database.sql.raw("SELECT 1").run() }
        }
    }
}
