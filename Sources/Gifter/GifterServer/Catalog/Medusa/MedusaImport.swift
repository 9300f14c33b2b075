/// One import of a Medusa store into the catalog: read every product, map each, write them as the
/// store's complete listing (so products gone from the store are withdrawn), and say what happened.
struct MedusaImport: Sendable {
    let client: MedusaStoreClient
    let mapper: MedusaProductMapper
    let store: ProductStore

    /// Skipped products are named one per line up to this many; a store with hundreds of unpriced
    /// products would otherwise bury the summary.
    static let namedSkipsLimit = 20

    func run(progress: @escaping @Sendable (String) -> Void) async throws -> MedusaImportReport {
        let region = try await client.region()
        progress("pricing in \(region.name ?? region.id) (\((region.currency_code ?? "?").uppercased()))")
        let listed = try await client.products(in: region) { read, count in progress("fetched \(read) of \(count) products") }
        var products: [Product] = []
        var skipped: [MedusaProductMapper.SkipReason: Int] = [:]
        for item in listed {
            switch mapper.map(item, currency: region.currency_code) {
            case .success(let product):
                products.append(product)
            case .failure(let skip):
                skipped[skip.reason, default: 0] += 1
                let total = skipped.values.reduce(0, +)
                if total <= Self.namedSkipsLimit { progress("skipped \(skip.handle): \(skip.reason.rawValue)") }
            }
        }
        let skippedTotal = skipped.values.reduce(0, +)
        if skippedTotal > Self.namedSkipsLimit { progress("… and \(skippedTotal - Self.namedSkipsLimit) more skipped") }
        let counts = try await store.upsert(products, source: mapper.source, withdrawMissing: true)
        let report = MedusaImportReport(counts: counts, skipped: skipped)
        progress("imported: \(report)")
        return report
    }
}

/// What one import did to the catalog, and what it left out and why.
public struct MedusaImportReport: Sendable, Equatable, CustomStringConvertible {
    public var added: Int
    public var updated: Int
    public var unchanged: Int
    public var withdrawn: Int
    /// By reason ("no price", "no title").
    public var skipped: [String: Int]

    init(counts: ProductStore.ImportCounts, skipped: [MedusaProductMapper.SkipReason: Int]) {
        added = counts.added
        updated = counts.updated
        unchanged = counts.unchanged
        withdrawn = counts.withdrawn
        self.skipped = Dictionary(uniqueKeysWithValues: skipped.map { ($0.key.rawValue, $0.value) })
    }

    public var skippedTotal: Int { skipped.values.reduce(0, +) }

    /// "3 added, 0 updated, 409 unchanged, 0 withdrawn, 2 skipped (no price)".
    public var description: String {
        let counts = "\(added) added, \(updated) updated, \(unchanged) unchanged, \(withdrawn) withdrawn, \(skippedTotal) skipped"
        let reasons = MedusaProductMapper.SkipReason.allCases.compactMap { reason in skipped[reason.rawValue].map { (reason.rawValue, $0) } }
        switch reasons.count {
        case 0: return counts
        case 1: return counts + " (\(reasons[0].0))"
        default: return counts + " (" + reasons.map { "\($0.1) \($0.0)" }.joined(separator: ", ") + ")"
        }
    }
}
