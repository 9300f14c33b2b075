import Foundation
import ServerKit
import SQLKit

/// The one-time sign-in links mailed to moderators: a random secret in the link, only its SHA-256
/// stored, good for `lifetime` and for one use. Redeeming marks it used in the same statement that
/// checks it, so two clicks racing sign in at most once.
struct ConsoleLinks: Sendable {
    enum Redeemed: Sendable, Equatable {
        case signedIn(UUID)
        /// Unknown, used or out of time: the page says so and offers a new link.
        case expired
    }

    let database: Database
    let wallClock: any WallClock

    static let lifetime: TimeInterval = 15 * 60
    /// One link a minute per moderator: a stranger who knows the address cannot fill their inbox.
    static let spacing: TimeInterval = 60

    /// A new link's secret for `user`; nil when their last link is younger than `spacing`.
    func issue(for user: UUID) async throws -> String? {
        let secret = RandomSecret.generate()
        let now = wallClock.now()
        let recent = now.addingTimeInterval(Self.lifetime - Self.spacing)
        guard try await database.sql.raw("""
            SELECT user_id FROM console_links WHERE user_id = \(bind: user) AND expires_at > \(bind: recent)
            """).first() == nil
        else { return nil }
        try await database.sql.raw("""
            INSERT INTO console_links (token_hash, user_id, expires_at, used_at)
            VALUES (\(bind: RandomSecret.hash(secret)), \(bind: user), \(bind: now.addingTimeInterval(Self.lifetime)), NULL)
            """).run()
        // Links long dead are of no use to anyone: dropped as new ones are made.
        try await database.sql.raw("DELETE FROM console_links WHERE expires_at < \(bind: now.addingTimeInterval(-86_400))").run()
        return secret
    }

    func redeem(_ secret: String) async throws -> Redeemed {
        guard !secret.isEmpty, secret.utf8.count <= 100 else { return .expired }
        let now = wallClock.now()
        let row = try await database.sql.raw("""
            UPDATE console_links SET used_at = \(bind: now)
            WHERE token_hash = \(bind: RandomSecret.hash(secret)) AND used_at IS NULL AND expires_at > \(bind: now)
            RETURNING user_id
            """).first(decoding: UserRow.self)
        return row.map { .signedIn($0.user_id) } ?? .expired
    }

    private struct UserRow: Decodable { let user_id: UUID }
}
