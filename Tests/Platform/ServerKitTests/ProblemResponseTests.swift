import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import ServerKit
import ServerKitTestSupport
import Testing

/// Every error class leaves the server as `application/problem+json`, over real HTTP.
@Suite("Problem responses")
struct ProblemResponseTests {
    @Test("malformed JSON is a 400 malformed-json problem")
    func malformedJSON() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let response = try await client.post("/probe/v1/pets", headers: .json, body: #"{"name": "Rex","#.buffer)
            #expect(response.status == .badRequest)
            let problem = try #require(response.problem)
            #expect(problem.type == "urn:greenhouse:problem:malformed-json")
            #expect(problem.status == 400)
            #expect(problem.instance == "/probe/v1/pets")
            #expect(problem.requestId == response.headers[HTTPField.Name("X-Request-ID")!])
        }
    }

    @Test("an empty body is a 400 that says so")
    func emptyBody() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let response = try await client.post("/probe/v1/pets", headers: .json, body: "".buffer)
            #expect(response.status == .badRequest)
            #expect(response.problem?.detail?.contains("empty") == true)
        }
    }

    @Test("a wrong field type is a 400 naming the field", arguments: [
        (#"{"name":"Rex","age":"three"}"#, "age", "must be an integer"),
        (#"{"name":7,"age":3}"#, "name", "must be a string"),
        (#"{"name":"Rex","age":3,"toys":[{"name":"ball"},{"name":5}]}"#, "toys[1].name", "must be a string"),
        (#"{"name":"Rex","age":3,"toys":{"name":"ball"}}"#, "toys", "must be an array"),
        (#"{"age":3}"#, "name", "is required"),
        (#"{"name":null,"age":3}"#, "name", "must not be null"),
    ])
    func wrongField(body: String, field: String, detail: String) async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let response = try await client.post("/probe/v1/pets", headers: .json, body: body.buffer)
            #expect(response.status == .badRequest)
            let problem = try #require(response.problem)
            #expect(problem.type == "urn:greenhouse:problem:invalid-field")
            #expect(problem.errors == [FieldIssue(field: field, detail: detail)])
        }
    }

    @Test("a well-formed body is decoded and answered")
    func validBody() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let response = try await client.post("/probe/v1/pets", headers: .json, body: #"{"name":"Rex","age":3}"#.buffer)
            #expect(response.status == .ok)
            #expect(try response.json(ProbeApp.Pet.self).name == "Rex")
        }
    }

    @Test("breaking validation rules is a 422 listing every broken rule")
    func validation() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let response = try await client.post("/probe/v1/pets/validated", headers: .json, body: #"{"name":"","age":41}"#.buffer)
            #expect(response.status == .unprocessableContent)
            let problem = try #require(response.problem)
            #expect(problem.type == "urn:greenhouse:problem:validation")
            #expect(problem.errors == [
                FieldIssue(field: "name", detail: "must not be empty"),
                FieldIssue(field: "age", detail: "must be between 0 and 40"),
            ])
        }
    }

    @Test("an unknown route is a 404 problem, in an app and at the root")
    func unknownRoute() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            for path in ["/probe/v1/nothing-here", "/nowhere", "/probe/v2/pets"] {
                let response = try await client.get(path)
                #expect(response.status == .notFound)
                #expect(response.problem?.type == "urn:greenhouse:problem:not-found")
                #expect(response.problem?.instance == path)
            }
        }
    }

    @Test("a known path with the wrong method is a 405 with Allow")
    func wrongMethod() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let get = try await client.get("/probe/v1/pets")
            #expect(get.status == .methodNotAllowed)
            #expect(get.headers[.allow] == "POST, OPTIONS")
            #expect(get.problem?.type == "urn:greenhouse:problem:method-not-allowed")

            let put = try await client.put("/probe/v1/pets/42", body: "{}".buffer)
            #expect(put.status == .methodNotAllowed)
            #expect(put.headers[.allow] == "DELETE, OPTIONS")

            let delete = try await client.delete("/probe/v1/pets/42", body: "".buffer)
            #expect(delete.status == .noContent)

            let options = try await client.execute(.init("/probe/v1/pets/42", method: .options))
            #expect(options.status == .noContent)
            #expect(options.headers[.allow] == "DELETE, OPTIONS")

            // HEAD is answered wherever GET is.
            let head = try await client.head("/health")
            #expect(head.status == .ok)

            let trace = try await client.execute(.init("/probe/v1/pets", method: .trace))
            #expect(trace.status == .methodNotAllowed)
            // QUERY is a registered method: on a known path it is not allowed there (405).
            let query = try await client.execute(.init("/probe/v1/pets", method: HTTPRequest.Method("QUERY")!))
            #expect(query.status == .methodNotAllowed && query.headers[.allow] == trace.headers[.allow])
            // A method the server implements nowhere is a 501 (RFC 9110 §9.1), wherever it is sent.
            let brew = try await client.execute(.init("/probe/v1/pets", method: HTTPRequest.Method("PROPFIND")!))
            #expect(brew.status.code == 501)
            #expect(brew.problem?.type == "urn:greenhouse:problem:method-not-implemented")
        }
    }

    @Test("a JSON body over 1 MiB is a 413 and is not decoded")
    func bodyTooLarge() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let padding = String(repeating: " ", count: AppRequestContext.maxJSONBodySize)
            let response = try await client.post("/probe/v1/pets", headers: .json, body: (#"{"name":"Rex","age":3}"# + padding).buffer)
            #expect(response.status == .contentTooLarge)
            #expect(response.problem?.type == "urn:greenhouse:problem:payload-too-large")
            #expect(response.problem?.detail?.contains("1 MiB") == true)
        }
    }

    @Test("a body just under the limit is accepted")
    func bodyAtLimit() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let json = #"{"name":"Rex","age":3}"#
            let padding = String(repeating: " ", count: AppRequestContext.maxJSONBodySize - json.utf8.count)
            let response = try await client.post("/probe/v1/pets", headers: .json, body: (json + padding).buffer)
            #expect(response.status == .ok)
        }
    }

    @Test("a body that is not JSON is a 415")
    func unsupportedMediaType() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let response = try await client.post("/probe/v1/pets", headers: [.contentType: "text/plain"], body: "Rex, 3".buffer)
            #expect(response.status == .unsupportedMediaType)
            #expect(response.problem?.type == "urn:greenhouse:problem:unsupported-media-type")
        }
    }

    @Test("an unexpected failure is a bare 500: the cause is logged with the request ID, never sent")
    func internalError() async throws {
        let logs = CapturedLogs()
        try await TestServer.run(apps: [ProbeApp()], logger: logs.logger()) { client, _ in
            let response = try await client.get("/probe/v1/boom", headers: [HTTPField.Name("X-Request-ID")!: "boom-1"])
            #expect(response.status == .internalServerError)
            let problem = try #require(response.problem)
            #expect(problem.type == "urn:greenhouse:problem:internal")
            #expect(problem.requestId == "boom-1")
            #expect(!response.text.contains("hunter2"))
            #expect(!response.text.contains("SecretFailure"))
        }
        let failure = try #require(logs.all.first { $0.message == "request failed" })
        #expect(failure.level == .error)
        #expect(failure.metadata["error"]?.description.contains("hunter2") == true)
        #expect(failure.metadata["hb.request.id"]?.description == "boom-1")
    }

    @Test("over the per-client rate limit is a 429 with Retry-After, and the budget refills")
    func rateLimited() async throws {
        let clock = ManualClock()
        try await TestServer.run(apps: [ProbeApp()], clock: clock, configure: {
            $0.appRateLimit = RateLimitPolicy(burst: 3, refillPerSecond: 0.5)
        }) { client, _ in
            for _ in 0..<3 {
                #expect(try await client.post("/probe/v1/pets", headers: .json, body: #"{"name":"Rex","age":3}"#.buffer).status == .ok)
            }
            let limited = try await client.post("/probe/v1/pets", headers: .json, body: #"{"name":"Rex","age":3}"#.buffer)
            #expect(limited.status == .tooManyRequests)
            #expect(limited.headers[.retryAfter] == "2")
            #expect(limited.problem?.type == "urn:greenhouse:problem:rate-limited")
            // Operational endpoints are never limited.
            #expect(try await client.get("/health").status == .ok)

            clock.advance(by: .seconds(2))
            #expect(try await client.post("/probe/v1/pets", headers: .json, body: #"{"name":"Rex","age":3}"#.buffer).status == .ok)
            #expect(try await client.post("/probe/v1/pets", headers: .json, body: #"{"name":"Rex","age":3}"#.buffer).status == .tooManyRequests)
        }
    }

    @Test("a per-user limit after authentication keys on the user, not the address")
    func perUserLimit() async throws {
        try await TestServer.run(apps: [ProbeApp()]) { client, _ in
            let alice: HTTPFields = [HTTPField.Name("X-Test-User")!: "alice"]
            let bob: HTTPFields = [HTTPField.Name("X-Test-User")!: "bob"]
            let first = try await client.get("/probe/v1/limited/whoami", headers: alice)
            #expect(first.status == .ok)
            #expect(first.text.contains(#""subject":"alice""#))
            #expect(try await client.get("/probe/v1/limited/whoami", headers: alice).status == .ok)
            #expect(try await client.get("/probe/v1/limited/whoami", headers: alice).status == .tooManyRequests)
            // Same address, another user: a budget of their own.
            #expect(try await client.get("/probe/v1/limited/whoami", headers: bob).status == .ok)
        }
    }
}
