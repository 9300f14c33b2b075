import Foundation
import Mail
import ServerKit

/// Community settings, read from the environment in one place.
struct CommunityConfiguration: Sendable {
    /// Accounts that may review reported comments (`CALYX_MODERATORS`, comma-separated account ids).
    var moderators: Set<UUID> = []
    /// Where the console mails a moderator's sign-in link, when not their account's email
    /// (`CALYX_MODERATORS=<id>=<address>,…`).
    var moderatorAddresses: [UUID: String] = [:]
    /// Comments one person may post: a short burst, then one every 6 seconds (10 a minute).
    var commentRateLimit = RateLimitPolicy(burst: 10, refillPerSecond: 1.0 / 6)
    /// `CALYX_COMMENT_CACHE=off` builds every page of comments from the database (to measure it).
    var cachesCommentPages = true

    init(environment: [String: String]) throws(ConfigurationError) {
        if let text = environment["CALYX_MODERATORS"] {
            for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
                let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard let id = UUID(uuidString: parts[0]), parts.count == 1 || MailAddress(parts[1]) != nil else {
                    throw ConfigurationError(
                        variable: "CALYX_MODERATORS", message: "must be comma-separated account ids, each with an optional =email, got '\(item)'"
                    )
                }
                moderators.insert(id)
                if parts.count == 2 { moderatorAddresses[id] = parts[1] }
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
