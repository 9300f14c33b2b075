/// How well each product suits one request: taste × tags, similarity to what was saved, the friend's own
/// wishlist, the occasion and the nudge; nil for products that must never be shown (never-gift, given,
/// saved, out of budget, withdrawn).
struct RelevanceScorer {
    let catalog: CatalogIndex
    let request: RecommendationRequest
    let vocabulary: TasteVocabulary
    private let occasionWeights: [Double]
    private let nudgeWeights: [Double]
    private let excludedTags: TagSet
    private let terms: [String]
    private let savedSets: [(position: Int, tags: TagSet)]
    private let wished: Set<Int>
    private let hidden: Set<Int>

    /// How much the closest saved product adds, times its tag similarity (from 0.3 up).
    static let savedWeight = 0.8
    static let similarEnough = 0.3
    /// What being on a friend's own wishlist adds: they asked for it.
    static let wishedWeight = 2.0
    static let nudgeWeight = 0.6
    /// At most this many saved products are compared (the most recent).
    static let savedLimit = 50

    init(catalog: CatalogIndex, request: RecommendationRequest, vocabulary: TasteVocabulary) {
        self.catalog = catalog
        self.request = request
        self.vocabulary = vocabulary
        var occasion = [Double](repeating: 0, count: vocabulary.count)
        for (tag, weight) in request.occasion?.fit ?? [:] { if let index = vocabulary.index(of: tag) { occasion[index] = weight } }
        occasionWeights = occasion
        var nudge = [Double](repeating: 0, count: vocabulary.count)
        for match in request.nudge { for tag in match.tags { if let index = vocabulary.index(of: tag) { nudge[index] = Self.nudgeWeight } } }
        nudgeWeights = nudge
        excludedTags = vocabulary.set(request.neverGift.flatMap(\.tags))
        terms = Array(Set(request.neverGift.flatMap(\.terms).map { PhraseKey.words($0).joined(separator: " ") }.filter { !$0.isEmpty }))
        let saved = request.saved.compactMap { catalog.position(of: $0) }
        savedSets = saved.prefix(Self.savedLimit).map { ($0, catalog.entries[$0].tags) }
        wished = Set(request.wished.compactMap { catalog.position(of: $0) })
        hidden = Set(saved).union(request.excluded.compactMap { catalog.position(of: $0) })
    }

    /// Whether never-gift rules rule the product out.
    func isNeverGift(_ position: Int) -> Bool {
        if catalog.entries[position].tags.intersects(excludedTags) { return true }
        return terms.contains { catalog.mentions(position, term: $0) }
    }

    func withinBudget(_ product: Product) -> Bool {
        guard let budget = request.budget else { return true }
        for bound in [budget.min, budget.max].compactMap({ $0 }) where bound.currency != product.price.currency { return false }
        if let min = budget.min, product.price < min { return false }
        if let max = budget.max, product.price > max { return false }
        return true
    }

    /// The score, or nil when the product must not be shown.
    func score(_ position: Int) -> Double? {
        let entry = catalog.entries[position]
        guard entry.available, !hidden.contains(position), !request.shown.contains(catalog.products[position].id),
              withinBudget(catalog.products[position]), !isNeverGift(position) else { return nil }
        return parts(position).total
    }

    /// Each part of a score, for explaining it.
    struct Parts {
        var taste = 0.0
        var saved = 0.0
        /// The saved product most like this one.
        var closestSaved: Int?
        var similarSavedCount = 0
        var wished = 0.0
        var occasion = 0.0
        var nudge = 0.0
        var total: Double { taste + saved + wished + occasion + nudge }
    }

    func parts(_ position: Int) -> Parts {
        let tags = catalog.entries[position].tags
        var parts = Parts()
        // Divided by √(tag count): a product is not better for having more tags.
        parts.taste = tags.sum(request.taste.weights) / Double(max(tags.count, 1)).squareRoot()
        var closest = 0.0
        for saved in savedSets {
            let similarity = tags.jaccard(saved.tags)
            guard similarity >= Self.similarEnough else { continue }
            parts.similarSavedCount += 1
            if similarity > closest {
                closest = similarity
                parts.closestSaved = saved.position
            }
        }
        parts.saved = Self.savedWeight * closest
        if wished.contains(position) { parts.wished = Self.wishedWeight }
        parts.occasion = tags.sum(occasionWeights)
        parts.nudge = tags.sum(nudgeWeights)
        return parts
    }
}
