import Foundation
import ServerKit
import SQLKit

extension SessionService {
    /// Deletes what can no longer sign anyone in, for a periodic job: refresh tokens past their
    /// expiry, and sessions ended (or whose every token expired) longer ago than an access token lives,
    /// so no access token still names them. Returns how many tokens and sessions went.
    @discardableResult
    public func prune(now: Date) async throws -> (tokens: Int, sessions: Int) {
        let settled = now.addingTimeInterval(-accessTokenLifetime)
        return try await database.transaction { db in
            let tokens = try await db.raw("DELETE FROM refresh_tokens WHERE expires_at < \(bind: now) RETURNING token_hash").all().count
            let sessions = try await db.raw("""
                DELETE FROM session_families WHERE (revoked_at IS NOT NULL AND revoked_at < \(bind: settled))
                    OR (created_at < \(bind: settled) AND NOT EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.family_id = session_families.id))
                RETURNING id
                """).all().count
            return (tokens, sessions)
        }
    }
}
