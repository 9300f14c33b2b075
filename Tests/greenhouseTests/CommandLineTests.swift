import CalyxServer
import Foundation
import HTTPTypes
import HummingbirdTesting
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// The `greenhouse` binary as operators use it: started, signalled, migrated, misused.
@Suite("greenhouse command line")
struct CommandLineTests {
    @Test("version prints the version")
    func version() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let process = try GreenhouseProcess(["version"], directory: scratch.url)
        #expect(try await process.waitForExit() == 0)
        #expect(process.standardOutput.hasPrefix("greenhouse 0."))
    }

    @Test("serve answers /health and exits 0 on SIGTERM or SIGINT", arguments: [SIGTERM, SIGINT])
    func gracefulSignal(signal: Int32) async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let process = try GreenhouseProcess(["serve", "--port", "0", "--data-dir", scratch.url.path], directory: scratch.url)
        let port = try #require(Int(try await process.waitForOutput(matching: #"is serving on http://127\.0\.0\.1:(\d+)"#)))
        try await TestClient.withClient(host: "127.0.0.1", port: port, configuration: .init(timeout: LoopbackHTTP.hangBoundDuration)) { (client: TestClient) async throws in
            #expect(try await client.get("/health").status == .ok)
            #expect(try await client.ready().status == .ok)
        }
        process.signal(signal)
        #expect(try await process.waitForExit() == 0, "\(process.standardOutput)\(process.standardError)")
        #expect(process.standardOutput.contains("msg=stopped"))
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("calyx.sqlite").path))
    }

    @Test("serve with both team ids: the host's apple-app-site-association names Calyx's share links and Gifter's invite links")
    func appSiteAssociation() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let process = try GreenhouseProcess(
            ["serve", "--port", "0", "--data-dir", scratch.url.path],
            environment: ["CALYX_APPLE_TEAM_ID": "ABCDE12345", "GIFTER_APPLE_TEAM_ID": "ABCDE12345"], directory: scratch.url
        )
        let port = try #require(Int(try await process.waitForOutput(matching: #"is serving on http://127\.0\.0\.1:(\d+)"#)))
        try await TestClient.withClient(host: "127.0.0.1", port: port, configuration: .init(timeout: LoopbackHTTP.hangBoundDuration)) { (client: TestClient) async throws in
            let response = try await client.get("/.well-known/apple-app-site-association")
            #expect(response.status == .ok)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
            let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
            let paths = Dictionary(details.compactMap { entry in
                ((entry["appIDs"] as? [String])?.first).map { ($0, (entry["components"] as? [[String: Any]] ?? []).compactMap { $0["/"] as? String }) }
            }) { first, _ in first }
            #expect(paths["ABCDE12345.app.greenhouse.calyx"] == ["/calyx/share/*"])
            #expect(paths["ABCDE12345.app.greenhouse.gifter"] == ["/gifter/v1/*", "/gifter", "/gifter/", "/gifter/privacy", "/gifter/terms", "/gifter/support", "/gifter/icon.png", "/gifter/invite/*", "/gifter/*"])
        }
        process.signal(SIGTERM)
        #expect(try await process.waitForExit() == 0)
    }

    @Test("--log-format json writes nothing but JSON lines")
    func jsonLogs() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let process = try GreenhouseProcess(["serve", "--port", "0", "--data-dir", scratch.url.path, "--log-format", "json"], directory: scratch.url)
        let port = try #require(Int(try await process.waitForOutput(matching: #"listening on 127\.0\.0\.1:(\d+)"#)))
        try await TestClient.withClient(host: "127.0.0.1", port: port, configuration: .init(timeout: LoopbackHTTP.hangBoundDuration)) { (client: TestClient) async throws in
            _ = try await client.get("/calyx/v1/missing")
        }
        process.signal(SIGTERM)
        #expect(try await process.waitForExit() == 0)
        let lines = process.standardOutput.split(separator: "\n")
        #expect(lines.count >= 3)
        for line in lines {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            #expect(object?["ts"] != nil, "\(line)")
        }
        #expect(lines.contains { $0.contains(#""http.status":"404""#) && $0.contains(#""http.path":"/calyx/v1/missing""#) })
    }

    @Test("migrate applies pending migrations once, then reports up to date")
    func migrate() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let first = try GreenhouseProcess(["migrate", "--data-dir", scratch.url.path], directory: scratch.url)
        #expect(try await first.waitForExit() == 0)
        #expect(first.standardOutput.contains("calyx: applied 0001_baseline"))
        let second = try GreenhouseProcess(["migrate", "--data-dir", scratch.url.path], directory: scratch.url)
        #expect(try await second.waitForExit() == 0)
        #expect(second.standardOutput.contains("calyx: up to date"))
    }

    @Test("serve refuses a database migrated by a newer build, and says why")
    func refusesNewerDatabase() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        #expect(try await GreenhouseProcess(["migrate", "--data-dir", scratch.url.path], directory: scratch.url).waitForExit() == 0)
        let database = try Database(.sqlite(path: scratch.url.appendingPathComponent("calyx.sqlite").path), logger: .quiet)
        try await database.withRunning { database in
            try await database.sql.raw("INSERT INTO greenhouse_migrations (sequence, name) VALUES (99, '0099_from_the_future')").run()
        }
        let serve = try GreenhouseProcess(["serve", "--port", "0", "--data-dir", scratch.url.path], directory: scratch.url)
        let status = try await serve.waitForExit()
        #expect(status != 0)
        let output = serve.standardOutput + serve.standardError
        #expect(output.contains("0099_from_the_future"))
        #expect(output.contains("does not know"))
        #expect(!output.contains("is serving on"))
    }

    @Test("an unknown app or a bad flag is a usage error")
    func usageErrors() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let unknown = try GreenhouseProcess(["serve", "--app", "florist", "--data-dir", scratch.url.path], directory: scratch.url)
        #expect(try await unknown.waitForExit() == 64)
        #expect(unknown.standardError.contains("unknown app 'florist'"))
        let badPort = try GreenhouseProcess(["serve", "--port", "99999"], directory: scratch.url)
        #expect(try await badPort.waitForExit() == 64)
    }

    @Test("with DATABASE_URL, serve keeps each app in its own PostgreSQL schema")
    func postgresBackend() async throws {
        guard let url = TestDatabases.postgresURL else { return }
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let isolation = TestIsolation(backend: .postgres, scratch: scratch)
        let process = try GreenhouseProcess(
            ["serve", "--port", "0", "--data-dir", scratch.url.path],
            environment: ["DATABASE_URL": url, "GREENHOUSE_SCHEMA_PREFIX": isolation.schemaPrefix],
            directory: scratch.url
        )
        let port = try #require(Int(try await process.waitForOutput(matching: #"is serving on http://127\.0\.0\.1:(\d+)"#)))
        #expect(process.standardOutput.contains("PostgreSQL"))
        try await TestClient.withClient(host: "127.0.0.1", port: port, configuration: .init(timeout: LoopbackHTTP.hangBoundDuration)) { (client: TestClient) async throws in
            #expect(try await client.ready().status == .ok)
        }
        process.signal(SIGTERM)
        #expect(try await process.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("calyx.sqlite").path))
        let admin = try Database(.postgres(try PostgresURL(url), schema: isolation.schemaPrefix + "calyx"), logger: .quiet)
        let recorded = try await admin.withRunning { admin in
            try await admin.sql.raw("SELECT name FROM greenhouse_migrations").all().map { try $0.decode(column: "name", as: String.self) }
        }
        #expect(recorded == CalyxApp().migrations.map(\.name))
        await isolation.dropSchemas(["calyx"])
    }
}
