import ServerKit

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
        // Shown products are dropped from the best few hundred rather than checked for every product.
        let wanted = Self.poolSize + request.shown.count + 32
        let best = Self.best(wanted, of: scored)
        let pool = Array(best.lazy.filter { !request.shown.contains(catalog.products[$0.position].id) }.prefix(Self.poolSize))
        let page = DiversePicker(catalog: catalog).pick(request.limit, from: pool)
        let writer = ReasonWriter(quiz: quiz, catalog: catalog, request: request)
        var shown = request.shown
        let items = page.map { pick -> Recommendation in
            let product = catalog.products[pick.position]
            shown.insert(product.id)
            let (reason, label) = writer.explain(pick.position, parts: scorer.parts(pick.position))
            return Recommendation(product: product, reason: reason, label: label, score: pick.score)
        }
        // Everything left was in the pool when fewer than `wanted` could be shown at all.
        return RecommendationPage(items: items, shown: shown, exhausted: best.count < wanted && pool.count <= page.count)
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

    /// The `count` highest scores, best first (ties by catalog order, so pages are reproducible): one
    /// pass with a heap of `count`, no sort of the whole catalog.
    static func best(_ count: Int, of scored: [(position: Int, score: Double)]) -> [(position: Int, score: Double)] {
        let better = { (a: (position: Int, score: Double), b: (position: Int, score: Double)) in
            a.score != b.score ? a.score > b.score : a.position < b.position
        }
        guard count > 0 else { return [] }
        guard scored.count > count else { return scored.sorted(by: better) }
        // A min-heap (the worst kept at the root) of the best seen so far.
        var heap = Array(scored.prefix(count))
        func siftDown(_ start: Int) {
            var parent = start
            while true {
                let left = 2 * parent + 1, right = left + 1
                var worst = parent
                if left < heap.count, better(heap[worst], heap[left]) { worst = left }
                if right < heap.count, better(heap[worst], heap[right]) { worst = right }
                if worst == parent { return }
                heap.swapAt(parent, worst)
                parent = worst
            }
        }
        for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
        for item in scored.dropFirst(count) where better(item, heap[0]) {
            heap[0] = item
            siftDown(0)
        }
        return heap.sorted(by: better)
    }
}
