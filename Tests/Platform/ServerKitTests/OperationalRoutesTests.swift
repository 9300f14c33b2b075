import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
@testable import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Health, readiness and metrics")
struct OperationalRoutesTests {
    @Test("/health answers while the process runs")
    func health() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let response = try await client.get("/health")
            #expect(response.status == .ok)
            #expect(try response.json([String: JSONValue].self) == ["status": .string("ok")])
        }
    }

    @Test("/ready checks every app database", arguments: TestDatabases.backends)
    func ready(backend: DatabaseBackend) async throws {
        try await TestServer.run(apps: [ProbeApp()], backend: backend) { client, _ in
            let response = try await client.ready()
            #expect(response.status == .ok)
            let body = try response.json([String: JSONValue].self)
            #expect(body == ["status": .string("ready"), "databases": .object(["probe": .string("ok")])])
        }
    }

    @Test("/ready carries each app's note for the operator under its name, and is still ready")
    func readinessNotes() async throws {
        try await TestServer.run(apps: [ProbeApp(), NotingApp()]) { client, _ in
            let response = try await client.ready()
            #expect(response.status == .ok)
            let body = try response.json([String: JSONValue].self)
            #expect(body["status"] == .string("ready"))
            // ProbeApp has no note, so only NotingApp's is there.
            #expect(body["notes"] == .object(["noting": .string(NotingApp.note)]))
        }
    }

    @Test("the server migrates every app before it accepts requests", arguments: TestDatabases.backends)
    func migratedBeforeServing(backend: DatabaseBackend) async throws {
        try await TestServer.run(apps: [ProbeApp()], backend: backend) { client, _ in
            let response = try await client.get("/probe/v1/notes/count")
            #expect(try response.json([String: JSONValue].self) == ["count": .number(1)])
        }
    }

    @Test("a database that does not answer is reported by name, within the timeout")
    func unreachableDatabases() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        // A directory where the SQLite file should be, and a PostgreSQL port nothing listens on.
        let notAFile = try Database(.sqlite(path: scratch.url.path), logger: .quiet)
        let noServer = try Database(.postgres(try PostgresURL("postgres://nobody@127.0.0.1:1/none?sslmode=disable"), schema: "x"), logger: .quiet)
        let (failing, waited) = try await notAFile.withRunning { notAFile in
            try await noServer.withRunning { noServer in
                let started = ContinuousClock.now
                let failing = await OperationalRoutes.unreachable(["calyx": notAFile, "couples": noServer], logger: .quiet)
                return (failing, started.duration(to: .now))
            }
        }
        #expect(failing.sorted() == ["calyx", "couples"])
        // The probe's timeout is 2 s. Only the probe is timed (connection teardown afterwards is slow
        // under load and irrelevant). What matters is that it does not hang, not how late a timer fires
        // on a loaded machine (CI saw 9–22 s while every suite starts at once): the bound only catches a hang.
        #expect(waited < .seconds(200))
    }

    @Test("/metrics counts requests and their latency by route template and status")
    func metrics() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            _ = try await client.get("/health")
            _ = try await client.get("/health")
            _ = try await client.get("/probe/v1/numbers?limit=2")
            _ = try await client.get("/no/such/path")
            _ = try await client.delete("/probe/v1/pets/1", body: "".buffer)
            _ = try await client.delete("/probe/v1/pets/2", body: "".buffer)
            let response = try await client.get("/metrics")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
            let text = response.text
            #expect(text.contains(#"http_requests_total{route="/health",method="GET",status="200"} 2"#))
            #expect(text.contains(#"http_requests_total{route="/probe/v1/numbers",method="GET",status="200"} 1"#))
            #expect(text.contains(#"http_requests_total{route="unmatched",method="GET",status="404"} 1"#))
            // Concrete IDs never become labels: both deletes share the template's series.
            #expect(text.contains(#"http_requests_total{route="/probe/v1/pets/{id}",method="DELETE",status="204"} 2"#))
            #expect(text.contains(#"http_request_duration_seconds_bucket{route="/health",method="GET",status="200",le="+Inf"} 2"#))
            #expect(text.contains(#"http_request_duration_seconds_count{route="/probe/v1/numbers",method="GET",status="200"} 1"#))
        }
    }
}

/// An app with nothing to serve yet, which says so in `/ready`.
private struct NotingApp: GreenhouseApp {
    static let note = "nothing to serve yet: import some"
    let name = "noting"
    var migrations: [any Migration] { [] }

    func addRoutes(to routes: RouterGroup<AppRequestContext>, environment: AppEnvironment) async throws {}

    func readinessNote(environment: AppEnvironment) async -> String? { Self.note }
}
