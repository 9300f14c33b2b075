import Crypto
import Foundation
import GifterAPI
import Identity
@testable import GifterServer
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("Gifter demo data: Alice's invented friends, and their exact removal")
struct GifterDemoTests {
    @Test("every persona answers the real quiz, fully and validly")
    func personasAnswerTheQuiz() throws {
        let quiz = try Quiz.shipped.get()
        let deep = Set(quiz.questions(.userDeep).map(\.id))
        #expect(Set(DemoPersona.all.map(\.username)).count == DemoPersona.all.count)
        for persona in DemoPersona.all {
            #expect(Set(persona.answers.keys) == deep, "\(persona.displayName) answers every onboarding question")
            let sent = persona.answers.sorted { $0.key < $1.key }.map { (questionID: $0.key, optionIDs: $0.value) }
            #expect(throws: Never.self) { _ = try TasteAnswers.validated(sent, quiz: quiz, modes: [.userDeep]) }
            #expect(!TasteProfile(answers: TasteAnswers(persona.answers), quiz: quiz).chips(quiz.vocabulary).isEmpty)
            if case .failure = UsernamePolicy(length: 3...20).validate(persona.username) { Issue.record("\(persona.username) is no valid username") }
        }
    }

    @Test("the same seed plans the same people, wishes and dates; another seed others")
    func deterministic() throws {
        let index = try SampleIndex.make()
        let concierge = BuiltInConcierge(quiz: try Quiz.shipped.get(), words: try ThreeWords.shipped.get())
        let quiz = try Quiz.shipped.get()
        let picks: (DemoPersona) -> [(id: String, tags: [String])] = { persona in
            let request = RecommendationRequest(subject: .you, taste: TasteProfile(answers: TasteAnswers(persona.answers), quiz: quiz))
            return concierge.rank(request, in: index).items.map { ($0.product.id, $0.product.tags) }
        }
        let first = GifterDemoPlan(seed: 7, wishlistFor: picks), again = GifterDemoPlan(seed: 7, wishlistFor: picks)
        #expect(first == again)
        #expect(GifterDemoPlan(seed: 8, wishlistFor: picks) != first)
        #expect(first.people.filter { $0.role == .friend }.count == 8 && first.people.filter { $0.role == .requester }.count == 2)
        #expect(Set(first.people.map(\.birthday.daysAhead)).count == first.people.count)
        #expect(first.people.allSatisfy { (4...6).contains($0.wishes.count) })
    }

    @Test("Alice sees her demo friends, their wishes and dates; removal leaves every real row as it was", arguments: TestDatabases.backends)
    func seedBesideRealPeopleAndRemove(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            // Real people through the API: Alice (dev sign-in) and two members who are her friends' friends.
            let alice = try await harness.person(DemoDevAccount.name, timeZone: "Europe/Berlin")
            try await FriendsServerTests.setUsername("alice", of: alice, harness)
            let bea = try await harness.member("Bea", email: "bea@example.org")
            let cy = try await harness.member("Cy", email: "cy@example.org")
            try await harness.befriend(bea, cy, email: "cy@example.org")
            let aliceClient = harness.client(token: alice.token)
            _ = try await aliceClient.requestFriend(body: .json(.init(to: "bea@example.org"))).accepted
            let beaRequest = try #require(try await harness.client(token: bea.token).listFriends().ok.body.json.incoming.first)
            _ = try await harness.client(token: bea.token).acceptFriendRequest(path: .init(requestId: beaRequest.id)).ok
            _ = try await harness.answer(alice, ["deep-style": ["deep-style.cozy"], "deep-cup": ["deep-cup.tea"]])
            _ = try await aliceClient.saveToWishlist(path: .init(productId: "stoneware-pour-over-set"), body: .json(.init())).ok
            _ = try await aliceClient.createOccasion(body: .json(.init(person: bea.ref, kind: .birthday, date: "1991-03-14"))).created
            _ = try await harness.client(token: bea.token).saveToWishlist(path: .init(productId: "lambswool-throw"), body: .json(.init())).ok
            _ = try await aliceClient.claimItem(path: .init(friendId: bea.id, productId: "lambswool-throw")).noContent
            let before = try await harness.withDatabase { try await DatabaseDump.of($0) }
            #expect(before["users"]?.count == 3 && before["friendships"]?.count == 4 && before["claims"]?.count == 1)

            try await Self.seedDemo(harness, seed: 3)
            try await Self.seedDemo(harness, seed: 3)  // a second run finds it there
            let friends = try await aliceClient.listFriends().ok.body.json
            #expect(friends.friends.count == 9)
            #expect(friends.incoming.count == 2)
            let demoFriend = try #require(friends.friends.first { $0.id != bea.id })
            let page = try await aliceClient.getFriend(path: .init(friendId: demoFriend.id)).ok.body.json
            #expect((4...6).contains(page.wishlist.count))
            #expect(!page.tasteChips.isEmpty)
            #expect((2...44).contains(try #require(page.nextOccasion?.daysUntil)))
            let occasions = try await aliceClient.listOccasions().ok.body.json
            let upcoming = (occasions.thisMonth + occasions.later).filter { ($0.daysUntil ?? .max) <= 60 }
            #expect(upcoming.count >= 8)
            // The dev account can act on the demo: the rows this makes go with it.
            let wish = try #require(page.wishlist.first?.product.id)
            _ = try await aliceClient.claimItem(path: .init(friendId: demoFriend.id, productId: wish)).noContent
            _ = try await aliceClient.saveIdea(path: .init(person: demoFriend.person, productId: "lambswool-throw"), body: .json(.init())).ok
            _ = try await aliceClient.acceptFriendRequest(path: .init(requestId: friends.incoming[0].id)).ok
            #expect(try await harness.withDatabase { try await DatabaseTraces.columnsContaining([GifterDemo.about.lowercased()], in: $0) } == ["users.about"])

            try await harness.withDatabase { database in
                let removed = try await GifterDemoRemoval(database: database).run { _ in }
                #expect(removed == 10)
            }
            let after = try await harness.withDatabase { try await DatabaseDump.of($0) }
            #expect(after == before)
            for table in before.keys.sorted() where before[table] != after[table] {
                Issue.record("\(table) changed:\nbefore \(before[table] ?? [])\nafter \(after[table] ?? [])")
            }
            #expect(try await aliceClient.listFriends().ok.body.json.friends.map(\.displayName) == ["Bea"])
        }
    }

    @Test("a fresh server: the demo makes Alice as dev sign-in would, and she signs in to her friends", arguments: TestDatabases.backends)
    func freshServerMakesAlice(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend) { harness in
            try await Self.seedDemo(harness, seed: 1)
            let alice = try await harness.person(DemoDevAccount.name)
            let friends = try await harness.client(token: alice.token).listFriends().ok.body.json
            #expect(friends.friends.count == 8 && friends.incoming.count == 2)
            try await harness.withDatabase { database in
                _ = try await GifterDemoRemoval(database: database).run { _ in }
                // Her own account stays: it is the newcomer's, not the demo's.
                let left = try await database.sql.raw("SELECT COUNT(*) AS n FROM users").first()?.decode(column: "n", as: Int.self)
                #expect(left == 1)
            }
        }
    }

    /// Runs `GifterApp.seedDemo` as `greenhouse seed --demo` does, on the running server's database.
    static func seedDemo(_ harness: GifterHarness, seed: UInt64) async throws {
        var configuration = try harness.server.isolation.configuration()
        configuration.environment["GIFTER_SAMPLE_CATALOG"] = "on"
        try await harness.withDatabase { database in
            let environment = AppEnvironment(
                configuration: configuration, database: database, cursors: CursorCodec(key: SymmetricKey(size: .bits256)),
                clock: harness.monotonic, wallClock: harness.clock, metrics: HTTPMetrics(), logger: .quiet
            )
            try await GifterApp().seedDemo(environment: environment, seed: seed) { _ in }
        }
    }
}
