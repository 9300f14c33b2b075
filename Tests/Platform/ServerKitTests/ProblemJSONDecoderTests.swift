import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import ServerKit
import Testing

/// The decoder in isolation, for what a test HTTP client cannot send: a streamed body without
/// Content-Length must still be cut off at the limit.
@Suite("JSON request decoding")
struct ProblemJSONDecoderTests {
    struct Small: Decodable { let name: String }

    func context() -> AppRequestContext {
        AppRequestContext(source: .init(channel: EmbeddedChannel(), logger: Logger(label: "test")))
    }

    func request(body: ByteBuffer, headers: HTTPFields = [.contentType: "application/json"]) -> Request {
        let stream = AsyncStream<ByteBuffer> { continuation in
            // Delivered in 64 KiB chunks, as a chunked upload would be.
            var remaining = body
            while let chunk = remaining.readSlice(length: min(65_536, remaining.readableBytes)), chunk.readableBytes > 0 {
                continuation.yield(chunk)
            }
            continuation.finish()
        }
        return Request(
            head: HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/", headerFields: headers),
            body: RequestBody(asyncSequence: stream)
        )
    }

    @Test("a streamed body over the limit is refused with 413 without a Content-Length")
    func streamedTooLarge() async throws {
        let body = ByteBuffer(string: #"{"name":""# + String(repeating: "x", count: AppRequestContext.maxJSONBodySize) + #""}"#)
        await #expect(throws: Problem.payloadTooLarge(limit: AppRequestContext.maxJSONBodySize)) {
            _ = try await ProblemJSONDecoder().decode(Small.self, from: request(body: body), context: context())
        }
    }

    @Test("a declared Content-Length over the limit is refused before reading")
    func declaredTooLarge() async throws {
        let headers: HTTPFields = [.contentType: "application/json", .contentLength: "5000000"]
        await #expect(throws: Problem.payloadTooLarge(limit: AppRequestContext.maxJSONBodySize)) {
            _ = try await ProblemJSONDecoder().decode(Small.self, from: request(body: ByteBuffer(string: "{}"), headers: headers), context: context())
        }
    }

    @Test("JSON media types with parameters or +json suffixes are accepted", arguments: [
        "application/json", "application/json; charset=utf-8", "Application/JSON", "application/merge-patch+json",
    ])
    func acceptedTypes(contentType: String) async throws {
        let decoded = try await ProblemJSONDecoder().decode(
            Small.self, from: request(body: ByteBuffer(string: #"{"name":"ok"}"#), headers: [.contentType: contentType]), context: context()
        )
        #expect(decoded.name == "ok")
    }
}
