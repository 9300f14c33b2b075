import CalyxAPI
import CalyxCore
import ClientKit
import Foundation
import IdentityTestSupport
import NIOConcurrencyHelpers
import ServerKit
import ServerKitTestSupport
import Testing

/// The app's root (§5.1): where a launch lands, the username step after a first sign-in, the Face ID
/// lock on return, and sign-out forgetting the person's things on the phone.
@Suite("App model")
@MainActor
struct CalyxAppModelTests {
    @Test("first launch: Welcome → Apple → username → Home; relaunch goes straight home; sign-out forgets everything")
    func firstTimeUserAndRelaunch() async throws {
        try await FakeIdentityProviders.run { providers in
            try await CalyxWorld.run(environment: providers.environment()) { world in
                let tokens = InMemoryTokenStore()
                let client = world.client(tokens: tokens)
                let environment = try world.environment(client, apple: SignInTests.StandInApple(providers: providers))
                let app = CalyxAppModel(environment: environment)
                await app.start()
                #expect(app.route == .welcome)

                world.serverClock.catchUp()  // the provider's token is dated by the real clock
                await app.welcome.signIn(with: .apple)
                await app.welcomeFinished()
                #expect(app.route == .username)
                let username = try #require(app.username)
                #expect(username.text == "ada_lovelace")
                try await waitUntil { username.status != .checking }
                await username.submit()
                app.usernameFinished()
                #expect(app.route == .main)
                let main = try #require(app.main)
                try await environment.sync.perform(.save(try await firstCard(client, "rose")))
                #expect(try environment.store.saved.count() == 1)

                // The app is closed and opened again with the same Keychain.
                let relaunched = CalyxAppModel(environment: try world.environment(
                    world.client(tokens: tokens)
                ))
                await relaunched.start()
                #expect(relaunched.route == .main)

                _ = main
                await app.signOut()
                try await waitUntil { app.route == .welcome }
                #expect(app.main == nil && app.welcome.signedIn == nil)
                #expect(try environment.store.saved.count() == 0)
            }
        }
    }

    @Test("the username step left unfinished comes back at the next launch")
    func unfinishedUsername() async throws {
        try await FakeIdentityProviders.run { providers in
            try await CalyxWorld.run(environment: providers.environment()) { world in
                let tokens = InMemoryTokenStore()
                let first = CalyxAppModel(environment: try world.environment(
                    world.client(tokens: tokens),
                    apple: SignInTests.StandInApple(providers: providers, subject: "000777.left", name: "Bea Bloom")
                ))
                await first.start()
                world.serverClock.catchUp()  // the provider's token is dated by the real clock
                await first.welcome.signIn(with: .apple)
                await first.welcomeFinished()
                #expect(first.route == .username)

                let again = CalyxAppModel(environment: try world.environment(world.client(tokens: tokens)))
                await again.start()
                #expect(again.route == .username && again.username?.text == "bea_bloom")
            }
        }
    }

    @Test("Face ID: turned on only after a successful check; asked after a minute away, not after a glance; a failed check stays locked")
    func lock() async throws {
        try await CalyxWorld.run { world in
            let clock = NIOLockedValueBox(Date(timeIntervalSince1970: 2_000_000_000))
            let biometrics = StandInBiometrics()
            let tokens = InMemoryTokenStore()
            let client = world.client(tokens: tokens)
            _ = try await client.devSignIn(name: "olive")
            _ = try await client.api.setUsername(body: .json(.init(username: "olive"))).ok
            let environment = try world.environment(client, biometrics: biometrics, now: { clock.withLockedValue { $0 } })
            let app = CalyxAppModel(environment: environment)
            await app.start()
            #expect(app.route == .main && app.biometricMethod == "Face ID")

            biometrics.succeeds = false
            await app.setLockEnabled(true)
            #expect(!app.isLockEnabled)
            biometrics.succeeds = true
            await app.setLockEnabled(true)
            #expect(app.isLockEnabled)

            app.didEnterBackground()
            clock.withLockedValue { $0 += 20 }
            await app.willEnterForeground()
            #expect(app.route == .main)

            app.didEnterBackground()
            clock.withLockedValue { $0 += 61 }
            await app.willEnterForeground()
            #expect(app.route == .locked)
            biometrics.succeeds = false
            await app.unlock()
            #expect(app.route == .locked)
            biometrics.succeeds = true
            await app.unlock()
            #expect(app.route == .main)

            // A relaunch with the lock on starts locked.
            let relaunched = CalyxAppModel(environment: CalyxEnvironment(
                client: world.client(tokens: tokens), store: environment.store,
                images: nil, shareLinks: environment.shareLinks, apple: NoApple(), browser: NoBrowser(), google: nil, facebook: nil, biometrics: biometrics
            ))
            await relaunched.start()
            #expect(relaunched.route == .locked)
        }
    }
}
