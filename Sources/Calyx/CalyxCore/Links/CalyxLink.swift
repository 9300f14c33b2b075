import Foundation

/// The links that open a page in the app, both ways: the share pages' universal links
/// (`https://<site>/calyx/share/flowers/<id>`, `/collections/<id>`, `/people/<username>`) and the
/// app's own scheme (`calyx://flowers/<id>`, `calyx://collections/<id>`, `calyx://people/<username>`,
/// `calyx://notifications`), which mentions in comments use. A universal link counts only on the
/// server's own host: iOS hands the app only associated domains, and nothing else is ours to read.
public struct CalyxLink: Sendable {
    public static let scheme = "calyx"

    let shareLinks: ShareLinks

    public init(shareLinks: ShareLinks) {
        self.shareLinks = shareLinks
    }

    /// The page `url` names, or nil for anything else (the sign-in sheets' callbacks share the scheme).
    public func page(for url: URL) -> CalyxPage? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false), let scheme = components.scheme?.lowercased() else { return nil }
        let path = components.path.split(separator: "/").map(String.init)
        switch scheme {
        case Self.scheme:
            // calyx://flowers/<id>: the host is the first part.
            guard let host = components.host?.lowercased() else { return nil }
            return Self.page(kind: host, rest: path)
        case "https", "http":
            guard components.host?.lowercased() == shareLinks.site.host()?.lowercased(),
                  components.port == shareLinks.site.port,
                  path.count == 4, path[0] == "calyx", path[1] == "share"
            else { return nil }
            return Self.page(kind: path[2], rest: [path[3]])
        default:
            return nil
        }
    }

    /// The scheme link to someone's profile, as a mention links it.
    public static func person(username: String) -> URL {
        var components = URLComponents()
        components.scheme = scheme
        components.host = "people"
        components.path = "/" + username
        return components.url!
    }

    private static func page(kind: String, rest: [String]) -> CalyxPage? {
        switch (kind, rest.count) {
        case ("notifications", 0): return .notifications
        case ("flowers", 1): return uuid(rest[0]).map { .flower(id: $0) }
        case ("collections", 1): return uuid(rest[0]).map { .collection(id: $0) }
        case ("people", 1): return UsernameModel.problem(with: rest[0]) == nil ? .username(rest[0]) : nil
        default: return nil
        }
    }

    /// Ids are UUIDs, lower-cased as the API writes them; anything else cannot name a page.
    private static func uuid(_ text: String) -> String? {
        UUID(uuidString: text).map { $0.uuidString.lowercased() }
    }
}
