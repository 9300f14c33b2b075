import Media
import NIOPosix

extension ImagePipeline {
    /// `process` on NIO's thread pool, as `ImageProcessor` runs it: tests must not block the
    /// cooperative threads that every other test (and its timers) share.
    public func processed(_ bytes: [UInt8]) async throws -> ProcessedImage {
        try await NIOOffload.run { try process(bytes) }
    }
}
