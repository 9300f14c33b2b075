import CalyxAPI
import Foundation
import HTTPTypes
import NIOCore
import ServerKit
import ServerKitTestSupport
import Testing

/// PostgreSQL going away under a running server and coming back: the connection to it runs through a
/// relay the test cuts (the shared test server stays up for every other test). `scripts/faults.sh`
/// does the same by stopping a PostgreSQL server outright.
@Suite("Calyx through a PostgreSQL outage", .enabled(if: TestDatabases.postgresURL != nil))
struct PostgresOutageTests {
    @Test("away: 503 problems with Retry-After, /ready false, /health true; back: served again without a restart")
    func outage() async throws {
        let url = try PostgresURL(try #require(TestDatabases.postgresURL))
        let relay = try await TCPRelay(targetPort: url.port)
        try await CalyxHarness.run(backend: .postgres, configure: { configuration in
            configuration.databaseURL = configuration.databaseURL?.replacingOccurrences(of: ":\(url.port)/", with: ":\(relay.port)/")
        }) { calyx in
            let ada = try await calyx.devSignIn("ada")
            let search = "/calyx/v1/flowers/search?query=rose&limit=5"
            let auth: HTTPFields = [.authorization: "Bearer \(ada.accessToken)"]
            #expect(try await calyx.raw.get(search).status == .ok)
            #expect(try await calyx.raw.ready().status == .ok)

            relay.cut()
            // Reads, a signed-in write, and the sign-in itself: each a 503 problem that says when to retry.
            for (method, path, body) in [
                (HTTPRequest.Method.get, search, nil), (.get, "/calyx/v1/user/profile", nil),
                (.post, "/calyx/v1/saved", #"{"flowerId":"00000000-0000-0000-0000-000000000001"}"#),
                (.post, "/calyx/v1/auth/dev", #"{"name":"bea"}"#),
            ] as [(HTTPRequest.Method, String, String?)] {
                var headers = auth
                if body != nil { headers[.contentType] = "application/json" }
                let response = try await calyx.raw.execute(.init(path, method: method, headers: headers, body: body?.buffer))
                #expect(response.status == .serviceUnavailable, "\(method) \(path)")
                #expect(response.headers[.retryAfter] == "2", "\(method) \(path)")
                #expect(response.problem?.type == "urn:greenhouse:problem:unavailable", "\(method) \(path)")
            }
            #expect(try await calyx.raw.get("/ready").status == .serviceUnavailable)
            #expect(try await calyx.raw.get("/health").status == .ok)

            relay.restore()
            // Back without a restart: the pool reconnects (its backoff after a short outage is well under 5 s).
            #expect(try await pollUntil(every: .milliseconds(100)) { try await calyx.raw.get(search).status == .ok })
            #expect(try await calyx.raw.get("/calyx/v1/user/profile", headers: auth).status == .ok)
            #expect(try await calyx.raw.ready().status == .ok)
        }
        try await relay.close()
    }
}
