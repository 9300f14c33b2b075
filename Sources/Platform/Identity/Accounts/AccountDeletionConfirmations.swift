import Foundation
import JWTKit
import ServerKit

/// Deleting an account takes two requests: the first is answered with a short-lived token, the second
/// presents it. One stray request can then delete nobody.
///
/// The token is stateless: signed like access tokens (ES256, the session key) for another audience, so
/// it is never mistaken for one, and naming the person and the session (one sign-in on one device) that
/// asked. Another person or session cannot use it, and it works once: deleting ends that session first,
/// so the token names a session that no longer exists.
public struct AccountDeletionConfirmations: Sendable {
    let app: String
    let keys: SessionSigningKeys
    let wallClock: any WallClock

    /// Long enough to read a "this cannot be undone" screen, short enough to go stale on a lost phone.
    public static let lifetime: TimeInterval = 5 * 60

    public init(app: String, keys: SessionSigningKeys, wallClock: any WallClock) {
        self.app = app
        self.keys = keys
        self.wallClock = wallClock
    }

    var audience: String { "\(app):delete-account" }

    /// What a confirmation token looks like (a compact JWS: three base64url parts), as the API
    /// document states it: anything else is 400; a token of this shape that this server did not issue
    /// to the caller's session now is 422.
    public static let pattern = #"^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(?![\s\S])"#

    static func hasTokenShape(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return parts.count == 3 && parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { byte in
                (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x5F
            }
        }
    }

    /// A token for `caller` to confirm deleting their account with.
    public func issue(for caller: AuthenticatedUser) async throws -> (token: String, expiresAt: Date) {
        let now = wallClock.now()
        let expiresAt = now.addingTimeInterval(Self.lifetime)
        let claims = AccessTokenClaims(
            issuer: .init(value: AccessTokenClaims.issuer), audience: .init(value: [audience]),
            subject: .init(value: caller.id.uuidString), sessionID: caller.sessionID.uuidString,
            issuedAt: .init(value: now), expiration: .init(value: expiresAt)
        )
        return (try await keys.keys.sign(claims, kid: JWKIdentifier(string: keys.currentKeyID)), expiresAt)
    }

    /// Refuses a token that is not one of ours (400) or not `caller`'s to use now (422), naming `field`.
    public func check(_ token: String, for caller: AuthenticatedUser, field: String) async throws {
        guard Self.hasTokenShape(token) else { throw Problem.invalidField(field, "is not a confirmation token") }
        let claims: AccessTokenClaims
        do {
            claims = try await keys.keys.verify(token, as: AccessTokenClaims.self)
        } catch {
            throw Problem.validation(field: field, "is not a confirmation token this server issued")
        }
        guard claims.issuer.value == AccessTokenClaims.issuer, claims.audience.value == [audience] else {
            throw Problem.validation(field: field, "is not a confirmation token for deleting an account")
        }
        guard claims.subject.value == caller.id.uuidString, claims.sessionID == caller.sessionID.uuidString else {
            throw Problem.validation(field: field, "was issued to another session: ask for a new one from this device")
        }
        guard claims.expiration.value > wallClock.now() else {
            throw Problem.validation(field: field, "has expired: ask for a new one")
        }
    }
}
