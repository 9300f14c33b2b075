import Foundation
@testable import Identity
import IdentityTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

/// Classic Facebook Login access tokens, checked against a stand-in Graph API that insists on a
/// correct `appsecret_proof`.
@Suite("Facebook access tokens")
struct FacebookGraphTests {
    func providers(_ fake: FakeIdentityProviders) throws -> IdentityProviders {
        IdentityProviders(configuration: try fake.configuration(), clock: ManualClock(), wallClock: SystemWallClock(), logger: .quiet)
    }

    @Test("a valid token for our app signs in as the person Facebook names")
    func valid() async throws {
        try await FakeIdentityProviders.run { fake in
            fake.registerFacebookToken("EAAB-valid", for: .init(id: "5550001", name: "Dana Bloom", email: "dana@example.com"))
            let identity = try await providers(fake).verify(.facebook, ProviderCredential(accessToken: "EAAB-valid"))
            #expect(identity == VerifiedIdentity(method: .facebook, subject: "5550001", email: "dana@example.com", displayName: "Dana Bloom"))
            // debug_token first, then the profile; both carried a proof the stand-in accepted.
            #expect(fake.graphRequests == ["debug_token", "me"])
        }
    }

    @Test("an invalid token, or one issued to another app, is refused")
    func refused() async throws {
        try await FakeIdentityProviders.run { fake in
            fake.registerFacebookToken("EAAB-expired", for: .init(id: "1", name: "X", isValid: false))
            fake.registerFacebookToken("EAAB-other-app", for: .init(id: "2", name: "Y", appID: "111111"))
            let providers = try providers(fake)
            for token in ["EAAB-expired", "EAAB-other-app", "EAAB-never-issued"] {
                await #expect {
                    try await providers.verify(.facebook, ProviderCredential(accessToken: token))
                } throws: { error in
                    guard case IdentityError.facebookTokenRejected = error else { return false }
                    return true
                }
            }
            #expect(!fake.graphRequests.contains("me"), "no profile is read for a token debug_token refused")
        }
    }

    @Test("appsecret_proof is HMAC-SHA256 of the access token keyed with the app secret")
    func proof() {
        // Reference computed independently: printf %s EAAB-token | openssl dgst -sha256 -hmac app-secret
        #expect(FacebookGraphVerifier.appSecretProof(for: "EAAB-token", secret: "app-secret")
            == "294c307ff2427ed2140908ec13f483ef7f7d7819a8fc32fb535cf6ada2327ab2")
    }
}
