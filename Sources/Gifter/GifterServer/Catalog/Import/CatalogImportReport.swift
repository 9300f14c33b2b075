import Foundation

/// What one import did to the catalog, and what it left out and why.
public struct CatalogImportReport: Sendable, Equatable, CustomStringConvertible {
    public var added: Int
    public var updated: Int
    public var unchanged: Int
    public var withdrawn: Int
    /// Of the products written, how many are not for sale now (out of stock): kept, not recommended.
    public var notForSale: Int
    /// By reason ("no price", "missing link").
    public var skipped: [String: Int]
    /// Set when retiring was held back: the listing named too few of the source's live products to trust.
    public var heldBack: HeldBack?

    /// The listing named `listed` of the source's `live` products (before this import); nothing was retired.
    public struct HeldBack: Sendable, Equatable, CustomStringConvertible {
        public let listed: Int
        public let live: Int
        public var description: String { "retiring held back: listing had \(listed) of \(live) live products" }
    }

    init(counts: ProductStore.ImportCounts, notForSale: Int, skipped: [String: Int]) {
        added = counts.added
        updated = counts.updated
        unchanged = counts.unchanged
        withdrawn = counts.withdrawn
        self.notForSale = notForSale
        self.skipped = skipped
        heldBack = counts.heldBack
    }

    public var skippedTotal: Int { skipped.values.reduce(0, +) }

    /// "3 added, 0 updated, 409 unchanged, 0 withdrawn, 2 skipped (no price)", with "4 not for sale"
    /// before the skips when a listing had some, and "; retiring held back: …" when it was.
    public var description: String {
        guard let heldBack else { return summary }
        return summary + "; \(heldBack)"
    }

    private var summary: String {
        var counts = "\(added) added, \(updated) updated, \(unchanged) unchanged, \(withdrawn) withdrawn"
        if notForSale > 0 { counts += ", \(notForSale) not for sale" }
        counts += ", \(skippedTotal) skipped"
        let reasons = skipped.sorted { $0.key < $1.key }
        switch reasons.count {
        case 0: return counts
        case 1: return counts + " (\(reasons[0].key))"
        default: return counts + " (" + reasons.map { "\($0.value) \($0.key)" }.joined(separator: ", ") + ")"
        }
    }
}
