import HTTPTypes
import HummingbirdTesting
import ServerKit
import ServerKitTestSupport
import Testing

/// `GREENHOUSE_RATE_LIMIT_EXEMPT_TOKEN`: the one client that sends it passes every rate limiter (the
/// app-wide one and an operation's own), while everyone else is limited as before.
@Suite("Rate limit exemption")
struct RateLimitExemptionTests {
    static let token = "a-fuzzer-secret-of-forty-characters-0123"
    static let pet = #"{"name":"Rex","age":3}"#

    @Test("with the secret, past the app-wide and a route's own limit; without it, or with a wrong one, 429 as before")
    func exemptClient() async throws {
        let exempt: HTTPFields = [RateLimitExemption.header: Self.token]
        let wrong: HTTPFields = [RateLimitExemption.header: String(Self.token.dropLast()) + "4"]
        try await TestServer.run(apps: [ProbeApp()], configure: {
            $0.appRateLimit = RateLimitPolicy(burst: 3, refillPerSecond: 0.01)
            $0.rateLimitExemptionToken = Self.token
        }) { client, _ async throws in
            for _ in 0..<10 {
                #expect(try await client.post("/probe/v1/pets", headers: Self.json(exempt), body: Self.pet.buffer).status == .ok)
            }
            for _ in 0..<3 {
                #expect(try await client.post("/probe/v1/pets", headers: Self.json([:]), body: Self.pet.buffer).status == .ok)
            }
            #expect(try await client.post("/probe/v1/pets", headers: Self.json([:]), body: Self.pet.buffer).status == .tooManyRequests)
            #expect(try await client.post("/probe/v1/pets", headers: Self.json(wrong), body: Self.pet.buffer).status == .tooManyRequests)
            #expect(try await client.post("/probe/v1/pets", headers: Self.json(exempt), body: Self.pet.buffer).status == .ok)

            // A route's own per-user limiter (two requests) lets the exempt client through too.
            let alice: HTTPFields = [HTTPField.Name("X-Test-User")!: "alice"]
            for _ in 0..<5 {
                #expect(try await client.get("/probe/v1/limited/whoami", headers: Self.adding(exempt, to: alice)).status == .ok)
            }
        }
    }

    @Test("a secret shorter than 32 characters is refused at start")
    func shortSecret() throws {
        #expect(throws: ConfigurationError.self) { try ServerConfiguration(environment: ["GREENHOUSE_RATE_LIMIT_EXEMPT_TOKEN": "short"]) }
        #expect(try ServerConfiguration(environment: [:]).rateLimitExemptionToken == nil)
    }

    static func json(_ extra: HTTPFields) -> HTTPFields {
        adding(extra, to: [.contentType: "application/json"])
    }

    static func adding(_ extra: HTTPFields, to fields: HTTPFields) -> HTTPFields {
        var merged = fields
        for field in extra { merged.append(field) }
        return merged
    }
}
