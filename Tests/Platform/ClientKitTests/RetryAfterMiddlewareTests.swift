import ClientKit
import Foundation
import HTTPTypes
import NIOConcurrencyHelpers
import OpenAPIRuntime
import Testing

@Suite("Retry-After middleware")
struct RetryAfterMiddlewareTests {
    /// Answers with `statuses` in turn (503s carrying `Retry-After`), recording each body it was sent.
    final class Server: Sendable {
        let statuses: [(HTTPResponse.Status, String?)]
        let received = NIOLockedValueBox<[[UInt8]]>([])

        init(_ statuses: [(HTTPResponse.Status, String?)]) {
            self.statuses = statuses
        }

        func answer(_ request: HTTPRequest, _ body: HTTPBody?, _ url: URL) async throws -> (HTTPResponse, HTTPBody?) {
            var bytes: [UInt8] = []
            if let body { bytes = try await [UInt8](collecting: body, upTo: 1 << 20) }
            let index = received.withLockedValue { $0.append(bytes); return $0.count - 1 }
            let (status, retryAfter) = statuses[min(index, statuses.count - 1)]
            var response = HTTPResponse(status: status)
            if let retryAfter { response.headerFields[.retryAfter] = retryAfter }
            return (response, nil)
        }
    }

    static let request = HTTPRequest(method: .post, scheme: nil, authority: nil, path: "/calyx/v1/media")
    static let base = URL(string: "http://127.0.0.1")!

    static func middleware(_ waits: NIOLockedValueBox<[Duration]>, operations: Set<String> = ["uploadMedia"]) -> RetryAfterMiddleware {
        RetryAfterMiddleware(operations: operations) { wait in waits.withLockedValue { $0.append(wait) } }
    }

    @Test("an upload turned away with 503 + Retry-After is sent again, the same bytes, after the wait asked for")
    func retries() async throws {
        let server = Server([(.serviceUnavailable, "2"), (.serviceUnavailable, "1"), (.created, nil)])
        let waits = NIOLockedValueBox<[Duration]>([])
        let photo = HTTPBody([UInt8](repeating: 0xAB, count: 4_000) + [1, 2, 3])
        let (response, _) = try await Self.middleware(waits).intercept(
            Self.request, body: photo, baseURL: Self.base, operationID: "uploadMedia", next: server.answer
        )
        #expect(response.status == .created)
        let sent = server.received.withLockedValue { $0 }
        #expect(sent.count == 3)
        #expect(Set(sent.map { $0 }).count == 1 && sent[0].count == 4_003)
        let asked = waits.withLockedValue { $0 }
        #expect(asked.count == 2)
        // Each wait is what was asked, spread by up to a quarter more.
        #expect(asked[0] >= .seconds(2) && asked[0] <= .milliseconds(2_500))
        #expect(asked[1] >= .seconds(1) && asked[1] <= .milliseconds(1_250))
    }

    @Test("it gives up after its attempts, and never retries other answers, other operations, long waits or one-shot bodies")
    func limits() async throws {
        let waits = NIOLockedValueBox<[Duration]>([])
        let busy = Server([(.serviceUnavailable, "1")])
        let (last, _) = try await Self.middleware(waits).intercept(
            Self.request, body: HTTPBody([1]), baseURL: Self.base, operationID: "uploadMedia", next: busy.answer
        )
        #expect(last.status == .serviceUnavailable)
        #expect(busy.received.withLockedValue { $0.count } == 4, "the first send and three retries")

        for (statuses, operation, body) in [
            ([(HTTPResponse.Status.serviceUnavailable, String?.none)], "uploadMedia", HTTPBody([1])),  // no Retry-After
            ([(.tooManyRequests, "1")], "uploadMedia", HTTPBody([1])),  // a rate limit is the screen's to explain
            ([(.serviceUnavailable, "60")], "uploadMedia", HTTPBody([1])),  // longer than the person should wait unasked
            ([(.serviceUnavailable, "1")], "postComment", HTTPBody([1])),  // not listed
            ([(.serviceUnavailable, "1")], "uploadMedia", HTTPBody(AsyncStream { $0.yield(ArraySlice([1])); $0.finish() }, length: .known(1), iterationBehavior: .single)),
        ] {
            let server = Server(statuses)
            _ = try await Self.middleware(waits).intercept(Self.request, body: body, baseURL: Self.base, operationID: operation, next: server.answer)
            #expect(server.received.withLockedValue { $0.count } == 1, "\(statuses) \(operation)")
        }
    }
}
