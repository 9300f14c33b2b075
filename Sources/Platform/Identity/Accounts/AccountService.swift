import Foundation
import ServerKit
import SQLKit

/// Accounts: created on first sign-in, found again by provider identity, with a username, a profile
/// and the sign-in methods linked to them.
///
/// Accounts are never merged by email: a provider account is only ever linked by a signed-in user
/// (`link`), so nobody can take over an account by presenting someone else's address.
public struct AccountService: Sendable {
    let database: Database
    let wallClock: any WallClock
    public let usernamePolicy: UsernamePolicy
    public let profileRules: ProfileRules

    public init(database: Database, wallClock: any WallClock, usernamePolicy: UsernamePolicy = .init(), profileRules: ProfileRules = .init()) {
        self.database = database
        self.wallClock = wallClock
        self.usernamePolicy = usernamePolicy
        self.profileRules = profileRules
    }

    /// The user `identity` signs in to (created on first sign-in), and a new session for them.
    /// `fallbackDisplayName` is used for a new account when the token carries no name (Apple).
    public func signIn(
        _ identity: VerifiedIdentity,
        fallbackDisplayName: String? = nil,
        sessions: SessionService
    ) async throws -> (account: Account, tokens: SessionTokens) {
        let tokens = try await retryingOnUniqueViolation {
            try await database.transaction { db in
                let now = wallClock.now()
                let userID: UUID
                if let existing = try await db.raw("""
                    SELECT user_id FROM identities WHERE method = \(bind: identity.method.rawValue) AND subject = \(bind: identity.subject)
                    """).first()?.decode(column: "user_id", as: UUID.self) {
                    userID = existing
                    try await db.raw("""
                        UPDATE identities SET last_used_at = \(bind: now), email = COALESCE(\(bind: identity.email), email)
                        WHERE method = \(bind: identity.method.rawValue) AND subject = \(bind: identity.subject)
                        """).run()
                    try await db.raw("""
                        UPDATE users SET last_login_at = \(bind: now), email = COALESCE(email, \(bind: identity.email)) WHERE id = \(bind: userID)
                        """).run()
                } else {
                    userID = UUID()
                    let name = newAccountDisplayName(identity.displayName ?? fallbackDisplayName)
                    try await db.raw("""
                        INSERT INTO users (id, display_name, display_name_key, photo_url, email, created_at, last_login_at)
                        VALUES (\(bind: userID), \(bind: name), \(bind: SearchKey.of(name)), \(bind: identity.photoURL), \(bind: identity.email), \(bind: now), \(bind: now))
                        """).run()
                    try await insertIdentity(identity, userID: userID, now: now, on: db)
                }
                return try await sessions.start(userID: userID, method: identity.method, on: db)
            }
        }
        return (try await account(tokens.userID), tokens)
    }

    public func account(_ userID: UUID) async throws -> Account {
        guard let row = try await database.sql.raw("""
            SELECT username, display_name, about, photo_url, email, created_at FROM users WHERE id = \(bind: userID)
            """).first()
        else { throw AccountError.accountNotFound }
        return Account(
            id: userID,
            username: try row.decode(column: "username", as: String?.self),
            displayName: try row.decode(column: "display_name", as: String.self),
            about: try row.decode(column: "about", as: String?.self),
            photoURL: try row.decode(column: "photo_url", as: String?.self),
            email: try row.decode(column: "email", as: String?.self),
            memberSince: try row.decode(column: "created_at", as: Date.self),
            signInMethods: try await linkedMethods(userID).map(\.method)
        )
    }

    /// Sets or changes the username. 422 when it breaks a rule, 409 when someone has it.
    public func setUsername(_ raw: String, for userID: UUID) async throws -> Account {
        let username: UsernamePolicy.Valid
        switch usernamePolicy.validate(raw) {
        case .success(let valid): username = valid
        case .failure(let rejection): throw AccountError.usernameRejected(rejection)
        }
        do {
            try await database.sql.raw("""
                UPDATE users SET username = \(bind: username.display), username_key = \(bind: username.key) WHERE id = \(bind: userID)
                """).run()
        } catch where ConstraintViolation.isUniqueViolation(error) {
            throw AccountError.usernameTaken
        }
        return try await account(userID)
    }

    /// For live validation: the same rules as `setUsername`, and whether someone else has the name.
    public func availability(of raw: String, for userID: UUID) async throws -> UsernameAvailability {
        switch usernamePolicy.validate(raw) {
        case .failure(let rejection):
            return UsernameAvailability(username: raw, reason: rejection == .reserved ? .reserved : .invalid, message: rejection.message)
        case .success(let username):
            let holder = try await database.sql.raw("SELECT id FROM users WHERE username_key = \(bind: username.key)")
                .first()?.decode(column: "id", as: UUID.self)
            if let holder, holder != userID {
                return UsernameAvailability(username: raw, reason: .taken, message: "That username is taken.")
            }
            return UsernameAvailability(username: raw, reason: nil, message: nil)
        }
    }

    /// Changes the display name and/or the about line; nil leaves a field as it is.
    public func updateProfile(_ userID: UUID, displayName: String?, about: String?) async throws -> Account {
        var validation = Validation()
        let name = displayName.map { profileRules.displayName($0, into: &validation) }
        let aboutLine = about.map { profileRules.about($0, into: &validation) }
        try validation.throwIfFailed()
        try await database.transaction { db in
            if let name {
                try await db.raw("UPDATE users SET display_name = \(bind: name), display_name_key = \(bind: SearchKey.of(name)) WHERE id = \(bind: userID)").run()
            }
            if let aboutLine {
                try await db.raw("UPDATE users SET about = \(bind: aboutLine) WHERE id = \(bind: userID)").run()
            }
        }
        return try await account(userID)
    }

    public func linkedMethods(_ userID: UUID) async throws -> [LinkedMethod] {
        try await database.sql.raw("""
            SELECT method, created_at FROM identities WHERE user_id = \(bind: userID) ORDER BY created_at, method
            """).all().compactMap { row in
            guard let method = SignInMethod(rawValue: try row.decode(column: "method", as: String.self)) else { return nil }
            return LinkedMethod(method: method, linkedAt: try row.decode(column: "created_at", as: Date.self))
        }
    }

    /// Links a provider identity the signed-in user has just proved they hold.
    public func link(_ identity: VerifiedIdentity, to userID: UUID) async throws -> [LinkedMethod] {
        try await database.transaction { db in
            if let owner = try await db.raw("""
                SELECT user_id FROM identities WHERE method = \(bind: identity.method.rawValue) AND subject = \(bind: identity.subject)
                """).first()?.decode(column: "user_id", as: UUID.self) {
                guard owner == userID else { throw AccountError.identityLinkedElsewhere(identity.method) }
                return
            }
            let sameMethod = try await db.raw("""
                SELECT COUNT(*) AS n FROM identities WHERE user_id = \(bind: userID) AND method = \(bind: identity.method.rawValue)
                """).first()?.decode(column: "n", as: Int.self) ?? 0
            guard sameMethod == 0 else { throw AccountError.methodAlreadyLinked(identity.method) }
            do {
                try await insertIdentity(identity, userID: userID, now: wallClock.now(), on: db)
            } catch where ConstraintViolation.isUniqueViolation(error) {
                throw AccountError.identityLinkedElsewhere(identity.method)
            }
        }
        return try await linkedMethods(userID)
    }

    /// Unlinks a provider, never the last way to sign in. Concurrent unlinks are serialised on the user.
    public func unlink(_ method: SignInMethod, from userID: UUID) async throws -> [LinkedMethod] {
        let lock: SQLQueryString = database.backend == .postgres ? " FOR UPDATE" : ""
        try await database.transaction { db in
            guard try await db.raw("SELECT id FROM users WHERE id = \(bind: userID)\(lock)").first() != nil else {
                throw AccountError.accountNotFound
            }
            let methods = try await db.raw("SELECT method FROM identities WHERE user_id = \(bind: userID)").all()
                .map { try $0.decode(column: "method", as: String.self) }
            guard methods.contains(method.rawValue) else { throw AccountError.methodNotLinked(method) }
            guard methods.count > 1 else { throw AccountError.lastSignInMethod }
            try await db.raw("DELETE FROM identities WHERE user_id = \(bind: userID) AND method = \(bind: method.rawValue)").run()
        }
        return try await linkedMethods(userID)
    }

    /// The last step of deleting an account, inside the app's transaction: its sessions, sign-in
    /// identities and the `users` row. Rows of the app's that reference the user cascade; the app removes
    /// what must not (its media, counts that others see) before this.
    public func remove(_ userID: UUID, sessions: SessionService, on db: any SQLDatabase) async throws {
        try await sessions.deleteAll(userID: userID, on: db)
        try await db.raw("DELETE FROM identities WHERE user_id = \(bind: userID)").run()
        try await db.raw("DELETE FROM users WHERE id = \(bind: userID)").run()
    }

    private func insertIdentity(_ identity: VerifiedIdentity, userID: UUID, now: Date, on db: any SQLDatabase) async throws {
        try await db.raw("""
            INSERT INTO identities (method, subject, user_id, email, created_at, last_used_at)
            VALUES (\(bind: identity.method.rawValue), \(bind: identity.subject), \(bind: userID), \(bind: identity.email), \(bind: now), \(bind: now))
            """).run()
    }

    /// A provider's name, cut to fit; empty when there is none (the app then asks for one).
    private func newAccountDisplayName(_ name: String?) -> String {
        let trimmed = (name ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !ProfileRules.hasControlCharacters(trimmed) else { return "" }
        return String(trimmed.prefix(profileRules.displayNameMaxLength))
    }

    /// Two first sign-ins of one identity can race on PostgreSQL: the loser's insert violates the
    /// primary key, and running again finds the winner's account.
    private func retryingOnUniqueViolation<R>(_ body: () async throws -> R) async throws -> R {
        do {
            return try await body()
        } catch where ConstraintViolation.isUniqueViolation(error) {
            return try await body()
        }
    }
}
