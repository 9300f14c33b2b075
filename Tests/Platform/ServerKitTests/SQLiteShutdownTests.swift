import Foundation
@testable import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("SQLite shutdown")
struct SQLiteShutdownTests {
    /// AsyncKit's pool does not wait for a connection still being opened when it shuts down; the
    /// connection must still be closed, on a thread pool that has not stopped yet (a CI run ended with
    /// SQLiteNIO's "was not closed before deinitializing" trap).
    @Test("shutting down while connections are still being opened closes every one of them")
    func shutdownWhileOpening() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        for round in 0..<12 {
            let database = try Database(.sqlite(path: scratch.url.appendingPathComponent("round-\(round).sqlite").path), logger: .quiet)
            var stray: [Task<Void, Never>] = []
            try await database.withRunning { database in
                for _ in 0..<8 {
                    stray.append(Task { _ = try? await database.sql.raw("SELECT 1").run() })
                }
                // Returns at once: the pool shuts down while those connections are being opened.
                await Task.yield()
            }
            for task in stray { await task.value }
            let counts = try #require(database.sqliteConnectionCounts)
            #expect(counts.opening == 0 && counts.open == 0, "round \(round): \(counts)")
        }
    }
}
