import Foundation
import ServerKit

/// `CALYX_PUBLIC_URL`: the scheme and host people reach the server at (`https://calyx.example`), for
/// the absolute links that leave the server (share-page previews, links in emails). Read here only.
enum CalyxPublicURL {
    /// The configured origin without a trailing slash; nil when unset or empty.
    static func read(_ environment: [String: String]) throws(ConfigurationError) -> String? {
        guard let text = environment["CALYX_PUBLIC_URL"], !text.isEmpty else { return nil }
        var trimmed = text
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let url = URL(string: trimmed), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false,
              url.query == nil, url.fragment == nil
        else {
            throw ConfigurationError(variable: "CALYX_PUBLIC_URL", message: "must be an http(s) URL such as https://calyx.example, got '\(text)'")
        }
        return trimmed
    }
}
