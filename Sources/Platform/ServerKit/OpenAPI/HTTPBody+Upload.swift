import OpenAPIRuntime

extension Array where Element == UInt8 {
    /// A request body's bytes, as `init(collecting:upTo:)` gives them, without copying a body that
    /// arrives as one chunk, as every body `OpenAPITransport` collects for a handler does. OpenAPIRuntime's
    /// version appends each chunk to a new buffer and then copies that into the array: two more copies
    /// of a 12 MP photo per upload in flight (Benchmarks/media).
    public init(uploadedIn body: HTTPBody, upTo maxBytes: Int) async throws {
        var chunks: [HTTPBody.ByteChunk] = []
        var count = 0
        for try await chunk in body {
            count += chunk.count
            guard count <= maxBytes else { throw Problem.payloadTooLarge(limit: maxBytes) }
            chunks.append(chunk)
        }
        // A slice that spans its whole storage becomes an array of that storage, not a copy.
        self = chunks.count == 1 ? Array(chunks[0]) : Array(chunks.joined())
    }
}
