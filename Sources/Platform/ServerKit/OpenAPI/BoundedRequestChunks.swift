import Hummingbird
import NIOCore
import OpenAPIRuntime

/// A request body as it arrives, chunk by chunk, that fails with 413 once more than `limit` bytes have
/// come: what `OpenAPITransport` hands a handler whose large body streams (`LargeBody.streams`).
struct BoundedRequestChunks: AsyncSequence, Sendable {
    typealias Element = HTTPBody.ByteChunk

    let body: RequestBody
    let limit: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var chunks: RequestBody.AsyncIterator
        let limit: Int
        var count = 0

        mutating func next() async throws -> HTTPBody.ByteChunk? {
            guard let buffer = try await chunks.next() else { return nil }
            count += buffer.readableBytes
            guard count <= limit else { throw Problem.payloadTooLarge(limit: limit) }
            return HTTPBody.ByteChunk(buffer.readableBytesView)
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(chunks: body.makeAsyncIterator(), limit: limit)
    }
}
