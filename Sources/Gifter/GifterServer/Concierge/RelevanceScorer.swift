/// How well each product suits one request: taste × tags, similarity to what was saved, the friend's own
/// wishlist, the occasion and the nudge; nil for products that must never be shown (never-gift, given,
/// saved, out of budget, withdrawn). Everything that depends only on the request is worked out once, so
/// scoring one product reads a few numbers: 50,000 products take a few milliseconds.
struct RelevanceScorer {
    let catalog: CatalogIndex
    let request: RecommendationRequest
    let vocabulary: TasteVocabulary
    private let occasionWeights: [Double]
    private let nudgeWeights: [Double]
    private let excludedTags: TagSet
    /// Products ruled out by position: saved, given, claimed, or naming a never-gift term.
    private let blocked: [Bool]
    /// Saved products grouped by their tags (people save alike things): each set once, with how many
    /// share it and the most recent of them.
    private let savedSets: [(position: Int, tags: TagSet, count: Int)]
    private let savedUnion: TagSet
    private let wished: Set<Int>
    /// The budget in pence (`ExchangeRates.base`), as the catalog's prices are compared; a bound in a
    /// currency without a rate admits nothing.
    private let budget: (min: Int, max: Int)?

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
        let saved = request.saved.compactMap { catalog.position(of: $0) }
        var groups: [(position: Int, tags: TagSet, count: Int)] = []
        for position in saved.prefix(Self.savedLimit) {
            let tags = catalog.entries[position].tags
            if let index = groups.firstIndex(where: { $0.tags == tags }) { groups[index].count += 1 } else { groups.append((position, tags, 1)) }
        }
        savedSets = groups
        savedUnion = savedSets.reduce(TagSet()) { $0.union($1.tags) }
        wished = Set(request.wished.compactMap { catalog.position(of: $0) })
        var blocked = [Bool](repeating: false, count: catalog.count)
        for position in saved { blocked[position] = true }
        for id in request.excluded { if let position = catalog.position(of: id) { blocked[position] = true } }
        for term in Set(request.neverGift.flatMap(\.terms)) {
            for position in catalog.positions(mentioning: term) { blocked[position] = true }
        }
        self.blocked = blocked
        if let range = request.budget {
            let rates = catalog.rates
            budget = (range.min.map { rates.baseMinorUnits($0) ?? .max } ?? .min, range.max.map { rates.baseMinorUnits($0) ?? .min } ?? .max)
        } else {
            budget = nil
        }
    }

    /// The score, or nil when the product must not be shown. Products shown on earlier pages are left
    /// to the caller, which checks only the few that could make the page.
    func score(_ position: Int) -> Double? {
        let entry = catalog.entries[position]
        guard entry.available, !blocked[position], !entry.tags.intersects(excludedTags) else { return nil }
        if let budget {
            // A price in a currency without a rate is not compared: left out while a budget is set.
            guard let price = entry.basePrice, price >= budget.min, price <= budget.max else { return nil }
        }
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
        if tags.intersects(savedUnion) {
            var closest = 0.0
            for saved in savedSets {
                let similarity = tags.jaccard(saved.tags)
                guard similarity >= Self.similarEnough else { continue }
                parts.similarSavedCount += saved.count
                if similarity > closest {
                    closest = similarity
                    parts.closestSaved = saved.position
                }
            }
            parts.saved = Self.savedWeight * closest
        }
        if !wished.isEmpty, wished.contains(position) { parts.wished = Self.wishedWeight }
        if request.occasion != nil { parts.occasion = tags.sum(occasionWeights) }
        if !request.nudge.isEmpty { parts.nudge = tags.sum(nudgeWeights) }
        return parts
    }
}
