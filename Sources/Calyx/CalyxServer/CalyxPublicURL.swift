import Foundation
import ServerKit

/// `CALYX_PUBLIC_URL`: the scheme and host people reach the server at (`https://calyx.example`), for
/// the absolute links that leave the server (share-page previews, links in emails). Read here only.
enum CalyxPublicURL {
    /// The configured origin without a trailing slash; nil when unset or empty.
    static func read(_ environment: [String: String]) throws(ConfigurationError) -> String? {
        try PublicURL.read(environment, variable: "CALYX_PUBLIC_URL")
    }
}
