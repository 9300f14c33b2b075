import Foundation
import OpenAPIRuntime
import ServerKit

/// An app's upload endpoint behind a per-user rate limit: every attempt spends a token, refused ones
/// included, so garbage cannot be used to keep the image threads busy. `admit` runs before the body is
/// read; `upload` after.
public struct MediaUploads: Sendable {
    public let library: MediaLibrary
    let limiter: RateLimiter
    let scope: String
    /// Where bodies are spooled while they arrive and wait (`SpooledBody`): the data directory's disk,
    /// not the system's temporary directory, which is often memory (tmpfs).
    let spoolDirectory: String

    public init(
        library: MediaLibrary, configuration: MediaConfiguration, clock: any MonotonicClock, scope: String, spoolDirectory: URL
    ) throws {
        self.library = library
        self.limiter = RateLimiter(
            policy: configuration.uploadRateLimit, clock: clock,
            shared: SharedRateLimits.forDatabase(library.database, wallClock: library.wallClock, clock: clock, logger: library.database.logger),
            name: "media-upload"
        )
        self.scope = scope
        try FileManager.default.createDirectory(at: spoolDirectory, withIntermediateDirectories: true)
        self.spoolDirectory = spoolDirectory.path
    }

    /// The largest body the upload route should read before refusing with 413.
    public var maxBodyBytes: Int { library.processor.pipeline.limits.maxBytes }

    /// Spends one of `owner`'s uploads; 429 with `Retry-After` when none is left.
    public func admit(_ owner: UUID) async throws {
        if let seconds = await limiter.take("\(scope)|media-upload|\(owner)").retryAfterSeconds {
            throw Problem.rateLimited(retryAfterSeconds: seconds)
        }
    }

    /// Spools `body` to a file as it arrives (413 past `maxBodyBytes`), taking its content key on the
    /// way, then uploads it: a body waiting for an image thread holds a file, not its bytes.
    public func upload(_ body: HTTPBody, owner: UUID) async throws -> MediaRecord {
        var digest = MediaKey.ContentDigest(scope: library.scope)
        let file = try await SpooledBody.spool(body, upTo: maxBodyBytes, in: spoolDirectory) { digest.update($0) }
        return try await library.upload(.spooled(file), content: digest.content, owner: owner)
    }
}
