import Foundation
import Logging
import ServerKit

/// What `Benchmarks/GifterBenchmark` needs from inside Gifter: a synthetic catalog at scale, derived from
/// the sample, and the concierge called directly so its time can be measured apart from HTTP. Not used
/// by the server.
public struct GifterBenchmarkHooks: Sendable {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Writes `count` products derived from the sample catalog (source `synthetic`): each sample product
    /// again under other brands, at prices from 70% to 130% of its own, a third of them with one taste tag
    /// fewer. Unchanged products are not rewritten, so a second run is quick.
    public func importSynthetic(count: Int, progress: @escaping @Sendable (String) -> Void) async throws {
        let products = try Self.synthetic(count: count)
        let store = ProductStore(database: database, wallClock: SystemWallClock())
        var total = ProductStore.ImportCounts()
        // In batches, so each transaction stays short and progress shows.
        let batch = 5_000
        for start in stride(from: 0, to: products.count, by: batch) {
            let slice = Array(products[start..<min(start + batch, products.count)])
            // Not withdrawing the rest: each batch is part of one load.
            let counts = try await store.upsert(slice, source: "synthetic", withdrawMissing: false)
            total.added += counts.added
            total.updated += counts.updated
            total.unchanged += counts.unchanged
            progress("synthetic catalog: \(min(start + batch, products.count)) of \(products.count) (\(total))")
        }
    }

    static func synthetic(count: Int) throws -> [Product] {
        let sample = try SampleCatalog.products.get()
        return (0..<count).map { index in
            let base = sample[index % sample.count]
            let variant = index / sample.count
            // A fixed mix per product, so runs are repeatable.
            let mix = UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
            let factor = 0.7 + 0.6 * Double(mix >> 40 & 0xFFFF) / 65_535
            let price = Money(minorUnits: max(100, Int((Double(base.price.minorUnits) * factor).rounded())), currency: base.price.currency)
            var tags = base.tags.filter { !PriceBand.all.contains($0) }
            if variant % 3 == 1, tags.count > 2 { tags.remove(at: Int((mix >> 20) % UInt64(tags.count))) }
            tags.append(PriceBand.tag(for: price))
            var product = base
            product.id = "synthetic:\(base.id):\(variant)"
            product.brand = "\(base.brand) \(["Studio", "Workshop", "House", "Co.", "Editions"][variant % 5]) \(variant / 5 + 1)"
            product.price = price
            product.tags = tags
            product.source = "synthetic"
            return product
        }
    }

    /// One first page of recommendations for someone with `answers` who saved `saved`, straight from the built-in engine over
    /// the loaded catalog; returns how many products it picked.
    public func recommend(answers: [String: [String]], saved: [String] = [], catalog: CatalogIndex? = nil) async throws -> Int {
        let quiz = try Quiz.shipped.get()
        let index: CatalogIndex
        if let catalog { index = catalog } else { index = try await loadCatalog() }
        var request = RecommendationRequest(subject: .you, taste: TasteProfile(answers: TasteAnswers(answers), quiz: quiz))
        request.saved = saved
        return await BuiltInConcierge(quiz: quiz, words: try ThreeWords.shipped.get()).recommend(request, in: index).items.count
    }

    /// The catalog as the server loads it.
    public func loadCatalog() async throws -> CatalogIndex {
        try await CatalogCache(store: ProductStore(database: database, wallClock: SystemWallClock()), vocabulary: try Quiz.shipped.get().vocabulary).reload()
    }
}
