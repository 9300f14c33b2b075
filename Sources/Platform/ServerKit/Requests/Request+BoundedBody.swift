import HTTPTypes
import Hummingbird
import NIOCore

extension Request {
    /// The whole body, refused with a 413 problem over `limit`: by its declared `Content-Length`
    /// before anything is read, or as soon as a streamed body passes the limit.
    public func boundedBody(limit: Int) async throws -> ByteBuffer {
        let declared = headers[.contentLength].flatMap(Int.init)
        if let declared, declared > limit {
            throw Problem.payloadTooLarge(limit: limit)
        }
        // Sized once by the declared length: grown by doubling as a photo arrives, the buffer held up
        // to twice the photo while it was copied from one size to the next.
        var buffer = ByteBufferAllocator().buffer(capacity: Swift.min(declared ?? 0, limit))
        do {
            try await body.collect(upTo: limit, into: &buffer)
        } catch is NIOTooManyBytesError {
            throw Problem.payloadTooLarge(limit: limit)
        }
        return buffer
    }
}
