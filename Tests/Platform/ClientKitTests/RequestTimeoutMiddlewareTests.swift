import ClientKit
import Foundation
import HTTPTypes
import OpenAPIRuntime
import Testing

@Suite("Request timeout middleware")
struct RequestTimeoutMiddlewareTests {
    /// An answer that comes only after `delay`.
    static func slow(_ delay: Duration) -> @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?) {
        { _, _, _ in
            try await Task.sleep(for: delay, tolerance: .zero)
            return (HTTPResponse(status: .ok), nil)
        }
    }

    @Test("a request without an answer in time fails with RequestTimedOut; an exempt one (an upload) waits")
    func timeout() async throws {
        let middleware = RequestTimeoutMiddleware(limit: .milliseconds(50), exempt: ["uploadMedia"])
        let request = HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/flowers/search")
        await #expect { _ = try await middleware.intercept(request, body: nil, baseURL: URL(string: "http://x")!, operationID: "searchFlowers", next: Self.slow(.seconds(30))) } throws: {
            ($0 as? RequestTimedOut)?.operationID == "searchFlowers"
        }
        let (upload, _) = try await middleware.intercept(
            request, body: nil, baseURL: URL(string: "http://x")!, operationID: "uploadMedia", next: Self.slow(.milliseconds(300))
        )
        #expect(upload.status == .ok)
        // An answer in time is passed on. The limit here bounds a hang only: with 50 ms a loaded machine
        // could run the answering task late and call a quick answer slow.
        let patient = RequestTimeoutMiddleware(limit: hangBound, exempt: [])
        let (quick, _) = try await patient.intercept(request, body: nil, baseURL: URL(string: "http://x")!, operationID: "searchFlowers", next: Self.slow(.zero))
        #expect(quick.status == .ok)
    }
}
