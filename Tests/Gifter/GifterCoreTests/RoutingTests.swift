import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// §12.1's auth flow through the root model and the sign-up / log-in forms, against the real server.
@Suite("Gifter routing")
@MainActor
struct RoutingTests {
    @Test("signed out → Welcome; sign up → Onboarding; the quiz done → the tabs; a relaunch goes straight to the tabs; signing out → Welcome", arguments: TestDatabases.backends)
    func authFlow(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let tokens = InMemoryTokenStore()
            let app = GifterAppModel(environment: try world.environment(world.client(tokens: tokens)), sleep: GifterWorld.patientSplash)
            #expect(app.route == .splash)
            await app.start()
            #expect(app.route == .welcome)

            let signUp = AuthFormModel(mode: .signUp, client: app.client)
            signUp.email = "mia@example.com"
            signUp.password = "short"
            signUp.name = "Mia"
            #expect(!signUp.canSubmit)
            signUp.password = "a long quiet walk"
            #expect(signUp.canSubmit)
            await signUp.submit()
            let user = try #require(signUp.user)
            app.authenticated(as: user)
            #expect(app.route == .onboarding)

            // Relaunched before finishing the quiz: onboarding again (first run, profile incomplete).
            let early = GifterAppModel(environment: try world.environment(world.client(tokens: tokens)), sleep: GifterWorld.patientSplash)
            await early.start()
            #expect(early.route == .onboarding)

            // "Skip for now" on the quiz: an empty answer list marks onboarding done.
            _ = try await app.client.api.putTasteAnswers(body: .json(.init(answers: []))).ok
            app.onboardingFinished()
            #expect(app.route == .main)

            let relaunched = GifterAppModel(environment: try world.environment(world.client(tokens: tokens)), sleep: GifterWorld.patientSplash)
            await relaunched.start()
            #expect(relaunched.route == .main && relaunched.user?.firstName == "Mia")

            await relaunched.signOut()
            try await waitUntil { relaunched.route == .welcome }
        }
    }

    @Test("a wrong password and an unknown email get the same line, word for word; logging in as an onboarded person goes to the tabs")
    func logIn() async throws {
        try await GifterWorld.run { world in
            let first = AuthFormModel(mode: .signUp, client: world.client())
            first.email = "ben@example.com"
            first.password = "a long quiet walk"
            first.name = "Ben"
            await first.submit()
            _ = try await world.client().logIn(email: "ben@example.com", password: "a long quiet walk")

            for (email, password) in [("ben@example.com", "not his password"), ("nobody@example.com", "a long quiet walk")] {
                let form = AuthFormModel(mode: .logIn, client: world.client())
                form.email = email
                form.password = password
                await form.submit()
                #expect(form.user == nil)
                #expect(form.error == "That didn’t work. Check your details and try again.")
            }

            let client = world.client()
            let form = AuthFormModel(mode: .logIn, client: client)
            form.email = "ben@example.com"
            form.password = "a long quiet walk"
            await form.submit()
            _ = try await client.api.putTasteAnswers(body: .json(.init(answers: []))).ok
            let app = GifterAppModel(environment: try world.environment(client), sleep: GifterWorld.patientSplash)
            await app.start()
            #expect(app.route == .main)
        }
    }

    @Test("the splash never sticks: a silent server or no connection goes on to the tabs for a signed-in person, to Welcome otherwise")
    func splashNeverSticks() async throws {
        try await GifterWorld.run { world in
            let tokens = InMemoryTokenStore()
            let transport = SwitchableTransport()
            let client = world.client(transport: transport, tokens: tokens)
            _ = try await client.devSignIn(name: "Ada")
            _ = try await client.api.putTasteAnswers(body: .json(.init(answers: []))).ok

            for mode in [SwitchableTransport.Mode.silent, .offline] {
                transport.mode = mode
                // The splash's limit passes at once here; only a hang could fail this.
                let app = GifterAppModel(environment: try world.environment(world.client(transport: transport, tokens: tokens)), sleep: { _ in })
                await app.start()
                #expect(app.route == .main, "\(mode)")
            }

            transport.mode = .silent
            let stranger = GifterAppModel(environment: try world.environment(world.client(transport: transport)), sleep: { _ in })
            await stranger.start()
            #expect(stranger.route == .welcome)
        }
    }
}

/// Polls `condition` on the main actor until it holds (bounded: only a hang fails).
@MainActor
func waitUntil(_ condition: @MainActor () -> Bool) async throws {
    #expect(await pollUntil(every: .milliseconds(5)) { condition() })
}
