import Foundation
import JWTKit
import Logging
import ServerKit
import SQLKit

/// Sessions: short-lived signed access tokens, and single-use refresh tokens grouped in families.
///
/// Every refresh uses up its token and returns a new one (rotation). Presenting a used token again
/// means it leaked, or two clients hold one session, so the whole family is revoked (RFC 9700 §4.14).
/// Access tokens name their family (`sid`); a revoked family's access tokens stop working at once.
public struct SessionService: Sendable {
    public let app: String
    let database: Database
    let keys: SessionSigningKeys
    let wallClock: any WallClock
    let accessTokenLifetime: TimeInterval
    let refreshTokenLifetime: TimeInterval
    let verified = VerifiedAccessTokens(capacity: 4_096)

    public init(
        app: String,
        database: Database,
        keys: SessionSigningKeys,
        wallClock: any WallClock,
        accessTokenLifetime: TimeInterval = 24 * 3600,
        refreshTokenLifetime: TimeInterval = 30 * 24 * 3600
    ) {
        self.app = app
        self.database = database
        self.keys = keys
        self.wallClock = wallClock
        self.accessTokenLifetime = accessTokenLifetime
        self.refreshTokenLifetime = refreshTokenLifetime
    }

    /// Starts a session (a new family) for `userID`, inside the caller's transaction.
    public func start(userID: UUID, method: SignInMethod, on db: any SQLDatabase) async throws -> SessionTokens {
        let familyID = UUID()
        let now = wallClock.now()
        try await db.raw("""
            INSERT INTO session_families (id, user_id, method, created_at) VALUES (\(bind: familyID), \(bind: userID), \(bind: method.rawValue), \(bind: now))
            """).run()
        let refreshToken = try await insertRefreshToken(familyID: familyID, now: now, on: db)
        return SessionTokens(
            accessToken: try await signAccessToken(userID: userID, familyID: familyID, now: now),
            refreshToken: refreshToken, expiresIn: Int(accessTokenLifetime), userID: userID
        )
    }

    private enum RefreshOutcome {
        case rotated(userID: UUID, familyID: UUID, refreshToken: String)
        case refused(String)
    }

    /// Uses up `refreshToken` and returns a new pair. A reused token revokes its whole family.
    public func refresh(_ refreshToken: String) async throws -> SessionTokens {
        let hash = RefreshToken.hash(refreshToken)
        let now = wallClock.now()
        let lock: SQLQueryString = database.backend == .postgres ? " FOR UPDATE OF t" : ""
        let outcome = try await database.transaction { db -> RefreshOutcome in
            guard let row = try await db.raw("""
                SELECT t.family_id, t.expires_at, t.used_at, f.user_id, f.revoked_at
                FROM refresh_tokens t JOIN session_families f ON f.id = t.family_id
                WHERE t.token_hash = \(bind: hash)\(lock)
                """).first()
            else { return .refused("This refresh token is not known; sign in again.") }
            let familyID = try row.decode(column: "family_id", as: UUID.self)
            if try row.decodeNil(column: "revoked_at") == false {
                return .refused("This session has ended; sign in again.")
            }
            if try row.decodeNil(column: "used_at") == false {
                try await db.raw("""
                    UPDATE session_families SET revoked_at = \(bind: now), revoked_reason = 'refresh token reused'
                    WHERE id = \(bind: familyID)
                    """).run()
                return .refused("This refresh token was already used, so the session has been ended everywhere; sign in again.")
            }
            guard try row.decode(column: "expires_at", as: Date.self) > now else {
                return .refused("This session has expired; sign in again.")
            }
            try await db.raw("UPDATE refresh_tokens SET used_at = \(bind: now) WHERE token_hash = \(bind: hash)").run()
            let next = try await insertRefreshToken(familyID: familyID, now: now, on: db)
            return .rotated(userID: try row.decode(column: "user_id", as: UUID.self), familyID: familyID, refreshToken: next)
        }
        switch outcome {
        case .refused(let reason):
            throw SessionError.invalidRefreshToken(realm: app, reason: reason)
        case .rotated(let userID, let familyID, let next):
            return SessionTokens(
                accessToken: try await signAccessToken(userID: userID, familyID: familyID, now: now),
                refreshToken: next, expiresIn: Int(accessTokenLifetime), userID: userID
            )
        }
    }

    /// Ends the session `refreshToken` belongs to (sign-out). Unknown or ended sessions are not an error.
    public func revoke(refreshToken: String) async throws {
        let now = wallClock.now()
        try await database.sql.raw("""
            UPDATE session_families SET revoked_at = \(bind: now), revoked_reason = 'signed out'
            WHERE revoked_at IS NULL AND id = (SELECT family_id FROM refresh_tokens WHERE token_hash = \(bind: RefreshToken.hash(refreshToken)))
            """).run()
    }

    /// Ends every session of `userID` but `keeping` (a password changed or reset: other devices must
    /// sign in again with the new one). Their access tokens stop working at once.
    public func revokeAll(userID: UUID, keeping family: UUID? = nil, reason: String, on db: any SQLDatabase) async throws {
        let now = wallClock.now()
        if let family {
            try await db.raw("""
                UPDATE session_families SET revoked_at = \(bind: now), revoked_reason = \(bind: reason)
                WHERE user_id = \(bind: userID) AND revoked_at IS NULL AND id <> \(bind: family)
                """).run()
        } else {
            try await db.raw("""
                UPDATE session_families SET revoked_at = \(bind: now), revoked_reason = \(bind: reason)
                WHERE user_id = \(bind: userID) AND revoked_at IS NULL
                """).run()
        }
    }

    /// Removes every session of `userID` (the account is being deleted): their refresh tokens go with
    /// them, and their access tokens stop working at once.
    public func deleteAll(userID: UUID, on db: any SQLDatabase) async throws {
        try await db.raw("DELETE FROM session_families WHERE user_id = \(bind: userID)").run()
    }

    /// The caller an access token names, if its signature, claims and session are all still good.
    public func authenticate(_ accessToken: String) async throws -> AuthenticatedUser {
        let claims = try await verifiedClaims(accessToken)
        guard claims.issuer.value == AccessTokenClaims.issuer, claims.audience.value.contains(app) else {
            throw invalid("The access token is not for this app.")
        }
        guard claims.expiration.value > wallClock.now() else { throw invalid("The access token has expired.") }
        guard let userID = UUID(text: claims.subject.value), let sessionID = UUID(text: claims.sessionID) else {
            throw invalid("The access token names no user.")
        }
        let row = try await database.sql.raw("""
            SELECT revoked_at FROM session_families WHERE id = \(bind: sessionID) AND user_id = \(bind: userID)
            """).first()
        guard let row, try row.decodeNil(column: "revoked_at") else { throw invalid("This session has ended; sign in again.") }
        return AuthenticatedUser(id: userID, sessionID: sessionID)
    }

    /// The token's claims once its signature has been checked, here or on an earlier request.
    private func verifiedClaims(_ accessToken: String) async throws -> AccessTokenClaims {
        // The keys are fixed for this service's life: a token verified once stays verified.
        if let known = verified.claims(of: accessToken) { return known }
        guard let header = JWTHeaderFields.read(accessToken), let keyID = header.kid else {
            throw invalid("The access token is not a well-formed JWT.")
        }
        guard keys.knownKeyIDs.contains(keyID) else { throw invalid("The access token was signed with a retired key; sign in again.") }
        let claims: AccessTokenClaims
        do {
            claims = try await keys.keys.verify(accessToken, as: AccessTokenClaims.self)
        } catch {
            throw invalid("The access token's signature does not verify.")
        }
        verified.remember(claims, of: accessToken, now: wallClock.now())
        return claims
    }

    private func invalid(_ reason: String) -> SessionError { .invalidAccessToken(realm: app, reason: reason) }

    private func insertRefreshToken(familyID: UUID, now: Date, on db: any SQLDatabase) async throws -> String {
        let token = RefreshToken.generate()
        try await db.raw("""
            INSERT INTO refresh_tokens (token_hash, family_id, issued_at, expires_at)
            VALUES (\(bind: RefreshToken.hash(token)), \(bind: familyID), \(bind: now), \(bind: now.addingTimeInterval(refreshTokenLifetime)))
            """).run()
        return token
    }

    private func signAccessToken(userID: UUID, familyID: UUID, now: Date) async throws -> String {
        let claims = AccessTokenClaims(
            issuer: .init(value: AccessTokenClaims.issuer),
            audience: .init(value: [app]),
            subject: .init(value: userID.uuidString),
            sessionID: familyID.uuidString,
            issuedAt: .init(value: now),
            expiration: .init(value: now.addingTimeInterval(accessTokenLifetime))
        )
        return try await keys.keys.sign(claims, kid: JWKIdentifier(string: keys.currentKeyID))
    }
}
