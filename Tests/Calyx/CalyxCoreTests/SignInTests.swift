import CalyxAPI
import CalyxCore
import ClientKit
import Foundation
import IdentityTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

/// The Welcome screen's three ways in, each through the real server checking real signatures from
/// stand-in providers on loopback, then the username step.
@Suite("Sign-in and the username step")
@MainActor
struct SignInTests {
    /// Apple as the phone meets it: a token carrying exactly the hashed nonce the app asked for.
    struct StandInApple: AppleAuthorizing {
        let providers: FakeIdentityProviders
        var subject = "001234.apple-user"
        var name: String? = "Ada Lovelace"

        func authorize(hashedNonce: String) async throws -> AppleAuthorization {
            let token = try await providers.appleToken(subject: subject, rawNonce: nil) { $0.nonce = hashedNonce }
            return AppleAuthorization(identityToken: token, displayName: name)
        }
    }

    func welcome(_ world: CalyxWorld, _ providers: FakeIdentityProviders, browser: LoopbackBrowser = LoopbackBrowser(), apple: StandInApple? = nil)
        -> (WelcomeModel, CalyxClient) {
        let transport = RecordingTransport()
        let client = world.client(transport: transport)
        let google = WebSignInProvider(
            authorizationEndpoint: providers.authorizationEndpoint(.google), tokenEndpoint: providers.tokenEndpoint(.google),
            clientID: FakeIdentityProviders.googleClientID, redirectURI: WebSignInProvider.google(clientID: FakeIdentityProviders.googleClientID).redirectURI,
            scopes: ["openid", "email", "profile"], exchangesWithGET: false
        )
        let facebook = WebSignInProvider(
            authorizationEndpoint: providers.authorizationEndpoint(.facebook), tokenEndpoint: providers.tokenEndpoint(.facebook),
            clientID: FakeIdentityProviders.facebookAppID, redirectURI: WebSignInProvider.facebook(appID: FakeIdentityProviders.facebookAppID).redirectURI,
            scopes: ["openid", "email", "public_profile"], exchangesWithGET: true
        )
        let model = WelcomeModel(
            client: client, apple: apple ?? StandInApple(providers: providers), browser: browser,
            google: WebSignIn(provider: google, transport: transport), facebook: WebSignIn(provider: facebook, transport: transport)
        )
        return (model, client)
    }

    @Test("a first sign-in with each provider lands on the username step; the name is checked live and claimed")
    func firstTimeUser() async throws {
        try await FakeIdentityProviders.run { providers in
            try await CalyxWorld.run(environment: providers.environment()) { world in
                for provider in WelcomeModel.Provider.allCases {
                    let (model, client) = welcome(world, providers)
                    #expect(model.providers == [.apple, .google, .facebook])
                    world.serverClock.catchUp()  // the provider's token is dated by the real clock
                    await model.signIn(with: provider)
                    #expect(model.phase == .idle)
                    let signedIn = try #require(model.signedIn, "\(provider)")
                    #expect(signedIn.needsUsername)
                    #expect(signedIn.account.signInMethods.map(\.rawValue) == [provider.rawValue])

                    let username = UsernameModel(client: client, suggestion: signedIn.account.displayName, sleep: { _ in })
                    username.type("ab")
                    #expect(username.status == .invalid("At least 3 characters."))
                    username.type("rose garden")
                    #expect(username.status == .invalid("Only letters, numbers and underscores."))
                    username.type("\(provider.rawValue)_gardener")
                    try await waitUntil { username.status != .checking }
                    #expect(username.status == .available)
                    await username.submit()
                    #expect(username.account?.username == "\(provider.rawValue)_gardener")
                }
                #expect(providers.tokenExchanges(.google) == 1 && providers.tokenExchanges(.facebook) == 1)

                // Returning: the same Apple person signs in again and goes straight home.
                let (again, _) = welcome(world, providers)
                world.serverClock.catchUp()  // the provider's token is dated by the real clock
                await again.signIn(with: .apple)
                #expect(again.signedIn?.needsUsername == false)
                #expect(again.signedIn?.account.username == "apple_gardener")

                // A taken name says so while typing.
                let (other, client) = welcome(world, providers, apple: StandInApple(providers: providers, subject: "009999.other", name: "Bea"))
                world.serverClock.catchUp()  // the provider's token is dated by the real clock
                await other.signIn(with: .apple)
                let username = UsernameModel(client: client, sleep: { _ in })
                username.type("Apple_Gardener")
                try await waitUntil { username.status != .checking }
                guard case .unavailable = username.status else { Issue.record("\(username.status)"); return }
                #expect(!username.canSubmit)
            }
        }
    }

    @Test("closing the sheet is no error; an answer from another sign-in (wrong state) is refused before any code is exchanged")
    func cancelAndTampering() async throws {
        try await FakeIdentityProviders.run { providers in
            try await CalyxWorld.run(environment: providers.environment()) { world in
                let (closed, _) = welcome(world, providers, browser: LoopbackBrowser(closesTheSheet: true))
                world.serverClock.catchUp()  // the provider's token is dated by the real clock
                await closed.signIn(with: .google)
                #expect(closed.phase == .idle && closed.signedIn == nil)

                let swapped = LoopbackBrowser(rewrite: { url in
                    URL(string: url.absoluteString.replacingOccurrences(of: "state=", with: "state=x"))!
                })
                let (tampered, _) = welcome(world, providers, browser: swapped)
                world.serverClock.catchUp()  // the provider's token is dated by the real clock
                await tampered.signIn(with: .facebook)
                #expect(tampered.phase == .failed(.invalidResponse))
                #expect(tampered.phase.failureMessage != nil)
                #expect(providers.tokenExchanges(.facebook) == 0)
            }
        }
    }

    @Test("the PKCE challenge is RFC 7636's S256 of the verifier (appendix B's example)")
    func pkceChallenge() {
        let secrets = SignInSecrets(nonce: "n", codeVerifier: "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk", state: "s")
        #expect(secrets.codeChallenge == "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM")
        #expect(SignInSecrets().codeVerifier.count == 43)
        #expect(SignInSecrets().nonce != SignInSecrets().nonce)
    }
}

/// Polls `condition` on the main actor until it holds (bounded: only a hang fails).
@MainActor
func waitUntil(_ condition: @MainActor () -> Bool) async throws {
    #expect(await pollUntil(every: .milliseconds(5)) { condition() })
}
