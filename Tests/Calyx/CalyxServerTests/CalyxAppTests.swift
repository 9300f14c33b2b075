import CalyxServer
import HTTPTypes
import HummingbirdTesting
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Calyx app registration")
struct CalyxAppTests {
    @Test("Calyx is mounted at /calyx/v1 with its database migrated", arguments: TestDatabases.backends)
    func mounted(backend: DatabaseBackend) async throws {
        try await TestServer.run(apps: [CalyxApp()], backend: backend) { client, _ in
            let ready = try await client.ready()
            #expect(ready.status == .ok)
            #expect(try ready.json([String: JSONValue].self)["databases"] == .object(["calyx": .string("ok")]))
            let missing = try await client.get("/calyx/v1/flowers")
            #expect(missing.status == .notFound)
            #expect(missing.problem?.instance == "/calyx/v1/flowers")
        }
    }

    @Test("Calyx's migrations apply cleanly and are named in order", arguments: TestDatabases.backends)
    func migrations(backend: DatabaseBackend) async throws {
        let calyx = CalyxApp()
        #expect(calyx.name == "calyx")
        try await TestDatabases.withFreshDatabase(backend) { (database: Database) async throws in
            let migrator = Migrator(app: calyx.name, migrations: calyx.migrations)
            #expect(try await migrator.migrate(database) == calyx.migrations.map(\.name))
            #expect(try await migrator.migrate(database) == [])
        }
        #expect(calyx.migrations.map(\.name) == calyx.migrations.map(\.name).sorted(), "names sort in the order they run")
    }
}
