import Foundation

/// Where a link or a notification leads: a product, an occasion or a collection (each in its tab),
/// a friend invitation, a friend or the friend requests (in Find), or a password reset. Links come as
/// `gifter://product/<id>` or as the site's `https://<host>/gifter/product/<id>`; an occasion reminder
/// carries its occasion's id, a friend push the request's or the new friend's.
public enum GifterDeepLink: Equatable, Sendable {
    case product(id: String)
    case occasion(id: String)
    case collection(id: String)
    case resetPassword(token: String)
    /// An invite link (`…/gifter/invite/<token>`).
    case friendInvite(token: String)
    /// Someone asked to be friends: the Friends screen, where requests wait.
    case friendRequests
    /// A friend's page (someone said yes).
    case friend(id: String)

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
        case ("invite", 2) where Self.isInviteToken(parts[1]): self = .friendInvite(token: parts[1])
        case ("reset-password", 1):
            guard let token = query.first(where: { $0.name == "token" })?.value, !token.isEmpty else { return nil }
            self = .resetPassword(token: token)
        default:
            return nil
        }
    }

    /// A push's payload, as the server sends it: a reminder's `{"occasion": "<uuid>"}`, a friend
    /// request's `{"friendRequest": "<uuid>"}` or an acceptance's `{"friend": "<user uuid>"}`.
    public init?(notification userInfo: [AnyHashable: Any]) {
        let id: (String) -> String? = { key in (userInfo[key] as? String).flatMap { UUID(uuidString: $0) != nil ? $0.lowercased() : nil } }
        if let occasion = id("occasion") {
            self = .occasion(id: occasion)
        } else if id("friendRequest") != nil {
            self = .friendRequests
        } else if let friend = id("friend") {
            self = .friend(id: friend)
        } else {
            return nil
        }
    }

    /// The tab it opens in, and the screen on top of that tab's root.
    public var destination: (tab: GifterTab, route: GifterRoute)? {
        switch self {
        case .product(let id): (.home, .product(id: id, context: .me))
        case .occasion(let id): (.occasions, .occasion(id: id))
        case .collection(let id): (.home, .collection(id: id))
        case .friendInvite(let token): (.find, .friendInvite(token: token))
        case .friendRequests: (.find, .friends)
        case .friend(let id): (.find, .friend(id: id))
        case .resetPassword: nil
        }
    }

    /// The API's patterns for ids (openapi.yaml), so a malformed link goes nowhere instead of to an error.
    static func isProductID(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.count <= 200 else { return false }
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._:-")
        return CharacterSet.alphanumerics.contains(first) && first.isASCII && text.unicodeScalars.allSatisfy(allowed.contains)
    }

    /// The server's invite tokens: 43 characters of URL-safe base64 (32 random bytes).
    static func isInviteToken(_ text: String) -> Bool {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
        return text.unicodeScalars.count == 43 && text.unicodeScalars.allSatisfy(allowed.contains)
    }

    static func isCollectionID(_ text: String) -> Bool {
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789-")
        return (1...60).contains(text.count) && text.unicodeScalars.allSatisfy(allowed.contains)
    }
}
