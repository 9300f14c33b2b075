import Foundation
@testable import Identity
import JWTKit
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Sessions: access tokens and rotating refresh tokens")
struct SessionTests {
    @Test("a new session's access token authenticates its user", arguments: TestDatabases.backends)
    func authenticate(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (account, tokens) = try await harness.signIn("alice")
            let user = try await harness.sessions.authenticate(tokens.accessToken)
            #expect(user.id == account.id)
            #expect(tokens.expiresIn == 24 * 3600)
            #expect(tokens.refreshToken.count >= 43, "256 random bits")
            // Only the hash is stored.
            let stored = try await harness.database.sql.raw("SELECT token_hash FROM refresh_tokens").all()
                .map { try $0.decode(column: "token_hash", as: String.self) }
            #expect(stored == [RefreshToken.hash(tokens.refreshToken)])
            #expect(!stored.contains(tokens.refreshToken))
        }
    }

    @Test("access tokens are ES256 JWTs naming their key", arguments: [DatabaseBackend.sqlite])
    func tokenShape(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (_, tokens) = try await harness.signIn("alice")
            let header = try #require(JWTHeaderFields.read(tokens.accessToken))
            #expect(header.alg == "ES256")
            #expect(header.kid == harness.keys.currentKeyID)
        }
    }

    @Test("an access token stops working when it expires after 24 hours", arguments: TestDatabases.backends)
    func accessTokenExpiry(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (_, tokens) = try await harness.signIn("alice")
            harness.clock.advance(by: 24 * 3600 - 5)
            _ = try await harness.sessions.authenticate(tokens.accessToken)
            harness.clock.advance(by: 10)
            await #expect(throws: SessionError.invalidAccessToken(realm: "calyx", reason: "The access token has expired.")) {
                try await harness.sessions.authenticate(tokens.accessToken)
            }
            // The refresh token still works and gives a fresh access token.
            let fresh = try await harness.sessions.refresh(tokens.refreshToken)
            _ = try await harness.sessions.authenticate(fresh.accessToken)
        }
    }

    @Test("every refresh rotates the refresh token; the old one is used up", arguments: TestDatabases.backends)
    func rotation(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (account, first) = try await harness.signIn("alice")
            let second = try await harness.sessions.refresh(first.refreshToken)
            #expect(second.refreshToken != first.refreshToken)
            #expect(second.userID == account.id)
            let third = try await harness.sessions.refresh(second.refreshToken)
            _ = try await harness.sessions.authenticate(third.accessToken)
        }
    }

    @Test("reusing a rotated refresh token revokes the whole family", arguments: TestDatabases.backends)
    func reuseRevokesFamily(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (_, first) = try await harness.signIn("alice")
            let second = try await harness.sessions.refresh(first.refreshToken)
            // An attacker replays the stolen first token…
            await #expect(throws: SessionError.self) { try await harness.sessions.refresh(first.refreshToken) }
            // …and the legitimate holder's newer tokens are dead too.
            await #expect(throws: SessionError.self) { try await harness.sessions.refresh(second.refreshToken) }
            await #expect(throws: SessionError.self) { try await harness.sessions.authenticate(second.accessToken) }
            // Other sessions of the same user are untouched.
            let (_, other) = try await harness.signIn("alice")
            _ = try await harness.sessions.authenticate(other.accessToken)
        }
    }

    @Test("two refreshes racing with one token: exactly one succeeds, and the family is revoked", arguments: TestDatabases.backends)
    func concurrentRefresh(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (_, tokens) = try await harness.signIn("alice")
            let results = await withTaskGroup(of: Bool.self) { group in
                for _ in 0..<2 {
                    group.addTask { (try? await harness.sessions.refresh(tokens.refreshToken)) != nil }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(results.filter { $0 }.count == 1)
            let revoked = try await harness.database.sql.raw("SELECT COUNT(*) AS n FROM session_families WHERE revoked_at IS NOT NULL")
                .first()?.decode(column: "n", as: Int.self)
            #expect(revoked == 1)
        }
    }

    @Test("sign-out ends the session: its access and refresh tokens stop working at once", arguments: TestDatabases.backends)
    func signOut(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (_, tokens) = try await harness.signIn("alice")
            let (_, otherDevice) = try await harness.signIn("alice")
            try await harness.sessions.revoke(refreshToken: tokens.refreshToken)
            await #expect(throws: SessionError.self) { try await harness.sessions.authenticate(tokens.accessToken) }
            await #expect(throws: SessionError.self) { try await harness.sessions.refresh(tokens.refreshToken) }
            _ = try await harness.sessions.authenticate(otherDevice.accessToken)
            // Signing out twice, or with an unknown token, is not an error.
            try await harness.sessions.revoke(refreshToken: tokens.refreshToken)
            try await harness.sessions.revoke(refreshToken: "never-issued")
        }
    }

    @Test("a refresh token expires after 30 days", arguments: TestDatabases.backends)
    func refreshExpiry(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (_, tokens) = try await harness.signIn("alice")
            harness.clock.advance(by: 30 * 24 * 3600 + 1)
            await #expect(throws: SessionError.self) { try await harness.sessions.refresh(tokens.refreshToken) }
        }
    }

    @Test("tampered tokens, tokens for another app and unknown keys are refused", arguments: [DatabaseBackend.sqlite])
    func forgedAccessTokens(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (_, tokens) = try await harness.signIn("alice")
            var parts = tokens.accessToken.split(separator: ".").map(String.init)
            parts[1] = String(parts[1].dropLast()) + (parts[1].hasSuffix("A") ? "B" : "A")
            await #expect(throws: SessionError.self) { try await harness.sessions.authenticate(parts.joined(separator: ".")) }
            let gifter = SessionService(app: "gifter", database: harness.database, keys: harness.keys, wallClock: harness.clock)
            await #expect(throws: SessionError.invalidAccessToken(realm: "gifter", reason: "The access token is not for this app.")) {
                try await gifter.authenticate(tokens.accessToken)
            }
            let strangerKeys = try await SessionSigningKeys(current: ES256PrivateKey().pemRepresentation)
            let stranger = SessionService(app: "calyx", database: harness.database, keys: strangerKeys, wallClock: harness.clock)
            await #expect(throws: SessionError.self) { try await stranger.authenticate(tokens.accessToken) }
            for garbage in ["", "Bearer", "a.b.c", "not-a-jwt"] {
                await #expect(throws: SessionError.self) { try await harness.sessions.authenticate(garbage) }
            }
        }
    }

    @Test("a token verified once skips only its signature check: a tampered copy, its session's end and its expiry still refuse it", arguments: TestDatabases.backends)
    func verifiedOnce(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (account, tokens) = try await harness.signIn("alice")
            #expect(harness.sessions.verified.count == 0)
            _ = try await harness.sessions.authenticate(tokens.accessToken)
            #expect(harness.sessions.verified.count == 1)
            #expect(try await harness.sessions.authenticate(tokens.accessToken).id == account.id)
            #expect(harness.sessions.verified.count == 1)
            // The same claims under another signature are another token, checked in full. (A character
            // in the middle: the last one's low bits are padding, which decoding drops.)
            var parts = tokens.accessToken.split(separator: ".").map(String.init)
            var signature = Array(parts[2])
            signature[10] = signature[10] == "A" ? "B" : "A"
            parts[2] = String(signature)
            await #expect(throws: SessionError.invalidAccessToken(realm: "calyx", reason: "The access token's signature does not verify.")) {
                try await harness.sessions.authenticate(parts.joined(separator: "."))
            }
            #expect(harness.sessions.verified.count == 1)
            let (_, later) = try await harness.signIn("alice")
            try await harness.sessions.revoke(refreshToken: tokens.refreshToken)
            await #expect(throws: SessionError.invalidAccessToken(realm: "calyx", reason: "This session has ended; sign in again.")) {
                try await harness.sessions.authenticate(tokens.accessToken)
            }
            _ = try await harness.sessions.authenticate(later.accessToken)
            harness.clock.advance(by: 24 * 3600 + 1)
            await #expect(throws: SessionError.invalidAccessToken(realm: "calyx", reason: "The access token has expired.")) {
                try await harness.sessions.authenticate(later.accessToken)
            }
        }
    }

    @Test("the verified tokens kept are bounded: expired ones go first, then all")
    func verifiedBounded() {
        let now = Date()
        func claims(expiring: Date) -> AccessTokenClaims {
            AccessTokenClaims(
                issuer: .init(value: AccessTokenClaims.issuer), audience: .init(value: ["calyx"]), subject: .init(value: UUID().uuidString),
                sessionID: UUID().uuidString, issuedAt: .init(value: now), expiration: .init(value: expiring)
            )
        }
        let verified = VerifiedAccessTokens(capacity: 3)
        verified.remember(claims(expiring: now.addingTimeInterval(-1)), of: "expired", now: now)
        verified.remember(claims(expiring: now.addingTimeInterval(60)), of: "a", now: now)
        verified.remember(claims(expiring: now.addingTimeInterval(60)), of: "b", now: now)
        #expect(verified.count == 3)
        verified.remember(claims(expiring: now.addingTimeInterval(60)), of: "c", now: now)
        #expect(verified.count == 3)
        #expect(verified.claims(of: "expired") == nil && verified.claims(of: "a") != nil && verified.claims(of: "c") != nil)
        verified.remember(claims(expiring: now.addingTimeInterval(60)), of: "d", now: now)
        #expect(verified.count == 1)
        #expect(verified.claims(of: "d") != nil)
    }

    @Test("after a key rotation, tokens signed with the previous key keep verifying", arguments: [DatabaseBackend.sqlite])
    func keyRotation(backend: DatabaseBackend) async throws {
        try await IdentityHarness.run(backend) { harness in
            let (_, oldTokens) = try await harness.signIn("alice")
            // The previous key's PEM goes into the previous-keys list; a new key signs from now on.
            let rotated = try await SessionSigningKeys(current: ES256PrivateKey().pemRepresentation, previous: [harness.keyPEM])
            let sessions = SessionService(app: "calyx", database: harness.database, keys: rotated, wallClock: harness.clock)
            _ = try await sessions.authenticate(oldTokens.accessToken)
            let refreshed = try await sessions.refresh(oldTokens.refreshToken)
            #expect(JWTHeaderFields.read(refreshed.accessToken)?.kid == rotated.currentKeyID)
            #expect(rotated.currentKeyID != harness.keys.currentKeyID)
            // Once the old key is dropped from the list, its tokens stop verifying.
            let dropped = try await SessionSigningKeys(current: ES256PrivateKey().pemRepresentation)
            await #expect(throws: SessionError.self) {
                try await SessionService(app: "calyx", database: harness.database, keys: dropped, wallClock: harness.clock).authenticate(oldTokens.accessToken)
            }
        }
    }

    @Test("a key is generated into the data directory on first run and reused after")
    func generatedKey() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("secrets/session-es256.pem")
        let first = try await SessionSigningKeys.load(configuration: IdentityConfiguration(app: "calyx"), generatedKeyFile: file)
        let second = try await SessionSigningKeys.load(configuration: IdentityConfiguration(app: "calyx"), generatedKeyFile: file)
        #expect(first.currentKeyID == second.currentKeyID)
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self).hasPrefix("-----BEGIN PRIVATE KEY-----"))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        // A configured key wins over the generated file.
        let configured = try await SessionSigningKeys.load(
            configuration: IdentityConfiguration(app: "calyx", sessionKeyPEM: ES256PrivateKey().pemRepresentation), generatedKeyFile: file
        )
        #expect(configured.currentKeyID != first.currentKeyID)
    }
}
