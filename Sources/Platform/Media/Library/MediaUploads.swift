import Foundation
import ServerKit

/// An app's upload endpoint behind a per-user rate limit: every attempt spends a token, refused ones
/// included, so garbage cannot be used to keep the image threads busy. `admit` runs before the body is
/// read; `upload` after.
public struct MediaUploads: Sendable {
    public let library: MediaLibrary
    let limiter: RateLimiter
    let scope: String

    public init(library: MediaLibrary, configuration: MediaConfiguration, clock: any MonotonicClock, scope: String) {
        self.library = library
        self.limiter = RateLimiter(
            policy: configuration.uploadRateLimit, clock: clock,
            shared: SharedRateLimits.forDatabase(library.database, wallClock: library.wallClock, clock: clock, logger: library.database.logger),
            name: "media-upload"
        )
        self.scope = scope
    }

    /// The largest body the upload route should read before refusing with 413.
    public var maxBodyBytes: Int { library.processor.pipeline.limits.maxBytes }

    /// Spends one of `owner`'s uploads; 429 with `Retry-After` when none is left.
    public func admit(_ owner: UUID) async throws {
        if let seconds = await limiter.take("\(scope)|media-upload|\(owner)").retryAfterSeconds {
            throw Problem.rateLimited(retryAfterSeconds: seconds)
        }
    }

    public func upload(_ bytes: [UInt8], owner: UUID) async throws -> MediaRecord {
        try await library.upload(bytes, owner: owner)
    }
}
