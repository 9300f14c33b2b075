import HTTPTypes
import HummingbirdTesting
import Logging
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Request IDs")
struct RequestIDTests {
    static let header = HTTPField.Name("X-Request-ID")!

    @Test("a client's X-Request-ID is echoed and used")
    func echoed() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let response = try await client.get("/health", headers: [Self.header: "client-7f3a"])
            #expect(response.headers[Self.header] == "client-7f3a")
            let problem = try await client.get("/nowhere", headers: [Self.header: "trace:42"])
            #expect(problem.headers[Self.header] == "trace:42")
            #expect(problem.problem?.requestId == "trace:42")
        }
    }

    @Test("without one, each request gets a fresh ID")
    func generated() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let first = try #require(try await client.get("/health").headers[Self.header])
            let second = try #require(try await client.get("/health").headers[Self.header])
            #expect(first.count >= 16)
            #expect(first != second)
        }
    }

    @Test("an unusable X-Request-ID is replaced", arguments: [
        String(repeating: "a", count: 129), "two words", "quote\"d", "",
    ])
    func replaced(supplied: String) async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let response = try await client.get("/health", headers: [Self.header: supplied])
            let echoed = try #require(response.headers[Self.header])
            #expect(echoed != supplied)
            #expect(!echoed.isEmpty)
        }
    }

    @Test("every log line of a request carries its ID")
    func inEveryLogLine() async throws {
        let logs = CapturedLogs()
        try await TestServer.run(apps: [ProbeApp()], logger: logs.logger()) { client, _ in
            _ = try await client.get("/probe/v1/boom", headers: [Self.header: "req-logged"])
        }
        let lines = logs.all.filter { entry in
            ["probe handler about to fail", "request failed", "request"].contains(entry.message)
                && entry.metadata["http.path"].map { $0.description == "/probe/v1/boom" } ?? true
        }
        #expect(Set(lines.map(\.message)) == ["probe handler about to fail", "request failed", "request"])
        for line in lines {
            #expect(line.metadata["hb.request.id"]?.description == "req-logged", "\(line.message)")
        }
        let access = try #require(lines.first { $0.message == "request" })
        #expect(access.metadata["http.status"]?.description == "500")
        #expect(access.metadata["http.method"]?.description == "GET")
        #expect(access.metadata["duration_ms"] != nil)
    }
}
