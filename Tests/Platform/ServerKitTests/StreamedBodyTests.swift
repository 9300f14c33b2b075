import HTTPTypes
import Hummingbird
import NIOCore
import OpenAPIRuntime
@testable import ServerKit
import Testing

/// What `OpenAPITransport` hands a handler whose large body streams (`LargeBody.streams`, Calyx's
/// photo uploads): the bytes as they arrive, bounded as a collected body is.
@Suite("A large body streamed to its handler")
struct StreamedBodyTests {
    func request(_ parts: [[UInt8]], contentLength: Int? = nil) -> Request {
        let chunks = AsyncStream<ByteBuffer> { continuation in
            for part in parts { continuation.yield(ByteBuffer(bytes: part)) }
            continuation.finish()
        }
        var headers = HTTPFields()
        if let contentLength { headers[.contentLength] = String(contentLength) }
        return Request(
            head: HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/upload", headerFields: headers),
            body: RequestBody(asyncSequence: chunks)
        )
    }

    func read(_ body: HTTPBody) async throws -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        for try await chunk in body { chunks.append(Array(chunk)) }
        return chunks
    }

    @Test("chunks pass through in order, as they arrive, with the declared length")
    func passesChunks() async throws {
        let body = try #require(try OpenAPITransport.streamedBody(request([[1, 2, 3], [4, 5]], contentLength: 5), limit: 5))
        #expect(body.length == .known(5))
        #expect(try await read(body) == [[1, 2, 3], [4, 5]])
        // Chunked (no length): unknown until read.
        let chunked = try #require(try OpenAPITransport.streamedBody(request([[1], [2]]), limit: 5))
        #expect(chunked.length == .unknown)
        #expect(try await read(chunked) == [[1], [2]])
    }

    @Test("past the limit, a 413 as soon as the chunk that passes it arrives")
    func boundedWhileRead() async throws {
        let body = try #require(try OpenAPITransport.streamedBody(request([[1, 2, 3], [4, 5], [6, 7]]), limit: 6))
        var received: [[UInt8]] = []
        let error = await #expect(throws: Problem.self) {
            for try await chunk in body { received.append(Array(chunk)) }
        }
        #expect(error?.status == .contentTooLarge)
        #expect(received == [[1, 2, 3], [4, 5]])
    }

    @Test("a declared length over the limit is refused before a byte is read; a declared empty body is none")
    func declaredLength() async throws {
        let error = #expect(throws: Problem.self) { _ = try OpenAPITransport.streamedBody(request([[1]], contentLength: 7), limit: 6) }
        #expect(error?.status == .contentTooLarge)
        #expect(try OpenAPITransport.streamedBody(request([], contentLength: 0), limit: 6) == nil)
    }
}
