import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOConcurrencyHelpers
import NIOCore
import ServerKit
import Testing

@Suite("Anonymous response cache")
struct AnonymousResponseCacheTests {
    /// A router whose `/cards` and `/other` answer with a counter of their calls, streamed as the
    /// OpenAPI transport streams (a known length, written in two parts); `/unsized` without a length,
    /// `/missing` with a 404.
    static func app(_ calls: NIOLockedValueBox<Int>, lifetime: Duration = .seconds(60)) -> some ApplicationProtocol {
        let router = Router()
        router.add(middleware: AnonymousResponseCache(
            paths: ["/cards", "/unsized", "/missing"], recent: RecentResponses(lifetime: lifetime, capacityBytes: 1 << 20)
        ))
        let answer = { @Sendable (request: Request, _: BasicRequestContext) -> Response in
            let call = calls.withLockedValue { $0 += 1; return $0 }
            let text = #"{"call":\#(call),"uri":"\#(request.uri)"}"#
            let (head, tail) = (ByteBuffer(string: String(text.prefix(5))), ByteBuffer(string: String(text.dropFirst(5))))
            let sized = request.uri.path != "/unsized"
            return Response(
                status: request.uri.path == "/missing" ? .notFound : .ok,
                headers: [.contentType: "application/json"],
                body: ResponseBody(contentLength: sized ? text.utf8.count : nil) { writer in
                    try await writer.write(head)
                    try await writer.write(tail)
                    try await writer.finish(nil)
                }
            )
        }
        for path in ["/cards", "/other", "/unsized", "/missing"] { router.get(RouterPath(path), use: answer) }
        return Application(router: router)
    }

    static func body(_ response: TestResponse) -> String { String(buffer: response.body) }

    @Test("a repeated anonymous GET is answered with the first answer's bytes and headers, without the handler")
    func repeated() async throws {
        let calls = NIOLockedValueBox(0)
        try await Self.app(calls).test(.router) { client in
            let first = try await client.execute(uri: "/cards?q=rose&limit=20", method: .get)
            let second = try await client.execute(uri: "/cards?q=rose&limit=20", method: .get)
            #expect(Self.body(first) == #"{"call":1,"uri":"/cards?q=rose&limit=20"}"#)
            #expect(Self.body(second) == Self.body(first))
            #expect(second.headers[.contentType] == "application/json")
            #expect(calls.withLockedValue { $0 } == 1)
            // Another query is another answer.
            #expect(Self.body(try await client.execute(uri: "/cards?q=lily&limit=20", method: .get)).contains(#""call":2"#))
        }
    }

    @Test("signed-in callers, other methods and paths, non-200s and answers of unknown length always reach the handler")
    func bypassed() async throws {
        let calls = NIOLockedValueBox(0)
        try await Self.app(calls).test(.router) { client in
            for _ in 0..<2 {
                _ = try await client.execute(uri: "/cards?q=rose", method: .get, headers: [.authorization: "Bearer abc"])
                _ = try await client.execute(uri: "/other?q=rose", method: .get)
                _ = try await client.execute(uri: "/unsized?q=rose", method: .get)
                let missing = try await client.execute(uri: "/missing?q=rose", method: .get)
                #expect(missing.status == .notFound)
            }
            #expect(calls.withLockedValue { $0 } == 8)
        }
    }

    @Test("an answer older than the lifetime is made again")
    func expires() async throws {
        let calls = NIOLockedValueBox(0)
        try await Self.app(calls, lifetime: .milliseconds(100)).test(.router) { client in
            _ = try await client.execute(uri: "/cards?q=rose", method: .get)
            try await Task.sleep(for: .milliseconds(300), tolerance: .zero)
            let again = try await client.execute(uri: "/cards?q=rose", method: .get)
            #expect(Self.body(again).contains(#""call":2"#))
        }
    }

    @Test("the bytes kept stay within the capacity: the least recently used answer goes first")
    func capacity() {
        let recent = RecentResponses(lifetime: .seconds(60), capacityBytes: 16 * 100)
        let answer = { (byte: UInt8) in RecentResponses.Answer(headers: [:], body: ByteBuffer(bytes: [UInt8](repeating: byte, count: 90))) }
        for index in 0..<20 { recent.keep(answer(UInt8(index)), for: "k\(index)") }  // 20 × (90 + 2 or 3) bytes: over 1,600
        #expect(recent.bytes <= 1_600)
        #expect(recent.answer(for: "k0") == nil, "the oldest went")
        #expect(recent.answer(for: "k19")?.body.readableBytes == 90)
        #expect(recent.answer(for: "k3") != nil)
        // Reading k3 made it recent: the next answer evicts k4 instead.
        recent.keep(answer(99), for: "k20")
        #expect(recent.answer(for: "k3") != nil)
        #expect(recent.answer(for: "k4") == nil)
        // One answer over a sixteenth of the capacity is not kept at all.
        recent.keep(.init(headers: [:], body: ByteBuffer(bytes: [UInt8](repeating: 1, count: 200))), for: "big")
        #expect(recent.answer(for: "big") == nil)
    }
}

extension AnonymousResponseCacheTests {
    @Test("expired answers are dropped as new ones are kept, so the bytes held follow the recent rate")
    func expiredDropped() {
        let recent = RecentResponses(lifetime: .seconds(3), capacityBytes: 1 << 20)
        let start = ContinuousClock.now
        let answer = RecentResponses.Answer(headers: [:], body: ByteBuffer(bytes: [UInt8](repeating: 7, count: 1_000)))
        for index in 0..<63 { recent.keep(answer, for: "old\(index)", now: start) }
        #expect(recent.bytes > 63_000)
        // Ten seconds on, the 64th answer kept sweeps the 63 expired ones.
        recent.keep(answer, for: "new", now: start + .seconds(10))
        #expect(recent.bytes == 1_000 + 3)
    }
}
