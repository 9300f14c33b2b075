import CalyxAPI
import CalyxCore
import ClientKit
import Foundation
import IdentityTestSupport
import NIOConcurrencyHelpers
import ServerKit
import ServerKitTestSupport
import Testing

/// The app's root (§5.1): where a launch lands, the profile step and tutorial after a first sign-in, links, the Face ID
/// lock on return, and sign-out forgetting the person's things on the phone.
@Suite("App model")
@MainActor
struct CalyxAppModelTests {
    @Test("first launch: Welcome → Apple → the profile step (username, name, about) → the tutorial → the Catalog; relaunch goes straight home; sign-out forgets everything", arguments: TestDatabases.backends)
    func firstTimeUserAndRelaunch(backend: DatabaseBackend) async throws {
        try await FakeIdentityProviders.run { providers in
            try await CalyxWorld.run(backend: backend, environment: providers.environment()) { world in
                let tokens = InMemoryTokenStore()
                let client = world.client(tokens: tokens)
                let environment = try world.environment(client, apple: SignInTests.StandInApple(providers: providers))
                let app = CalyxAppModel(environment: environment)
                await app.start()
                #expect(app.route == .welcome)
                #expect(WelcomeModel.benefits.count >= 3)
                #expect(app.welcome.termsURL?.absoluteString == "http://127.0.0.1:\(world.url.port!)/calyx/terms")

                world.serverClock.catchUp()  // the provider's token is dated by the real clock
                await app.welcome.signIn(with: .apple)
                await app.welcomeFinished()
                #expect(app.route == .setup)
                let setup = try #require(app.setup)
                #expect(setup.username.text == "ada_lovelace" && setup.details.displayName == "Ada Lovelace")
                try await waitUntil { setup.username.status != .checking }

                // An about past 80 characters is refused before the username is claimed.
                setup.details.displayName = "Ada L."
                setup.details.about = String(repeating: "a", count: 81)
                await setup.submit()
                #expect(setup.account == nil && setup.details.problems["about"] != nil)
                #expect(try await client.api.getProfile().ok.body.json.username == nil)
                setup.details.about = "Pressing flowers since 1840."
                await setup.submit()
                let account = try #require(setup.account)
                #expect(account.username == "ada_lovelace" && account.displayName == "Ada L." && account.about == "Pressing flowers since 1840.")
                app.setupFinished()

                // The tutorial: §9's four cards, word for word; the last one's button ends it on the Catalog.
                #expect(app.route == .onboarding)
                let tutorial = try #require(app.onboarding)
                #expect(OnboardingModel.cards.map(\.title) == ["Discover Thousands of Flowers", "Build Your Personal Collection", "Track Your Journey", "Ready to Start?"])
                #expect(OnboardingModel.cards[0].text == "Search by name, color, or season" && OnboardingModel.startTitle == "Explore Flowers")
                tutorial.next()
                tutorial.next()
                tutorial.next()
                #expect(tutorial.isLastCard && !tutorial.isFinished)
                tutorial.next()
                #expect(tutorial.isFinished)
                app.onboardingFinished()
                #expect(app.route == .main && app.main?.tab == .catalog && app.onboarding == nil)
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

    @Test("a link opened signed out (a cold start from a shared page) waits through sign-in and the profile step, then opens; signed in it opens at once; a foreign link is refused", arguments: TestDatabases.backends)
    func linkThroughSignIn(backend: DatabaseBackend) async throws {
        try await FakeIdentityProviders.run { providers in
            try await CalyxWorld.run(backend: backend, environment: providers.environment()) { world in
                let environment = try world.environment(world.client(), apple: SignInTests.StandInApple(providers: providers, subject: "000888.link", name: "Cy Link"))
                let app = CalyxAppModel(environment: environment)
                await app.start()
                let flower = try await firstCard(world.client(), "tulip")
                #expect(app.open(environment.shareLinks.flower(flower.id)))
                #expect(!app.open(URL(string: "https://elsewhere.example/calyx/share/flowers/\(flower.id)")!))
                #expect(app.route == .welcome && app.pendingPage == .flower(id: flower.id))

                world.serverClock.catchUp()
                await app.welcome.signIn(with: .apple)
                await app.welcomeFinished()
                let setup = try #require(app.setup)
                try await waitUntil { setup.username.status != .checking }
                await setup.submit()
                app.setupFinished()
                app.onboarding?.finish()
                app.onboardingFinished()
                let main = try #require(app.main)
                #expect(app.route == .main && main.requestedPage == .flower(id: flower.id) && app.pendingPage == nil)
                #expect(main.tab == .home, "a waiting link is opened where the person lands, not on the Catalog")
                main.pageOpened()

                #expect(app.open(CalyxLink.person(username: "cy_link")))
                #expect(main.requestedPage == .username("cy_link"))
            }
        }
    }

    @Test("the profile step left unfinished comes back at the next launch")
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
                #expect(first.route == .setup)

                let again = CalyxAppModel(environment: try world.environment(world.client(tokens: tokens)))
                await again.start()
                #expect(again.route == .setup && again.setup?.username.text == "bea_bloom")
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
