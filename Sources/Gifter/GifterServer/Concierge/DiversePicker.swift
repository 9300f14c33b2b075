/// Maximal marginal relevance: each pick is the candidate best balancing its own relevance against its
/// likeness to what is already on the page, so a page is never five mugs.
struct DiversePicker {
    /// Relevance against diversity: 1 would rank purely by score.
    static let lambda = 0.7

    let catalog: CatalogIndex

    /// How alike two products are, 0 to 1: shared tags, the same kind of thing, the same brand.
    func similarity(_ a: Int, _ b: Int) -> Double {
        let first = catalog.entries[a], second = catalog.entries[b]
        var similarity = first.tags.jaccard(second.tags)
        if first.kind == second.kind { similarity = max(similarity, 0.9) }
        if first.brand == second.brand { similarity = min(1, similarity + 0.15) }
        return similarity
    }

    /// Picks `count` of `candidates` (position, score; best first) in page order.
    func pick(_ count: Int, from candidates: [(position: Int, score: Double)]) -> [(position: Int, score: Double)] {
        guard let best = candidates.first?.score, let worst = candidates.last?.score else { return [] }
        let span = max(best - worst, 1e-9)
        var remaining = candidates.map { (position: $0.position, score: $0.score, relevance: ($0.score - worst) / span, likeness: 0.0) }
        var page: [(position: Int, score: Double)] = []
        while page.count < count, !remaining.isEmpty {
            var chosen = 0
            var chosenValue = -Double.infinity
            for (offset, candidate) in remaining.enumerated() {
                let value = Self.lambda * candidate.relevance - (1 - Self.lambda) * candidate.likeness
                if value > chosenValue {
                    chosenValue = value
                    chosen = offset
                }
            }
            let picked = remaining.remove(at: chosen)
            page.append((picked.position, picked.score))
            for offset in remaining.indices {
                remaining[offset].likeness = max(remaining[offset].likeness, similarity(remaining[offset].position, picked.position))
            }
        }
        return page
    }
}
