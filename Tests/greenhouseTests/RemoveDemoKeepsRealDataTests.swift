import Foundation
import GifterServer
import ServerKit
import ServerKitTestSupport
import Testing

/// `greenhouse seed --remove-demo` takes the demo away and nothing else, whatever else the shell it runs in
/// has set: it does not run the apps' startup preparation, which for Gifter without
/// `GIFTER_SAMPLE_CATALOG=on` would retire the sample catalog and every real save of it.
@Suite("greenhouse seed --remove-demo")
struct RemoveDemoKeepsRealDataTests {
    @Test("run without the server's configuration, it leaves Gifter's catalog and every table of a server without demo as it was", arguments: TestDatabases.backends)
    func leavesWhatIsNotDemo(backend: DatabaseBackend) async throws {
        let isolation = TestIsolation(backend: backend, scratch: try TemporaryDirectory())
        defer { isolation.scratch.remove() }
        do {
            // The server prepares its database (the sample catalog) and stops before anything is compared:
            // a running server's own jobs renew their leases, which would differ between the two dumps on
            // a loaded machine for reasons that are not the command's.
            try await TestServer.run(apps: [GifterApp()], backend: backend, isolation: isolation, configure: { configuration in
                configuration.environment["GIFTER_SAMPLE_CATALOG"] = "on"
            }) { _, _ in }
            let scratch = try TemporaryDirectory()
            defer { scratch.remove() }
            let configuration = try isolation.configuration()
            let dump = { try await Database(configuration.databaseLocation(forApp: "gifter"), logger: .quiet).withRunning { try await DatabaseDump.of($0) } }
            let before = try await dump()
            #expect((before["products"]?.count ?? 0) > 100, "the sample catalog is loaded")
            var variables = ["GREENHOUSE_DATA_DIR": configuration.dataDirectory.path]
            if backend == .postgres {
                variables["DATABASE_URL"] = configuration.databaseURL
                variables["GREENHOUSE_SCHEMA_PREFIX"] = configuration.schemaPrefix
            }
            // No GIFTER_SAMPLE_CATALOG here: an operator's shell, not the server's.
            let removal = try GreenhouseProcess(["seed", "--remove-demo", "--app", "gifter"], environment: variables, directory: scratch.url)
            #expect(try await removal.waitForExit() == 0, "\(removal.standardError)")
            let after = try await dump()
            for table in Set(before.keys).union(after.keys).sorted() where before[table] != after[table] {
                Issue.record("\(table) changed: \(before[table]?.count ?? 0) rows before, \(after[table]?.count ?? 0) after")
            }
        } catch {
            await isolation.dropSchemas(["gifter"])
            throw error
        }
        await isolation.dropSchemas(["gifter"])
    }
}
