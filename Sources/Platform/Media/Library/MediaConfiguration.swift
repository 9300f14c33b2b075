import Foundation
import ServerKit

/// Media settings of an app, read from its environment in one place.
public struct MediaConfiguration: Sendable {
    /// Uploads per signed-in user: a burst for an album's worth of photos, then a steady trickle.
    public var uploadRateLimit: RateLimitPolicy

    public init(uploadRateLimit: RateLimitPolicy = RateLimitPolicy(burst: 30, refillPerSecond: 1.0 / 6)) {
        self.uploadRateLimit = uploadRateLimit
    }

    /// Reads `<APP>_MEDIA_UPLOAD_BURST` and `<APP>_MEDIA_UPLOADS_PER_MINUTE` (e.g. `CALYX_…`).
    public init(app: String, environment: [String: String]) throws(ConfigurationError) {
        self.init()
        let prefix = app.uppercased()
        if let text = environment["\(prefix)_MEDIA_UPLOAD_BURST"] {
            guard let burst = Int(text), burst >= 1 else {
                throw ConfigurationError(variable: "\(prefix)_MEDIA_UPLOAD_BURST", message: "must be a whole number ≥ 1, got '\(text)'")
            }
            uploadRateLimit.burst = burst
        }
        if let text = environment["\(prefix)_MEDIA_UPLOADS_PER_MINUTE"] {
            guard let perMinute = Double(text), perMinute > 0 else {
                throw ConfigurationError(variable: "\(prefix)_MEDIA_UPLOADS_PER_MINUTE", message: "must be a number > 0, got '\(text)'")
            }
            uploadRateLimit.refillPerSecond = perMinute / 60
        }
    }
}
