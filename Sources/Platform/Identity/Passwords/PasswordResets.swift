import Foundation
import ServerKit
import SQLKit

/// "Forgot password": a single-use link valid for 30 minutes. Only the token's SHA-256 is stored, so a
/// database leak yields no usable link. Asking answers the same whether or not the email has an
/// account; the app sends mail only when `request` returns a reset.
public struct PasswordResets: Sendable {
    let database: Database
    let wallClock: any WallClock
    let sessions: SessionService
    let hasher = PasswordHasher()
    let policy = PasswordPolicy()
    /// Reset mail for one address: 3 at once, then one every 10 minutes (no mailbox flooding).
    let emailLimiter: RateLimiter

    public static let lifetime: TimeInterval = 30 * 60

    /// What to mail: the link's token and where it goes.
    public struct Reset: Sendable, Equatable {
        public let token: String
        public let email: String
        public let displayName: String
        public let expiresAt: Date
    }

    public init(
        database: Database, wallClock: any WallClock, sessions: SessionService, clock: any MonotonicClock,
        perEmail: RateLimitPolicy = RateLimitPolicy(burst: 3, refillPerSecond: 1.0 / 600)
    ) {
        self.database = database
        self.wallClock = wallClock
        self.sessions = sessions
        self.emailLimiter = RateLimiter(
            policy: perEmail, clock: clock, shared: SharedRateLimits.forDatabase(database, wallClock: wallClock, clock: clock, logger: database.logger),
            name: "password-reset"
        )
    }

    /// A new reset for `email`'s account; nil when there is no such account or it asked too often
    /// (the caller answers alike either way). Earlier unused links of the account stay valid until
    /// they expire or one is used.
    public func request(email: String) async throws -> Reset? {
        guard let emailKey = PasswordAccounts.emailKey(email), await emailLimiter.take(emailKey).retryAfterSeconds == nil else { return nil }
        let row = try await database.sql.raw("""
            SELECT c.user_id, u.display_name FROM password_credentials c JOIN users u ON u.id = c.user_id WHERE c.email_key = \(bind: emailKey)
            """).first()
        guard let row else { return nil }
        let userID = try row.decode(column: "user_id", as: UUID.self)
        let now = wallClock.now()
        let token = RefreshToken.generate()
        let expires = now.addingTimeInterval(Self.lifetime)
        try await database.sql.raw("""
            INSERT INTO password_resets (token_hash, user_id, created_at, expires_at)
            VALUES (\(bind: RefreshToken.hash(token)), \(bind: userID), \(bind: now), \(bind: expires))
            """).run()
        return Reset(token: token, email: emailKey, displayName: try row.decode(column: "display_name", as: String.self), expiresAt: expires)
    }

    /// Sets a new password with `token`, uses up every reset link of the account, ends all its
    /// sessions (whoever knew the old password is out) and signs this device in.
    public func complete(token: String, newPassword: String) async throws -> SessionTokens {
        let now = wallClock.now()
        let row = try await database.sql.raw("""
            SELECT r.user_id, c.email_key FROM password_resets r JOIN password_credentials c ON c.user_id = r.user_id
            WHERE r.token_hash = \(bind: RefreshToken.hash(token)) AND r.used_at IS NULL AND r.expires_at > \(bind: now)
            """).first()
        guard let row else { throw PasswordError.invalidResetToken }
        let userID = try row.decode(column: "user_id", as: UUID.self)
        if let rejection = policy.check(newPassword, email: try row.decode(column: "email_key", as: String.self)) {
            throw PasswordError.rejected(rejection)
        }
        let hash = try await hasher.hash(newPassword)
        return try await database.transaction { db in
            // Claimed inside the transaction: of two uses of one link at once, only one finds it unused.
            let claimed = try await db.raw("""
                UPDATE password_resets SET used_at = \(bind: now)
                WHERE token_hash = \(bind: RefreshToken.hash(token)) AND used_at IS NULL RETURNING token_hash
                """).all()
            guard claimed.count == 1 else { throw PasswordError.invalidResetToken }
            try await db.raw("UPDATE password_resets SET used_at = \(bind: now) WHERE user_id = \(bind: userID) AND used_at IS NULL").run()
            try await db.raw("""
                UPDATE password_credentials SET password_hash = \(bind: hash), updated_at = \(bind: now) WHERE user_id = \(bind: userID)
                """).run()
            try await sessions.revokeAll(userID: userID, reason: "password reset", on: db)
            return try await sessions.start(userID: userID, method: .password, on: db)
        }
    }
}
