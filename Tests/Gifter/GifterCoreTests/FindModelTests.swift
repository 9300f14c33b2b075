import ClientKit
import Foundation
import GifterAPI
@testable import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// The Find tab (§5) against the real server: friends and gifting profiles found by name (case and
/// accents ignored), a new profile and the quiz about them, and the "last gifted" line.
@Suite("Gifter Find model")
@MainActor
struct FindModelTests {
    @Test("a friend and two profiles: search finds them by any part of the name; a new profile leads to the non-user quiz", arguments: TestDatabases.backends)
    func find(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let ada = world.client()
            _ = try await ada.signUp(email: "ada@example.com", password: "a long quiet walk", name: "Ada")
            let zoe = world.client()
            _ = try await zoe.signUp(email: "zoe@example.com", password: "a long quiet walk", name: "Zoë Hart")
            _ = try await ada.api.requestFriend(body: .json(.init(to: "zoe@example.com"))).accepted
            let request = try #require(try await zoe.api.listFriends().ok.body.json.incoming.first)
            _ = try await zoe.api.acceptFriendRequest(path: .init(requestId: request.id)).ok
            _ = try await ada.api.createProfile(body: .json(.init(name: "James Brown", relationship: .brother))).created
            _ = try await ada.api.createProfile(body: .json(.init(name: "Renée", relationship: .colleague))).created

            let find = FindModel(client: ada)
            await find.load()
            #expect(find.friends.map(\.name) == ["Zoë Hart"] && find.friends.first?.relationship == "Friend")
            #expect(Set(find.profiles.map(\.name)) == ["James Brown", "Renée"])
            #expect(find.results.isEmpty)
            find.search("zoe")
            #expect(find.results.map(\.name) == ["Zoë Hart"])
            find.search("RENEE")
            #expect(find.results.map(\.name) == ["Renée"] && find.results.first?.relationship == "Colleague")
            find.search("brown")
            #expect(find.results.first?.initials == "JB" && find.noMatchLine == nil)
            find.search("nobody")
            #expect(find.noMatchLine == "No one by that name yet. Create a gifting profile for them?")

            let new = find.newProfile()
            #expect(!new.canContinue)
            new.name = " Mia "
            new.relationship = .sister
            new.threeWords = "coffee snob, outdoorsy"
            await new.submit()
            let made = try #require(new.profile)
            #expect(made.name == "Mia" && made.relationship == .sister && new.person == "profile:\(made.id)")
            let quiz = try #require(new.quiz)
            #expect(quiz.subject == .profile(id: made.id))
            await find.load()
            #expect(find.profiles.contains { $0.name == "Mia" })
        }
    }

    @Test("“Last gifted” reads as people say it")
    func lastGifted() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(FindModel.ago(now.addingTimeInterval(-3_600), now: now) == "today")
        #expect(FindModel.ago(now.addingTimeInterval(-86_400), now: now) == "1 day ago")
        #expect(FindModel.ago(now.addingTimeInterval(-15 * 86_400), now: now) == "2 weeks ago")
        #expect(FindModel.ago(now.addingTimeInterval(-95 * 86_400), now: now) == "3 months ago")
        #expect(FindModel.ago(now.addingTimeInterval(-400 * 86_400), now: now) == "1 year ago")
    }
}
