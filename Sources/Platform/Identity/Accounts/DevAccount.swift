import Foundation
import ServerKit
import SQLKit

/// The account dev sign-in (`POST /<app>/v1/auth/dev {"name": …}`) signs in to, found as
/// `IdentityService.devSignIn` finds it (the `dev` identity whose subject is the name in lower case) or
/// made as it would make it: for demo data that must be in place before anyone has signed in.
public enum DevAccount {
    public struct Found: Sendable {
        public let id: UUID
        /// As displayed, and its lower-case key; nil when the account has none.
        public let username: String?
        public let usernameKey: String?
    }

    /// A new account gets `username` when nobody holds it (a real account keeps its name).
    public static func findOrCreate(name: String, username: String? = nil, now: Date, _ db: any SQLDatabase) async throws -> Found {
        let subject = name.lowercased()
        if let found = try await db.raw("""
            SELECT u.id, u.username, u.username_key FROM identities i JOIN users u ON u.id = i.user_id
            WHERE i.method = \(bind: SignInMethod.dev.rawValue) AND i.subject = \(bind: subject)
            """).first(decoding: Row.self) {
            return Found(id: found.id, username: found.username, usernameKey: found.username_key)
        }
        let id = UUID()
        var given: String?
        if let username, try await db.raw("SELECT id FROM users WHERE username_key = \(bind: username.lowercased())").first() == nil {
            given = username
        }
        try await db.raw("""
            INSERT INTO users (id, username, username_key, display_name, display_name_key, created_at, last_login_at)
            VALUES (\(bind: id), \(bind: given), \(bind: given?.lowercased()), \(bind: name), \(bind: SearchKey.of(name)), \(bind: now), \(bind: now))
            """).run()
        try await db.raw("""
            INSERT INTO identities (method, subject, user_id, email, created_at, last_used_at)
            VALUES (\(bind: SignInMethod.dev.rawValue), \(bind: subject), \(bind: id), NULL, \(bind: now), \(bind: now))
            """).run()
        return Found(id: id, username: given, usernameKey: given?.lowercased())
    }

    private struct Row: Decodable {
        let id: UUID
        let username: String?
        let username_key: String?
    }
}
