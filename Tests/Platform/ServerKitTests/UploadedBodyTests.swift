import OpenAPIRuntime
import ServerKit
import Testing

@Suite("An uploaded body's bytes")
struct UploadedBodyTests {
    @Test("a body of one chunk becomes an array of that chunk's storage, not a copy")
    func oneChunkIsNotCopied() async throws {
        let photo = [UInt8](repeating: 7, count: 1 << 20)
        let bytes = try await [UInt8](uploadedIn: HTTPBody(photo), upTo: 1 << 21)
        #expect(bytes == photo)
        let original = photo.withUnsafeBufferPointer { $0.baseAddress }
        #expect(bytes.withUnsafeBufferPointer { $0.baseAddress } == original)
    }

    @Test("chunks are joined in order; a body over the limit is a 413, however it arrives")
    func chunksJoinedAndBounded() async throws {
        let parts: [[UInt8]] = [[1, 2, 3], [4], [5, 6]]
        let stream = AsyncStream<HTTPBody.ByteChunk> { continuation in
            for part in parts { continuation.yield(part[...]) }
            continuation.finish()
        }
        #expect(try await [UInt8](uploadedIn: HTTPBody(stream, length: .unknown), upTo: 6) == [1, 2, 3, 4, 5, 6])
        let error = await #expect(throws: Problem.self) { try await [UInt8](uploadedIn: HTTPBody([UInt8](repeating: 0, count: 7)), upTo: 6) }
        #expect(error?.status == .contentTooLarge)
    }
}
