import HTTPTypes
import Hummingbird
import NIOCore

extension Request {
    /// The whole body, refused with a 413 problem over `limit`: by its declared `Content-Length`
    /// before anything is read, or as soon as a streamed body passes the limit.
    public func boundedBody(limit: Int) async throws -> ByteBuffer {
        if let length = headers[.contentLength].flatMap(Int.init), length > limit {
            throw Problem.payloadTooLarge(limit: limit)
        }
        do {
            return try await body.collect(upTo: limit)
        } catch is NIOTooManyBytesError {
            throw Problem.payloadTooLarge(limit: limit)
        }
    }
}
