import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// "Tap an occasion and I'll start shortlisting gifts right away" (§4.4, §6.2): the page asks for ideas
/// as it opens, keeps them on the phone per occasion, and asks again only when what they are drawn from
/// (the person's answers and words) or the budget changes. Requests are counted on the transport.
@Suite("Gifter occasion ideas, asked at once and kept")
@MainActor
struct OccasionIdeasTests {
    @Test("opening asks at once; an unchanged reopen shows the kept ideas without asking; new answers, new words or a new budget ask again; offline shows the kept page", arguments: TestDatabases.backends)
    func keptIdeas(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let transport = SwitchableTransport()
            let client = world.client(transport: transport)
            _ = try await client.devSignIn(name: "Mia")
            let store = try GifterStore.inMemory()
            let profile = try await client.api.createProfile(body: .json(.init(name: "James", relationship: .brother))).created.body.json
            let person = try #require(profile.person)
            let occasion = try await client.api.createOccasion(body: .json(.init(person: person, kind: .birthday, date: "1990-06-01"))).created.body.json
            let asked = { transport.count("getRecommendations") }

            // First open: the ideas come without a tap.
            let first = OccasionDetailModel(occasionID: occasion.id, client: client, store: store)
            #expect(first.occasion == nil && first.ideas == nil)
            await first.load()
            let ideas = try #require(first.ideas)
            #expect(ideas.phase == .shown && !ideas.items.isEmpty && ideas.occasionID == occasion.id)
            #expect(asked() == 1)
            let shown = ideas.items.map(\.product.id)

            // Reopened, nothing changed: the kept ideas show before the server answers, and stay.
            let second = OccasionDetailModel(occasionID: occasion.id, client: client, store: store)
            #expect(second.occasion?.id == occasion.id && second.ideas?.items.map(\.product.id) == shown)
            #expect(second.ideas?.phase == .shown)
            await second.load()
            #expect(asked() == 1 && transport.count("getOccasion") == 2)
            #expect(second.ideas?.items.map(\.product.id) == shown && second.offlineLine == nil)

            // The person's answers changed: the next open asks again.
            let quiz = try await client.api.getQuiz(query: .init(mode: .nonUser)).ok.body.json
            let question = try #require(quiz.questions.first { !$0.multiple })
            let option = try #require(question.options.first { !$0.skip })
            _ = try await client.api.putProfileAnswers(
                path: .init(profileId: profile.id), body: .json(.init(answers: [.init(questionId: question.id, optionIds: [option.id])]))
            ).ok
            let third = OccasionDetailModel(occasionID: occasion.id, client: client, store: store)
            await third.load()
            #expect(asked() == 2 && third.ideas?.phase == .shown)

            // Their three words changed (the profile edited in the app): asked again.
            let edit = ProfileEditModel(profileID: profile.id, client: client)
            await edit.load()
            edit.threeWords = "coffee snob, loves the sea"
            await edit.save()
            #expect(edit.isSaved)
            let fourth = OccasionDetailModel(occasionID: occasion.id, client: client, store: store)
            await fourth.load()
            #expect(asked() == 3)

            // A budget chosen on the page asks again, and is kept with the ideas it brought.
            let budgeted = try #require(fourth.ideas)
            await budgeted.setBudget(50)
            #expect(asked() == 4 && budgeted.budgetMax == 50)
            #expect(budgeted.items.allSatisfy { $0.product.price.amount <= 50 })
            let underFifty = budgeted.items.map(\.product.id)
            let fifth = OccasionDetailModel(occasionID: occasion.id, client: client, store: store)
            #expect(fifth.ideas?.budgetMax == 50 && fifth.ideas?.items.map(\.product.id) == underFifty)
            await fifth.load()
            #expect(asked() == 4)

            // Offline: the kept page, saying so.
            transport.mode = .offline
            let offline = OccasionDetailModel(occasionID: occasion.id, client: client, store: store)
            await offline.load()
            #expect(offline.failure == nil && offline.offlineLine != nil)
            #expect(offline.title == "Let’s find something for James." && offline.ideas?.items.map(\.product.id) == underFifty)

            // Another phone (nothing kept) asks at once too, and offline with nothing kept says it failed.
            let elsewhere = OccasionDetailModel(occasionID: occasion.id, client: client, store: try GifterStore.inMemory())
            await elsewhere.load()
            #expect(elsewhere.failure?.kind == .offline && elsewhere.occasion == nil)
        }
    }

    @Test("the server's ideasVersion: the same twice, moved by an idea saved for them, another occasion kind's differs", arguments: TestDatabases.backends)
    func version(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Mia")
            let profile = try await client.api.createProfile(body: .json(.init(name: "Ana", relationship: .sister))).created.body.json
            let person = try #require(profile.person)
            let birthday = try await client.api.createOccasion(body: .json(.init(person: person, kind: .birthday, date: "1990-06-01"))).created.body.json
            let wedding = try await client.api.createOccasion(body: .json(.init(person: person, kind: .wedding, date: "2027-06-01"))).created.body.json
            let version = { (id: String) in try await client.api.getOccasion(path: .init(occasionId: id)).ok.body.json.ideasVersion }
            let before = try #require(try await version(birthday.id))
            #expect(try await version(birthday.id) == before)
            #expect(try await version(wedding.id) != before)
            let idea = try #require(try await client.api.getRecommendations(query: .init(_for: person, limit: 1)).ok.body.json.items.first)
            _ = try await client.api.saveIdea(path: .init(person: person, productId: idea.product.id), body: .json(.init())).ok
            #expect(try await version(birthday.id) != before)
            // The list of occasions does not carry it (it is the occasion page's).
            let list = try await client.api.listOccasions().ok.body.json
            #expect((list.thisMonth + list.later).count == 2 && (list.thisMonth + list.later).allSatisfy { $0.ideasVersion == nil })
        }
    }
}
