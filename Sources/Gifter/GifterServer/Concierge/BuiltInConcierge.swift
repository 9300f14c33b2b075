/// Gifter's own engine: scores every product for the request, keeps the best few hundred, picks a
/// varied page from them by maximal marginal relevance, and explains each pick. Deterministic and
/// offline.
public struct BuiltInConcierge: Concierge {
    let quiz: Quiz
    let words: ThreeWords

    /// Candidates MMR chooses among: enough for variety, few enough to stay fast.
    static let poolSize = 300

    init(quiz: Quiz, words: ThreeWords) {
        self.quiz = quiz
        self.words = words
    }

    public func recommend(_ request: RecommendationRequest, in catalog: CatalogIndex) async -> RecommendationPage {
        rank(request, in: catalog)
    }

    /// The page, synchronously (what `recommend` answers).
    func rank(_ request: RecommendationRequest, in catalog: CatalogIndex) -> RecommendationPage {
        let scorer = RelevanceScorer(catalog: catalog, request: request, vocabulary: quiz.vocabulary)
        var scored: [(position: Int, score: Double)] = []
        scored.reserveCapacity(catalog.count)
        for position in 0..<catalog.count {
            if let score = scorer.score(position) { scored.append((position, score)) }
        }
        let pool = Self.best(Self.poolSize, of: scored)
        let page = DiversePicker(catalog: catalog).pick(request.limit, from: pool)
        let writer = ReasonWriter(quiz: quiz, catalog: catalog, request: request)
        var shown = request.shown
        let items = page.map { pick -> Recommendation in
            let product = catalog.products[pick.position]
            shown.insert(product.id)
            let (reason, label) = writer.explain(pick.position, parts: scorer.parts(pick.position))
            return Recommendation(product: product, reason: reason, label: label, score: pick.score)
        }
        return RecommendationPage(items: items, shown: shown, exhausted: scored.count <= page.count)
    }

    /// Why the product would be picked for the request (the detail page's "Why I picked this"), or nil
    /// when it never would be (never-gift, out of budget, already given).
    func explain(_ id: String, for request: RecommendationRequest, in catalog: CatalogIndex) -> (reason: String, label: String)? {
        guard let position = catalog.position(of: id) else { return nil }
        var request = request
        // The page shows the product itself: being saved or shown before does not hide it here.
        request.saved.removeAll { $0 == id }
        request.shown = ShownSet()
        let scorer = RelevanceScorer(catalog: catalog, request: request, vocabulary: quiz.vocabulary)
        guard scorer.score(position) != nil else { return nil }
        return ReasonWriter(quiz: quiz, catalog: catalog, request: request).explain(position, parts: scorer.parts(position))
    }

    public func readWords(_ text: String) async -> [WordsMatch] {
        words.read(text).map { WordsMatch(phrase: $0.phrase, tags: $0.tags) }
    }

    /// The `count` highest scores, best first (ties by catalog order, so pages are reproducible).
    static func best(_ count: Int, of scored: [(position: Int, score: Double)]) -> [(position: Int, score: Double)] {
        let ordered = { (a: (position: Int, score: Double), b: (position: Int, score: Double)) in
            a.score != b.score ? a.score > b.score : a.position < b.position
        }
        guard scored.count > count else { return scored.sorted(by: ordered) }
        // One pass keeping the best `count` in a sorted buffer: no sort of the whole catalog.
        var buffer = Array(scored.prefix(count)).sorted(by: ordered)
        for item in scored.dropFirst(count) where ordered(item, buffer[buffer.count - 1]) {
            var low = 0, high = buffer.count - 1
            while low < high {
                let middle = (low + high) / 2
                if ordered(item, buffer[middle]) { high = middle } else { low = middle + 1 }
            }
            buffer.insert(item, at: low)
            buffer.removeLast()
        }
        return buffer
    }
}
