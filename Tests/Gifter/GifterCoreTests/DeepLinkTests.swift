import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// Links and notification taps land in the right tab (§12.2), and each tab keeps its own path.
@Suite("Gifter deep links and tabs")
@MainActor
struct DeepLinkTests {
    @Test("links parse to a product, an occasion, a collection or a reset; anything else goes nowhere")
    func parsing() throws {
        let occasion = "0A6C2F1E-9A57-4F0B-8C43-0D9C8F1E2B3A"
        #expect(GifterDeepLink(url: URL(string: "gifter://product/medusa:prod_01H")!) == .product(id: "medusa:prod_01H"))
        #expect(GifterDeepLink(url: URL(string: "https://greenhouse.app/gifter/collection/slow-morning-ritualist")!) == .collection(id: "slow-morning-ritualist"))
        #expect(GifterDeepLink(url: URL(string: "gifter://occasion/\(occasion)")!) == .occasion(id: occasion.lowercased()))
        #expect(GifterDeepLink(url: URL(string: "gifter://reset-password?token=abc123")!) == .resetPassword(token: "abc123"))
        #expect(GifterDeepLink(notification: ["occasion": occasion]) == .occasion(id: occasion.lowercased()))
        for bad in ["gifter://product/", "gifter://occasion/not-a-uuid", "gifter://collection/Bad_ID", "https://greenhouse.app/calyx/product/x",
                    "http://greenhouse.app/gifter/product/x", "gifter://reset-password", "gifter://wishlist/x", "gifter://product/-x"] {
            #expect(GifterDeepLink(url: URL(string: bad)!) == nil, "\(bad)")
        }
        #expect(GifterDeepLink(notification: ["occasion": 3]) == nil)

        #expect(GifterDeepLink.product(id: "p").destination?.tab == .home)
        #expect(GifterDeepLink.occasion(id: "o").destination?.tab == .occasions)
        #expect(GifterDeepLink.collection(id: "c").destination?.route == .collection(id: "c"))
        #expect(GifterTab.allCases.map(\.title) == ["Home", "Find", "Occasions", "You"])
    }

    @Test("each tab keeps its path; a link replaces its tab's path; “Find something for…” opens Find at its root; tapping the showing tab pops to root")
    func tabs() {
        let tabs = MainTabsModel()
        tabs.push(.wishlist, in: .you)
        tabs.push(.occasion(id: "o1"), in: .occasions)
        tabs.open(.collection(id: "c"))
        #expect(tabs.selected == .home && tabs.path(.home) == [.collection(id: "c")])
        #expect(tabs.path(.you) == [.wishlist] && tabs.path(.occasions) == [.occasion(id: "o1")])
        tabs.push(.friend(id: "f"), in: .find)
        tabs.findSomethingFor()
        #expect(tabs.selected == .find && tabs.path(.find).isEmpty && tabs.focusFindSearch)
        tabs.findSearchFocused()
        #expect(!tabs.focusFindSearch)
        tabs.reselect(.you)
        #expect(tabs.path(.you) == [.wishlist])
        tabs.reselect(.you)
        #expect(tabs.path(.you).isEmpty)
    }

    @Test("a notification tapped during the splash waits for the tabs, then opens the occasion in Occasions; a reset link opens the reset", arguments: TestDatabases.backends)
    func pendingLink(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let tokens = InMemoryTokenStore()
            let client = world.client(tokens: tokens)
            _ = try await client.devSignIn(name: "Ada")
            _ = try await client.api.putTasteAnswers(body: .json(.init(answers: []))).ok
            let occasion = try await client.api.createOccasion(body: .json(.init(person: "self", kind: .birthday, date: "1990-03-14"))).created.body.json

            let app = GifterAppModel(environment: try world.environment(world.client(tokens: tokens)), sleep: GifterWorld.patientSplash)
            #expect(app.route == .splash)
            app.open(try #require(GifterDeepLink(notification: ["occasion": occasion.id])))
            #expect(app.tabs.path(.occasions).isEmpty)
            await app.start()
            #expect(app.route == .main && app.home?.phase == .loaded)
            #expect(app.tabs.selected == .occasions && app.tabs.path(.occasions) == [.occasion(id: occasion.id)])

            app.open(.resetPassword(token: "t0ken"))
            #expect(app.passwordReset?.step == .chooseNew(token: "t0ken"))
        }
    }
}
