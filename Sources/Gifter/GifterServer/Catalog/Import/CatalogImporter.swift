import Foundation

/// The one path every source's import takes: read the listing, name what was skipped, write it as the
/// source's complete listing (products gone from it are withdrawn, kept for the saves that name them),
/// and say what happened.
struct CatalogImporter: Sendable {
    let store: ProductStore
    /// The operator's `--allow-mass-withdrawal`: retire what the listing lacks even when that is most of
    /// the shop (it did close, or changed its whole range). The periodic job never sets it.
    var allowMassWithdrawal = false

    /// Skipped products are named one per line up to this many; a shop with hundreds of unpriced
    /// products would otherwise bury the summary.
    static let namedSkipsLimit = 20

    func run(_ source: any CatalogSource, progress: @escaping @Sendable (String) -> Void) async throws -> CatalogImportReport {
        let listing = try await source.read(progress: progress)
        for skip in listing.skipped.prefix(Self.namedSkipsLimit) { progress("skipped \(skip.handle): \(skip.reason.rawValue)") }
        if listing.skipped.count > Self.namedSkipsLimit { progress("… and \(listing.skipped.count - Self.namedSkipsLimit) more skipped") }
        let counts = try await store.upsert(
            listing.products, source: source.source, withdrawMissing: true, unavailable: listing.unavailable,
            allowMassWithdrawal: allowMassWithdrawal
        )
        var skipped: [String: Int] = [:]
        for skip in listing.skipped { skipped[skip.reason.rawValue, default: 0] += 1 }
        let report = CatalogImportReport(counts: counts, notForSale: listing.unavailable.count, skipped: skipped)
        progress("imported: \(report)")
        return report
    }
}
