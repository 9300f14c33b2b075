import Foundation
@testable import Identity
import IdentityTestSupport
import Logging
import ServerKit
import ServerKitTestSupport
import Testing

/// Identity tokens from Apple, Google and Facebook Limited Login, signed by stand-in providers on
/// loopback with real keys: every check is proven to be enforced.
@Suite("Provider identity tokens")
struct ProviderTokenTests {
    /// Runs `body` with the stand-in providers and verifiers configured to trust them.
    func withProviders(
        _ body: @Sendable (FakeIdentityProviders, IdentityProviders, ManualClock) async throws -> Void
    ) async throws {
        try await FakeIdentityProviders.run { fake in
            let clock = ManualClock()
            let providers = IdentityProviders(
                configuration: try fake.configuration(), clock: clock, wallClock: SystemWallClock(), logger: .quiet
            )
            try await body(fake, providers, clock)
        }
    }

    @Test("a valid Apple token signs in, with the verified email")
    func appleValid() async throws {
        try await withProviders { fake, providers, _ in
            let nonce = "raw-nonce-123"
            let token = try await fake.appleToken(subject: "001.apple", rawNonce: nonce)
            let identity = try await providers.verify(.apple, ProviderCredential(idToken: token, nonce: nonce))
            #expect(identity == VerifiedIdentity(method: .apple, subject: "001.apple", email: "alice@privaterelay.appleid.com"))
        }
    }

    /// A change to an otherwise valid Apple token, the nonce the app sends, and the verdict expected.
    struct AppleCase: Sendable, CustomTestStringConvertible {
        let label: String
        let edit: @Sendable (inout TestIDTokenClaims) -> Void
        var sentNonce: String? = "raw-nonce-123"
        let expected: IdentityError?
        var testDescription: String { label }
    }

    static let appleCases: [AppleCase] = [
        AppleCase(label: "another app's audience", edit: { $0.aud = ["com.someone.else"] }, expected: .wrongAudience),
        AppleCase(label: "look-alike issuer", edit: { $0.iss = "https://appleid.apple.com.evil.example" }, expected: .wrongIssuer),
        AppleCase(label: "Google's issuer", edit: { $0.iss = "https://accounts.google.com" }, expected: .wrongIssuer),
        AppleCase(label: "expired two minutes ago", edit: { $0.exp = Date().addingTimeInterval(-120) }, expected: .expired),
        AppleCase(label: "issued an hour from now", edit: { $0.iat = Date().addingTimeInterval(3600) }, expected: .issuedInTheFuture),
        // Apple carries SHA-256 of the raw nonce: the raw value itself, another nonce, or none at all fail.
        AppleCase(label: "raw nonce in the token", edit: { $0.nonce = "raw-nonce-123" }, expected: .nonceMismatch),
        AppleCase(label: "app sends another nonce", edit: { _ in }, sentNonce: "another-nonce", expected: .nonceMismatch),
        AppleCase(label: "app sends no nonce", edit: { _ in }, sentNonce: nil, expected: .nonceMissing),
        AppleCase(label: "token has no nonce", edit: { $0.nonce = nil }, expected: .nonceMissing),
        // Within the clock-skew allowance a token that just expired still passes.
        AppleCase(label: "expired 5 s ago", edit: { $0.exp = Date().addingTimeInterval(-5) }, expected: nil),
        AppleCase(label: "ours among several audiences", edit: { $0.aud = ["com.someone.else", FakeIdentityProviders.appleBundleID] }, expected: nil),
    ]

    @Test("each broken Apple claim is refused for what it is", arguments: appleCases)
    func appleRefusals(testCase: AppleCase) async throws {
        try await withProviders { fake, providers, _ in
            let token = try await fake.appleToken(rawNonce: "raw-nonce-123", edit: testCase.edit)
            let outcome: IdentityError?
            do {
                _ = try await providers.verify(.apple, ProviderCredential(idToken: token, nonce: testCase.sentNonce))
                outcome = nil
            } catch let error as IdentityError {
                outcome = error
            }
            #expect(outcome == testCase.expected)
        }
    }

    @Test("a token signed by a key other than the one it names is a bad signature")
    func badSignature() async throws {
        try await withProviders { fake, providers, _ in
            let impostor = try TestSigningKey()
            let claims = TestIDTokenClaims(
                iss: "https://accounts.google.com", aud: [FakeIdentityProviders.googleClientID], sub: "victim",
                exp: Date().addingTimeInterval(600), iat: Date(), email: "victim@gmail.com", emailVerified: .bool(true)
            )
            let forged = try await impostor.sign(claims, claimingKeyID: fake.currentKey(.google).keyID)
            await #expect(throws: IdentityError.badSignature) {
                try await providers.verify(.google, ProviderCredential(idToken: forged))
            }
            // A genuine token with one payload byte changed fails the same way.
            let genuine = try await fake.googleToken()
            var parts = genuine.split(separator: ".").map(String.init)
            parts[1] = String(parts[1].dropLast()) + (parts[1].hasSuffix("A") ? "B" : "A")
            await #expect(throws: IdentityError.self) {
                try await providers.verify(.google, ProviderCredential(idToken: parts.joined(separator: ".")))
            }
        }
    }

    @Test("Google: both issuer spellings pass; the email is trusted only when verified; azp is not required")
    func google() async throws {
        try await withProviders { fake, providers, _ in
            for issuer in ["accounts.google.com", "https://accounts.google.com"] {
                let token = try await fake.googleToken { $0.iss = issuer }
                #expect(try await providers.verify(.google, ProviderCredential(idToken: token)).subject == "10987654321")
            }
            let verified = try await providers.verify(.google, ProviderCredential(idToken: try await fake.googleToken(emailVerified: true)))
            #expect(verified.email == "bob@gmail.com")
            #expect(verified.displayName == "Bob Gardener")
            let unverified = try await providers.verify(.google, ProviderCredential(idToken: try await fake.googleToken(emailVerified: false)))
            #expect(unverified.email == nil)
            #expect(unverified.subject == "10987654321")
            let wrongClient = try await fake.googleToken { $0.aud = ["another-client.apps.googleusercontent.com"] }
            await #expect(throws: IdentityError.wrongAudience) { try await providers.verify(.google, ProviderCredential(idToken: wrongClient)) }
            // A nonce the app used must match; without one, none is required.
            let withNonce = try await fake.googleToken { $0.nonce = "g-nonce" }
            #expect(try await providers.verify(.google, ProviderCredential(idToken: withNonce, nonce: "g-nonce")).subject == "10987654321")
            await #expect(throws: IdentityError.nonceMismatch) {
                try await providers.verify(.google, ProviderCredential(idToken: withNonce, nonce: "other"))
            }
        }
    }

    @Test("Facebook Limited Login: issuer, app ID and the raw nonce")
    func facebookLimitedLogin() async throws {
        try await withProviders { fake, providers, _ in
            let token = try await fake.facebookLimitedLoginToken(rawNonce: "fb-nonce")
            let identity = try await providers.verify(.facebook, ProviderCredential(idToken: token, nonce: "fb-nonce"))
            #expect(identity == VerifiedIdentity(method: .facebook, subject: "10223344556677", email: "carol@example.com", displayName: "Carol Petal"))
            await #expect(throws: IdentityError.nonceMismatch) {
                try await providers.verify(.facebook, ProviderCredential(idToken: token, nonce: "other"))
            }
            await #expect(throws: IdentityError.nonceMissing) {
                try await providers.verify(.facebook, ProviderCredential(idToken: token))
            }
            let otherApp = try await fake.facebookLimitedLoginToken(rawNonce: "n") { $0.aud = ["999"] }
            await #expect(throws: IdentityError.wrongAudience) { try await providers.verify(.facebook, ProviderCredential(idToken: otherApp, nonce: "n")) }
            let otherIssuer = try await fake.facebookLimitedLoginToken(rawNonce: "n") { $0.iss = "https://facebook.com" }
            await #expect(throws: IdentityError.wrongIssuer) { try await providers.verify(.facebook, ProviderCredential(idToken: otherIssuer, nonce: "n")) }
        }
    }

    @Test("keys are fetched once and cached for the Cache-Control lifetime")
    func caching() async throws {
        try await withProviders { fake, providers, clock in
            for _ in 0..<5 {
                _ = try await providers.verify(.google, ProviderCredential(idToken: try await fake.googleToken()))
            }
            #expect(fake.jwksRequests(.google) == 1)
            clock.advance(by: .seconds(3599))
            _ = try await providers.verify(.google, ProviderCredential(idToken: try await fake.googleToken()))
            #expect(fake.jwksRequests(.google) == 1)
            clock.advance(by: .seconds(2))
            _ = try await providers.verify(.google, ProviderCredential(idToken: try await fake.googleToken()))
            #expect(fake.jwksRequests(.google) == 2, "max-age=3600 has passed")
        }
    }

    @Test("after a provider rotates its key, a token with the new key ID triggers one refetch and passes")
    func rotation() async throws {
        try await withProviders { fake, providers, clock in
            _ = try await providers.verify(.google, ProviderCredential(idToken: try await fake.googleToken()))
            #expect(fake.jwksRequests(.google) == 1)
            clock.advance(by: .seconds(61))
            _ = try fake.rotateKey(.google)
            let rotated = try await fake.googleToken()
            #expect(try await providers.verify(.google, ProviderCredential(idToken: rotated)).subject == "10987654321")
            #expect(fake.jwksRequests(.google) == 2)
        }
    }

    @Test("a made-up key ID is refused, and refetches for unknown keys happen at most once a minute")
    func garbageKeyID() async throws {
        try await withProviders { fake, providers, clock in
            _ = try await providers.verify(.apple, ProviderCredential(idToken: try await fake.appleToken(rawNonce: "n"), nonce: "n"))
            #expect(fake.jwksRequests(.apple) == 1)
            clock.advance(by: .seconds(120))
            let claims = TestIDTokenClaims(
                iss: "https://appleid.apple.com", aud: [FakeIdentityProviders.appleBundleID], sub: "x",
                exp: Date().addingTimeInterval(600), iat: Date(), nonce: FakeIdentityProviders.sha256Hex("n")
            )
            for attempt in 0..<10 {
                let garbage = try await fake.currentKey(.apple).sign(claims, claimingKeyID: "no-such-key-\(attempt)")
                await #expect(throws: IdentityError.unknownSigningKey) {
                    try await providers.verify(.apple, ProviderCredential(idToken: garbage, nonce: "n"))
                }
            }
            #expect(fake.jwksRequests(.apple) == 2, "ten unknown key IDs within a minute cost one refetch")
            clock.advance(by: .seconds(61))
            let later = try await fake.currentKey(.apple).sign(claims, claimingKeyID: "still-no-such-key")
            await #expect(throws: IdentityError.unknownSigningKey) { try await providers.verify(.apple, ProviderCredential(idToken: later, nonce: "n")) }
            #expect(fake.jwksRequests(.apple) == 3)
        }
    }

    @Test("while the provider is down, cached keys keep working; without them the error says so")
    func providerDown() async throws {
        try await withProviders { fake, providers, clock in
            _ = try await providers.verify(.google, ProviderCredential(idToken: try await fake.googleToken()))
            fake.setAvailable(false)
            clock.advance(by: .seconds(4000))  // cache expired: a refetch is attempted and fails
            #expect(try await providers.verify(.google, ProviderCredential(idToken: try await fake.googleToken())).subject == "10987654321")
            let nonce = "n"
            await #expect(throws: IdentityError.providerUnavailable(.apple)) {
                try await providers.verify(.apple, ProviderCredential(idToken: try await fake.appleToken(rawNonce: nonce), nonce: nonce))
            }
        }
    }

    @Test("malformed tokens, missing credentials and disabled providers")
    func malformedAndMissing() async throws {
        try await withProviders { fake, providers, _ in
            for garbage in ["", "abc", "a.b.c", "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0."] {
                await #expect(throws: IdentityError.self, "\(garbage)") { try await providers.verify(.google, ProviderCredential(idToken: garbage)) }
            }
            await #expect(throws: IdentityError.missingCredential(field: "idToken")) { try await providers.verify(.apple, ProviderCredential()) }
            let appleOnly = IdentityProviders(
                configuration: IdentityConfiguration(app: "calyx", apple: .apple(bundleIDs: ["x"], jwksURL: fake.jwksURL(.apple))),
                clock: ManualClock(), wallClock: SystemWallClock(), logger: .quiet
            )
            await #expect(throws: IdentityError.providerNotEnabled(.google)) {
                try await appleOnly.verify(.google, ProviderCredential(idToken: try await fake.googleToken()))
            }
        }
    }
}
