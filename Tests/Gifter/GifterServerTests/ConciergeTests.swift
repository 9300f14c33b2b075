import Foundation
@testable import GifterServer
import ServerKit
import Testing

/// The built-in engine over the real sample catalog: diversity, exclusions, honest reasons, paging.
@Suite("Gifter concierge")
struct ConciergeTests {
    let quiz = try! Quiz.shipped.get()
    let words = try! ThreeWords.shipped.get()
    let catalog = try! SampleIndex.make()
    var concierge: BuiltInConcierge { BuiltInConcierge(quiz: quiz, words: words) }

    /// Someone who likes slow coffee mornings and calm, minimal things.
    var coffeeLover: TasteAnswers {
        TasteAnswers([
            "deep-style": ["deep-style.minimal"], "deep-saturday": [quiz.question("deep-saturday")!.options[0].id],
            "deep-cup": ["deep-cup.coffee"],
        ])
    }

    func request(_ answers: TasteAnswers, subject: RecommendationRequest.Subject = .you, limit: Int = 10) -> RecommendationRequest {
        var request = RecommendationRequest(subject: subject, taste: TasteProfile(answers: answers, quiz: quiz))
        request.limit = limit
        return request
    }

    @Test("a page is varied: no two products of one kind, and fewer than half from one brand")
    func diversity() async throws {
        let page = await concierge.recommend(request(coffeeLover, limit: 10), in: catalog)
        #expect(page.items.count == 10)
        let types = page.items.map(\.product.productType)
        #expect(Set(types).count == types.count, "repeated kinds: \(types)")
        let brands = Dictionary(grouping: page.items, by: \.product.brand).mapValues(\.count)
        #expect(brands.values.max()! < 5, "\(brands)")
        // Without diversity the top ten by score alone repeat kinds: the picker changed the page.
        let scorer = RelevanceScorer(catalog: catalog, request: request(coffeeLover), vocabulary: quiz.vocabulary)
        let top = BuiltInConcierge.best(10, of: (0..<catalog.count).compactMap { p in scorer.score(p).map { (p, $0) } })
        #expect(Set(top.map { catalog.products[$0.position].productType }).count < 10 || Set(top.map { catalog.products[$0.position].brand }).count < 8)
    }

    @Test("the taste decides: coffee answers bring coffee first")
    func tasteDrives() async throws {
        let page = await concierge.recommend(request(coffeeLover, limit: 5), in: catalog)
        #expect(page.items.first!.product.tags.contains("coffee"))
        #expect(page.items.filter { $0.product.tags.contains("coffee") || $0.product.tags.contains("minimal") }.count >= 3)
    }

    @Test("never-gift rules exclude by tag and by word, across every page")
    func neverGift() async throws {
        let rules = try NeverGiftRules.shipped.get()
        var request = request(coffeeLover, subject: .them, limit: 30)
        request.neverGift = [rules.entry("hates socks"), rules.entry("doesn't drink"), rules.entry("no mugs")]
        #expect(request.neverGift[1].tags.contains("wine"))
        var seen: [Product] = []
        for _ in 0..<10 {
            let page = await concierge.recommend(request, in: catalog)
            seen += page.items.map(\.product)
            request.shown = page.shown
            if page.exhausted { break }
        }
        #expect(seen.count >= 200)
        for product in seen {
            let text = " " + PhraseKey.words(product.title + " " + product.productType).joined(separator: " ") + " "
            #expect(!text.contains(" sock ") && !text.contains(" socks "), "\(product.title)")
            #expect(!text.contains(" mug ") && !text.contains(" mugs "), "\(product.title)")
            #expect(!product.tags.contains("wine") && !product.tags.contains("beer") && !product.tags.contains("cocktails"), "\(product.title)")
        }
        // The catalog has all three: the rules, not the data, kept them out.
        #expect(catalog.products.contains { $0.title.lowercased().contains("socks") })
        #expect(catalog.products.contains { $0.title.lowercased().contains("mug") })
        #expect(catalog.products.contains { $0.tags.contains("wine") })
    }

    @Test("asking for more pages on without repeats until the catalog runs out")
    func pagingWithoutRepeats() async throws {
        var request = request(coffeeLover, limit: 10)
        // What someone asking for more ten times sees: 100 different products.
        var first: [String] = []
        for _ in 0..<10 {
            let page = await concierge.recommend(request, in: catalog)
            first += page.items.map(\.product.id)
            request.shown = page.shown
        }
        #expect(first.count == 100 && Set(first).count == 100)
        request = self.request(coffeeLover, limit: 30)
        var ids: [String] = []
        var pages = 0
        while pages < 40 {
            let page = await concierge.recommend(request, in: catalog)
            ids += page.items.map(\.product.id)
            request.shown = page.shown
            pages += 1
            if page.exhausted { break }
        }
        #expect(Set(ids).count == ids.count)
        #expect(pages < 40, "paging never ended")
        // The shown set is a Bloom filter sized for a cursor: its false positives skip a few products
        // once hundreds were shown, never repeat one. Well over half the catalog is reached.
        #expect(ids.count > catalog.count * 2 / 3, "\(ids.count) of \(catalog.count)")
    }

    @Test("a cursor's shown set survives encoding")
    func shownSetEncoding() {
        var set = ShownSet()
        for id in ["a", "stoneware-pour-over-set", "medusa:shop.example:handle"] { set.insert(id) }
        let decoded = ShownSet(encoded: set.encoded)
        #expect(decoded == set)
        #expect(decoded!.contains("stoneware-pour-over-set") && !decoded!.contains("b-product-never-shown"))
        #expect(ShownSet(encoded: "3.AAAA") == nil && ShownSet(encoded: "nonsense") == nil)
    }

    @Test("reasons quote only the person's own answers; labels name the answer's topic or a saved product")
    func honestReasons() async throws {
        let answers = coffeeLover
        let page = await concierge.recommend(request(answers, limit: 10), in: catalog)
        let chosen = answers.choices.values.flatMap { $0 }.compactMap { quiz.option($0) }
        let allowedQuotes = chosen.compactMap { pair in pair.question.because.map { $0.replacingOccurrences(of: "{answer}", with: pair.option.answer ?? "") } }
        let otherQuotes = quiz.questions.flatMap { question in
            question.options.filter { option in !chosen.contains { $0.option.id == option.id } && option.answer != nil }
                .compactMap { option in question.because.map { $0.replacingOccurrences(of: "{answer}", with: option.answer!) } }
        }
        for item in page.items {
            #expect(!item.reason.isEmpty && !item.reason.contains("!"))
            if item.reason.hasPrefix("You said ") {
                #expect(allowedQuotes.contains { item.reason.contains($0) }, "\(item.reason)")
            }
            for quote in otherQuotes where !allowedQuotes.contains(quote) {
                #expect(!item.reason.contains("You said " + quote), "\(item.reason) quotes an answer not given")
            }
        }
        #expect(page.items.contains { $0.reason.hasPrefix("You said ") })
        let topics = chosen.compactMap(\.option.topic)
        #expect(page.items.contains { item in topics.contains { item.label == "Matches your \($0) answers" } })
    }

    @Test("saved products: the same one is not shown again, similar ones rise and the reason names the real one")
    func savedItems() async throws {
        let saved = try #require(catalog.product("stoneware-pour-over-set"))
        var request = request(TasteAnswers(), limit: 10)
        request.saved = [saved.id]
        let page = await concierge.recommend(request, in: catalog)
        #expect(!page.items.contains { $0.product.id == saved.id })
        let first = try #require(page.items.first)
        #expect(first.label == "Because you liked \(saved.title)", "\(first.label)")
        #expect(first.reason.contains("the \(saved.title)"))
        #expect(Set(first.product.tags).intersection(saved.tags).count >= 2)
    }

    @Test("a friend's own wishlist comes first, and says so")
    func wishedFirst() async throws {
        var request = request(coffeeLover, subject: .them, limit: 5)
        request.wished = ["lambswool-throw", catalog.products[200].id]
        let page = await concierge.recommend(request, in: catalog)
        #expect(request.wished.contains(page.items[0].product.id))
        #expect(page.items[0].label == "On their wishlist")
        #expect(page.items[0].reason.contains("on their own wishlist"))
    }

    @Test("budget and occasion: only affordable products, and a baby occasion brings baby things")
    func budgetAndOccasion() async throws {
        var request = request(TasteAnswers(), subject: .them, limit: 10)
        request.budget = Quiz.Budget(min: nil, max: Money(minorUnits: 3000, currency: "GBP"))
        request.occasion = .baby
        let page = await concierge.recommend(request, in: catalog)
        #expect(page.items.allSatisfy { $0.product.price.minorUnits <= 3000 })
        #expect(page.items.prefix(3).allSatisfy { $0.product.tags.contains("baby") }, "\(page.items.prefix(3).map(\.product.title))")
        #expect(page.items[0].reason.contains("It suits a new baby."))
    }

    @Test("someone who skipped everything still gets a page, with a plain reason")
    func neutralTaste() async throws {
        let page = await concierge.recommend(request(TasteAnswers(["deep-style": ["deep-style.skip"]]), limit: 5), in: catalog)
        #expect(page.items.count == 5)
        #expect(page.items.allSatisfy { $0.reason.hasPrefix("I’m still learning your taste") && $0.label == "A good place to start" })
    }

    @Test("three words read through the synonyms")
    func threeWords() {
        let read = words.read("Coffee snob, outdoorsy and loves books")
        let tags = Set(read.flatMap(\.tags))
        #expect(tags.isSuperset(of: ["coffee", "outdoors", "books"]), "\(read)")
        #expect(words.read("zxqv").isEmpty)
    }
}
