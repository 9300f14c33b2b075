import ClientKit
import Foundation
import GifterAPI
import GifterCore
import ServerKit
import ServerKitTestSupport
import Testing

/// What the app now calls and shows: the refine quiz starting from your answers (`getTaste`) and a
/// profile's (`getProfile`), "All collections" (`listCollections`), a collection's brands leading to
/// where to buy them, and your initials on You.
@Suite("Gifter taste pre-filled, all collections, brands, initials")
@MainActor
struct TasteCollectionsAndYouTests {
    @Test("Refine my taste shows your current answers chosen; the quiz about someone shows theirs", arguments: TestDatabases.backends)
    func prefilled(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Mia")
            let light = try await client.api.getQuiz(query: .init(mode: .userLight)).ok.body.json
            let question = try #require(light.questions.first)
            let option = try #require(question.options.last { !$0.skip })
            _ = try await client.api.putTasteAnswers(body: .json(.init(answers: [.init(questionId: question.id, optionIds: [option.id])]))).ok

            let you = YouModel(client: client, sync: try world.environment(client).sync, siteURL: URL(string: "https://gifter.example")!)
            let refine = you.refineTaste()
            await refine.load()
            #expect(refine.phase == .asking && refine.chosen[question.id] == [option.id])
            #expect(refine.question?.id == question.id && refine.isChosen(option))

            let profile = try await client.api.createProfile(body: .json(.init(name: "James", relationship: .brother))).created.body.json
            let fresh = TasteQuizModel(subject: .profile(id: profile.id), client: client)
            await fresh.load()
            #expect(fresh.chosen.isEmpty)
            let about = try #require(fresh.questions.first { !$0.multiple })
            let pick = try #require(about.options.first { !$0.skip })
            _ = try await client.api.putProfileAnswers(path: .init(profileId: profile.id), body: .json(.init(answers: [.init(questionId: about.id, optionIds: [pick.id])]))).ok
            let again = TasteQuizModel(subject: .profile(id: profile.id), client: client)
            await again.load()
            #expect(again.chosen == [about.id: [pick.id]])
        }
    }

    @Test("All collections lists what Home's carousel shows; a sample brand has no store, so it shows its pieces here; Show all undoes it", arguments: TestDatabases.backends)
    func collectionsAndBrands(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Mia")
            let all = CollectionsModel(client: client)
            #expect(all.emptyLine == nil)
            await all.load()
            let home = try await client.api.getHome().ok.body.json
            #expect(!all.collections.isEmpty && all.collections.map(\.id) == home.collections.map(\.id))
            #expect(all.emptyLine == nil && CollectionsModel.title == "All collections")
            let first = try #require(all.collections.first)
            #expect(CollectionsModel.brandsLine(first) == first.brands.joined(separator: ", "))

            let page = CollectionDetailModel(collectionID: first.id, client: client)
            await page.load()
            #expect(page.brands.map(\.name) == first.brands)
            // The sample catalog's brands are invented: none has a store to send anyone to.
            #expect(page.brands.allSatisfy { $0.storeURL == nil })
            let brand = try #require(page.brands.last)
            let everything = page.products.count
            #expect(page.open(brand) == .products(brand: brand.name))
            #expect(page.brandFilter == brand.name && page.filterLine == "Only \(brand.name)")
            #expect(!page.products.isEmpty && page.products.allSatisfy { $0.brand == brand.name })
            #expect(page.products.count < everything)
            page.showAllBrands()
            #expect(page.brandFilter == nil && page.products.count == everything)

            // A brand with a real store opens it.
            let real = Components.Schemas.CollectionBrand(name: "Field Notes", storeURL: "https://fieldnotes.example/")
            #expect(page.open(real) == .store(URL(string: "https://fieldnotes.example/")!))
            #expect(page.brandFilter == nil)
            #expect(CollectionDetailModel.accessibilityHint(real) == "Opens the brand’s store.")
        }
    }

    @Test("initials from the display name: first and last word, letters first, upper-cased; You shows yours", arguments: TestDatabases.backends)
    func initials(backend: DatabaseBackend) async throws {
        #expect(PersonInitials.of("Mia Rossi") == "MR")
        #expect(PersonInitials.of("mia") == "M")
        #expect(PersonInitials.of("  Anna  Maria   de la Cruz ") == "AC")
        #expect(PersonInitials.of("(Mum)") == "M")
        #expect(PersonInitials.of("Émile Zola") == "ÉZ")
        #expect(PersonInitials.of("🎁") == "🎁")
        #expect(PersonInitials.of("   ") == "")
        try await GifterWorld.run(backend: backend) { world in
            let client = world.client()
            _ = try await client.devSignIn(name: "Mia Rossi")
            let you = YouModel(client: client, sync: try world.environment(client).sync, siteURL: URL(string: "https://gifter.example")!)
            #expect(you.initials == "")
            await you.load()
            #expect(you.initials == "MR")
        }
    }
}
