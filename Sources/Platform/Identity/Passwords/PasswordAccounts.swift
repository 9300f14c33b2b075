import Foundation
import ServerKit
import SQLKit

/// Email-and-password accounts: registration, and sign-in throttled per account and per address.
public struct PasswordAccounts: Sendable {
    let database: Database
    let wallClock: any WallClock
    let accounts: AccountService
    let sessions: SessionService
    let hasher = PasswordHasher()
    let policy = PasswordPolicy()
    /// Guesses against one account: 5 at once, then one a minute, whoever guesses.
    let accountLimiter: RateLimiter
    /// Guesses from one address across accounts: 20 at once, then one every 6 seconds.
    let addressLimiter: RateLimiter

    public init(
        database: Database, wallClock: any WallClock, accounts: AccountService, sessions: SessionService, clock: any MonotonicClock,
        perAccount: RateLimitPolicy = RateLimitPolicy(burst: 5, refillPerSecond: 1.0 / 60),
        perAddress: RateLimitPolicy = RateLimitPolicy(burst: 20, refillPerSecond: 1.0 / 6)
    ) {
        self.database = database
        self.wallClock = wallClock
        self.accounts = accounts
        self.sessions = sessions
        let shared = SharedRateLimits.forDatabase(database, wallClock: wallClock, clock: clock, logger: database.logger)
        self.accountLimiter = RateLimiter(policy: perAccount, clock: clock, shared: shared, name: "password-account")
        self.addressLimiter = RateLimiter(policy: perAddress, clock: clock, shared: shared, name: "password-address")
    }

    public func register(email: String, password: String, displayName: String) async throws -> (account: Account, tokens: SessionTokens) {
        guard let emailKey = Self.emailKey(email) else { throw PasswordError.invalidEmail }
        if let rejection = policy.check(password, email: emailKey) { throw PasswordError.rejected(rejection) }
        var validation = Validation()
        let name = accounts.profileRules.displayName(displayName, into: &validation)
        try validation.throwIfFailed()
        let hash = try await hasher.hash(password)
        let tokens: SessionTokens
        do {
            tokens = try await database.transaction { db in
                let userID = UUID()
                let now = wallClock.now()
                try await db.raw("""
                    INSERT INTO users (id, display_name, display_name_key, email, created_at, last_login_at)
                    VALUES (\(bind: userID), \(bind: name), \(bind: SearchKey.of(name)), \(bind: emailKey), \(bind: now), \(bind: now))
                    """).run()
                try await db.raw("""
                    INSERT INTO identities (method, subject, user_id, email, created_at, last_used_at)
                    VALUES ('password', \(bind: emailKey), \(bind: userID), \(bind: emailKey), \(bind: now), \(bind: now))
                    """).run()
                try await db.raw("""
                    INSERT INTO password_credentials (user_id, email_key, password_hash, updated_at)
                    VALUES (\(bind: userID), \(bind: emailKey), \(bind: hash), \(bind: now))
                    """).run()
                return try await sessions.start(userID: userID, method: .password, on: db)
            }
        } catch where ConstraintViolation.isUniqueViolation(error) {
            throw PasswordError.emailTaken
        }
        return (try await accounts.account(tokens.userID), tokens)
    }

    public func signIn(email: String, password: String, clientAddress: String) async throws -> (account: Account, tokens: SessionTokens) {
        let emailKey = Self.emailKey(email) ?? email.lowercased()
        for (limiter, key) in [(addressLimiter, "addr|\(clientAddress)"), (accountLimiter, "account|\(emailKey)")] {
            if let seconds = await limiter.take(key).retryAfterSeconds {
                throw PasswordError.throttled(retryAfterSeconds: seconds)
            }
        }
        let row = try await database.sql.raw("""
            SELECT user_id, password_hash FROM password_credentials WHERE email_key = \(bind: emailKey)
            """).first()
        let hash = try row?.decode(column: "password_hash", as: String.self)
        guard try await hasher.verify(password, against: hash), let userID = try row?.decode(column: "user_id", as: UUID.self) else {
            throw PasswordError.invalidCredentials(realm: sessions.app)
        }
        let tokens = try await database.transaction { db in
            try await db.raw("UPDATE users SET last_login_at = \(bind: wallClock.now()) WHERE id = \(bind: userID)").run()
            return try await sessions.start(userID: userID, method: .password, on: db)
        }
        return (try await accounts.account(userID), tokens)
    }

    /// Replaces the caller's password after checking the current one (throttled like sign-in, so a
    /// stolen session cannot guess it), and ends every other session: other devices sign in again.
    public func changePassword(_ caller: AuthenticatedUser, current: String, new: String) async throws {
        if let seconds = await accountLimiter.take("change|\(caller.id)").retryAfterSeconds {
            throw PasswordError.throttled(retryAfterSeconds: seconds)
        }
        let row = try await database.sql.raw("""
            SELECT email_key, password_hash FROM password_credentials WHERE user_id = \(bind: caller.id)
            """).first()
        guard let row, try await hasher.verify(current, against: try row.decode(column: "password_hash", as: String.self)) else {
            throw PasswordError.wrongCurrentPassword
        }
        let emailKey = try row.decode(column: "email_key", as: String.self)
        if let rejection = policy.check(new, email: emailKey) { throw PasswordError.rejected(rejection) }
        let hash = try await hasher.hash(new)
        try await database.transaction { db in
            try await db.raw("""
                UPDATE password_credentials SET password_hash = \(bind: hash), updated_at = \(bind: wallClock.now()) WHERE user_id = \(bind: caller.id)
                """).run()
            try await sessions.revokeAll(userID: caller.id, keeping: caller.sessionID, reason: "password changed", on: db)
        }
    }

    /// Lowercased and trimmed of ASCII white space, or nil if it is not shaped like an address: 3 to
    /// 254 characters in all, one "@", 1 to 64 characters before it, and after it two or more labels
    /// joined by single dots; no control characters or white space anywhere inside. Characters are
    /// Unicode scalars, as JSON Schema counts them, so that `emailPattern` (the API documents' `Email`
    /// pattern) and this check accept exactly the same strings.
    public static func emailKey(_ email: String) -> String? {
        let scalars = email.unicodeScalars
        guard (3...254).contains(scalars.count) else { return nil }
        let isEdgeSpace: (Unicode.Scalar) -> Bool = { " \t\r\n".unicodeScalars.contains($0) }
        let trimmed = scalars.drop(while: isEdgeSpace).reversed().drop(while: isEdgeSpace).reversed()
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...64).contains(parts[0].count), parts[0].allSatisfy(isAddressScalar) else { return nil }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isAddressScalar) }) else { return nil }
        var key = String.UnicodeScalarView()
        key.append(contentsOf: trimmed)
        return String(key).lowercased()
    }

    /// `emailKey`'s rule as a regular expression, for the API documents (a test holds them equal).
    public static let emailPattern =
        #"^[\t\n\r ]*[^@\u0000-\u0020\u007F-\u009F\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]{1,64}"#
        + #"@[^@.\u0000-\u0020\u007F-\u009F\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+"#
        + #"(\.[^@.\u0000-\u0020\u007F-\u009F\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+)+[\t\n\r ]*(?![\s\S])"#

    /// Not "@", a control character (C0, DEL, C1) or Unicode white space: what may stand in an
    /// address's local part and domain labels.
    private static func isAddressScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x40, 0x00...0x20, 0x7F...0x9F, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: false
        default: true
        }
    }
}
