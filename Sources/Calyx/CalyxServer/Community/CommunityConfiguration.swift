import Foundation
import ServerKit

/// Community settings, read from the environment in one place.
struct CommunityConfiguration: Sendable {
    /// Accounts that may review reported comments (`CALYX_MODERATORS`, comma-separated account ids).
    var moderators: Set<UUID> = []
    /// Comments one person may post: a short burst, then one every 6 seconds (10 a minute).
    var commentRateLimit = RateLimitPolicy(burst: 10, refillPerSecond: 1.0 / 6)
    /// `CALYX_COMMENT_CACHE=off` builds every page of comments from the database (to measure it).
    var cachesCommentPages = true

    init(environment: [String: String]) throws(ConfigurationError) {
        if let text = environment["CALYX_MODERATORS"] {
            for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
                guard let id = UUID(uuidString: item) else {
                    throw ConfigurationError(variable: "CALYX_MODERATORS", message: "must be comma-separated account ids, got '\(item)'")
                }
                moderators.insert(id)
            }
        }
        cachesCommentPages = environment["CALYX_COMMENT_CACHE"] != "off"
        if let text = environment["CALYX_COMMENTS_PER_MINUTE"] {
            guard let perMinute = Double(text), perMinute > 0 else {
                throw ConfigurationError(variable: "CALYX_COMMENTS_PER_MINUTE", message: "must be a number > 0, got '\(text)'")
            }
            commentRateLimit = RateLimitPolicy(burst: max(1, Int(perMinute.rounded(.up))), refillPerSecond: perMinute / 60)
        }
    }
}
