/// Autocomplete from the index: what `FlowerSearch`'s database suggestions return, with no statement
/// but the one reading the cards.
extension FlowerSearchIndex {
    /// Up to `limit` flowers for `q` (the corrected `words`, joined): shown names that start with it,
    /// alphabetically; then, among the first `FlowerSearch.suggestionCandidates` flowers in catalog
    /// order with a name matching every word, the best ranked that are not already there.
    func suggest(_ words: [String], q: String, limit: Int) -> [FlowerSearch.Ranked] {
        let starting = range(ofNameKey: Array(q.utf8), prefix: true).prefix(limit)
        let first = starting.map { FlowerSearch.Ranked(number: numbers[$0], score: FlowerRanking.namePrefix) }
        guard first.count < limit else { return first }
        let candidates = firstInCatalogOrder(of: names.matchingAll(words), count: FlowerSearch.suggestionCandidates)
        let others = rank(words, q: q, filters: FlowerFilters(), sort: .relevance, after: nil, limit: limit, among: candidates)
        let shown = Set(first.map(\.number))
        return first + others.lazy.filter { !shown.contains($0.number) }.prefix(limit - first.count)
    }

    /// The first `limit` members of `set` in catalog order. A common prefix stops early; a rare one
    /// tests each flower's bit once (100,000 bits, well under a millisecond).
    private func firstInCatalogOrder(of set: FlowerBitSet, count limit: Int) -> FlowerBitSet {
        var first = FlowerBitSet(count: count), taken = 0
        for position in catalogOrder where set.contains(Int(position)) {
            first.insert(Int(position))
            taken += 1
            if taken == limit { break }
        }
        return first
    }
}
