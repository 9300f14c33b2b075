import Foundation
import ServerKit
import SQLKit

/// The account `make run`'s dev sign-in uses (`POST /calyx/v1/auth/dev {"name": "Alice"}`, the README's
/// example and Gifter's demo account too), found the way dev sign-in finds it (the `dev` identity whose
/// subject is the name in lower case) or, on a fresh server, made as dev sign-in would make it, with
/// the username `alice` when free. It is the newcomer's own account: never marked as demo, never
/// removed; only the demo rows it owns are (`demo_rows`).
struct DemoDevAccount: Sendable {
    static let name = "Alice"

    static func findOrCreate(now: Date, _ db: any SQLDatabase) async throws -> UUID {
        let subject = name.lowercased()
        if let found = try await db.raw("""
            SELECT user_id AS id FROM identities WHERE method = 'dev' AND subject = \(bind: subject)
            """).first(decoding: ID.self) {
            return found.id
        }
        let id = UUID()
        let taken = try await db.raw("SELECT id FROM users WHERE username_key = \(bind: subject)").first() != nil
        let username = taken ? nil : subject
        try await db.raw("""
            INSERT INTO users (id, username, username_key, display_name, display_name_key, created_at, last_login_at)
            VALUES (\(bind: id), \(bind: username), \(bind: username), \(bind: name), \(bind: SearchKey.of(name)), \(bind: now), \(bind: now))
            """).run()
        try await db.raw("""
            INSERT INTO identities (method, subject, user_id, email, created_at, last_used_at)
            VALUES ('dev', \(bind: subject), \(bind: id), NULL, \(bind: now), \(bind: now))
            """).run()
        return id
    }

    private struct ID: Decodable { let id: UUID }
}
