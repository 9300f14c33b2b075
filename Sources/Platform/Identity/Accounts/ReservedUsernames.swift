import Foundation

/// Names nobody may take: ones that would pass for staff or the service, or collide with app routes,
/// including look-alikes (`adm1n`, `a_d_m_i_n`, `SUPP0RT`).
///
/// Look-alikes are caught by comparing "skeletons": lowercase, underscores removed, and the digits and
/// letters people substitute for each other folded together (0→o, 1/i→l, 3→e, 4→a, 5→s, 7→t, 8→b, rn→m, vv→w).
public struct ReservedUsernames: Sendable {
    /// Reserved when the whole name is a look-alike of one of these.
    let exact: Set<String>
    /// Reserved when the name contains a look-alike of one of these anywhere (brand and authority words).
    let contained: [String]

    public init(exact: [String], contained: [String]) {
        self.exact = Set(exact.map(Self.skeleton))
        self.contained = contained.map(Self.skeleton)
    }

    public func contains(_ name: String) -> Bool {
        let skeleton = Self.skeleton(name)
        return exact.contains(skeleton) || contained.contains { skeleton.contains($0) }
    }

    public static let standard = ReservedUsernames(
        exact: [
            "about", "account", "accounts", "admin", "administrator", "anonymous", "api", "app", "apps", "auth",
            "billing", "blog", "bot", "collections", "contact", "dev", "developer", "everyone", "explore", "feed",
            "flower", "flowers", "help", "here", "home", "info", "legal", "login", "logout", "mail", "me", "mod",
            "moderator", "moderators", "news", "nobody", "notifications", "null", "owner", "password", "press",
            "privacy", "profile", "register", "root", "saved", "search", "security", "settings", "signin",
            "signout", "signup", "staff", "status", "support", "system", "team", "terms", "undefined", "user",
            "username", "users", "webmaster", "www", "you",
        ],
        contained: ["calyx", "greenhouse", "official"]
    )

    static func skeleton(_ name: String) -> String {
        var text = name.lowercased().replacingOccurrences(of: "_", with: "")
        for (from, to) in [("rn", "m"), ("vv", "w")] {
            text = text.replacingOccurrences(of: from, with: to)
        }
        let folded: [Character: Character] = ["0": "o", "1": "l", "i": "l", "3": "e", "4": "a", "5": "s", "7": "t", "8": "b"]
        return String(text.map { folded[$0] ?? $0 })
    }
}
