import Crypto
import Foundation
import JWTKit
import ServerKit

/// Verifies one provider's OpenID Connect identity tokens: signature against the provider's published
/// keys, then issuer, audience, expiry, issue time and nonce, each checked here rather than left to a
/// library default. The email is passed on only when the provider vouches for it.
public struct OIDCTokenVerifier: Sendable {
    /// How the token's `nonce` claim relates to the raw nonce the app sends us.
    public enum NonceRule: Sendable {
        /// Apple: the app gave Apple SHA-256(raw nonce) as hex; the token carries that hash.
        case requiredSHA256
        /// Facebook Limited Login: the token carries the raw nonce itself.
        case requiredRaw
        /// Google: checked (as given) when the app used one; not required.
        case whenPresented
    }

    /// Whether an `email` claim can be trusted without `email_verified: true`.
    public enum EmailTrust: Sendable {
        case requireVerifiedClaim
        /// Facebook only releases confirmed addresses and sends no `email_verified`.
        case providerReleasesOnlyConfirmed
    }

    public let method: SignInMethod
    public let settings: OIDCProviderSettings
    let keys: JWKSCache
    let nonceRule: NonceRule
    let emailTrust: EmailTrust
    let wallClock: any WallClock
    /// Tolerated clock difference between the provider and us.
    static let leeway: TimeInterval = 60

    public init(
        method: SignInMethod,
        settings: OIDCProviderSettings,
        keys: JWKSCache,
        nonceRule: NonceRule,
        emailTrust: EmailTrust = .requireVerifiedClaim,
        wallClock: any WallClock
    ) {
        self.method = method
        self.settings = settings
        self.keys = keys
        self.nonceRule = nonceRule
        self.emailTrust = emailTrust
        self.wallClock = wallClock
    }

    public func verify(idToken: String, nonce: String?) async throws(IdentityError) -> VerifiedIdentity {
        guard let header = JWTHeaderFields.read(idToken), let keyID = header.kid, header.alg != "none" else {
            throw .malformedToken
        }
        let collection = try await keys.keys(containing: keyID, provider: method)
        let claims: IDTokenClaims
        do {
            claims = try await collection.verify(idToken, as: IDTokenClaims.self)
        } catch let error as JWTError where error.errorType == .signatureVerificationFailed {
            throw .badSignature
        } catch {
            throw .malformedToken
        }

        let now = wallClock.now()
        guard settings.issuers.contains(claims.issuer.value) else { throw .wrongIssuer }
        guard claims.audience.value.contains(where: settings.audiences.contains) else { throw .wrongAudience }
        guard claims.expiration.value.timeIntervalSince(now) > -Self.leeway else { throw .expired }
        if let issuedAt = claims.issuedAt, issuedAt.value.timeIntervalSince(now) > Self.leeway {
            throw .issuedInTheFuture
        }
        try checkNonce(claims.nonce, raw: nonce)

        let emailIsTrusted =
            switch emailTrust {
            case .requireVerifiedClaim: claims.emailVerified?.value == true
            case .providerReleasesOnlyConfirmed: true
            }
        return VerifiedIdentity(
            method: method,
            subject: claims.subject.value,
            email: emailIsTrusted ? claims.email : nil,
            displayName: claims.name,
            photoURL: claims.picture
        )
    }

    private func checkNonce(_ claim: String?, raw: String?) throws(IdentityError) {
        switch nonceRule {
        case .requiredSHA256:
            guard let claim, let raw, !raw.isEmpty else { throw .nonceMissing }
            guard RandomSecret.matches(claim, Self.sha256Hex(raw)) else { throw .nonceMismatch }
        case .requiredRaw:
            guard let claim, let raw, !raw.isEmpty else { throw .nonceMissing }
            guard RandomSecret.matches(claim, raw) else { throw .nonceMismatch }
        case .whenPresented:
            guard let raw else { return }
            guard let claim, RandomSecret.matches(claim, raw) else { throw .nonceMismatch }
        }
    }

    static func sha256Hex(_ text: String) -> String {
        SHA256.hash(data: Data(text.utf8)).hexString
    }
}
