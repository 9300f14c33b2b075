import Foundation
import ServerKit
import SQLKit

/// Signed-in moderators in the console: the cookie holds a random secret, the table its SHA-256, the
/// moderator and the session's CSRF token, which every form carries back.
struct ConsoleSessions: Sendable {
    struct Session: Sendable {
        let user: UUID
        let csrfToken: String
    }

    let database: Database
    let wallClock: any WallClock

    /// A working day: long enough for a shift, short enough that a forgotten browser signs itself out.
    static let lifetime: TimeInterval = 12 * 3600

    /// A new session for `user`: the cookie's secret.
    func start(for user: UUID) async throws -> String {
        let secret = RandomSecret.generate()
        let now = wallClock.now()
        try await database.sql.raw("""
            INSERT INTO console_sessions (token_hash, user_id, csrf_token, expires_at)
            VALUES (\(bind: RandomSecret.hash(secret)), \(bind: user), \(bind: RandomSecret.generate()), \(bind: now.addingTimeInterval(Self.lifetime)))
            """).run()
        try await database.sql.raw("DELETE FROM console_sessions WHERE expires_at < \(bind: now)").run()
        return secret
    }

    /// The running session the cookie's secret names, if any.
    func find(_ secret: String) async throws -> Session? {
        guard !secret.isEmpty, secret.utf8.count <= 100 else { return nil }
        return try await database.sql.raw("""
            SELECT user_id, csrf_token FROM console_sessions
            WHERE token_hash = \(bind: RandomSecret.hash(secret)) AND expires_at > \(bind: wallClock.now())
            """).first(decoding: Row.self).map { Session(user: $0.user_id, csrfToken: $0.csrf_token) }
    }

    func end(_ secret: String) async throws {
        try await database.sql.raw("DELETE FROM console_sessions WHERE token_hash = \(bind: RandomSecret.hash(secret))").run()
    }

    private struct Row: Decodable {
        let user_id: UUID
        let csrf_token: String
    }
}
