import Foundation

/// Where a link or a notification leads: a product, an occasion or a collection (each in its tab),
/// or a password reset. Links come as `gifter://product/<id>` or as the site's
/// `https://<host>/gifter/product/<id>`; an occasion reminder carries its occasion's id.
public enum GifterDeepLink: Equatable, Sendable {
    case product(id: String)
    case occasion(id: String)
    case collection(id: String)
    case resetPassword(token: String)

    public init?(url: URL) {
        var parts = url.pathComponents.filter { $0 != "/" }
        switch url.scheme?.lowercased() {
        case "gifter":
            // gifter://product/<id>: the first part is the host.
            if let host = url.host(), !host.isEmpty { parts.insert(host, at: 0) }
        case "https":
            guard parts.first == "gifter" else { return nil }
            parts.removeFirst()
        default:
            return nil
        }
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        switch (parts.first, parts.count) {
        case ("product", 2) where Self.isProductID(parts[1]): self = .product(id: parts[1])
        case ("occasion", 2) where UUID(uuidString: parts[1]) != nil: self = .occasion(id: parts[1].lowercased())
        case ("collection", 2) where Self.isCollectionID(parts[1]): self = .collection(id: parts[1])
        case ("reset-password", 1):
            guard let token = query.first(where: { $0.name == "token" })?.value, !token.isEmpty else { return nil }
            self = .resetPassword(token: token)
        default:
            return nil
        }
    }

    /// A reminder's payload (`{"occasion": "<uuid>"}`, as the server sends it).
    public init?(notification userInfo: [AnyHashable: Any]) {
        guard let id = userInfo["occasion"] as? String, UUID(uuidString: id) != nil else { return nil }
        self = .occasion(id: id.lowercased())
    }

    /// The tab it opens in, and the screen on top of that tab's root.
    public var destination: (tab: GifterTab, route: GifterRoute)? {
        switch self {
        case .product(let id): (.home, .product(id: id, context: .me))
        case .occasion(let id): (.occasions, .occasion(id: id))
        case .collection(let id): (.home, .collection(id: id))
        case .resetPassword: nil
        }
    }

    /// The API's patterns for ids (openapi.yaml), so a malformed link goes nowhere instead of to an error.
    static func isProductID(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.count <= 200 else { return false }
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._:-")
        return CharacterSet.alphanumerics.contains(first) && first.isASCII && text.unicodeScalars.allSatisfy(allowed.contains)
    }

    static func isCollectionID(_ text: String) -> Bool {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789-")
        return (1...60).contains(text.count) && text.unicodeScalars.allSatisfy(allowed.contains)
    }
}
