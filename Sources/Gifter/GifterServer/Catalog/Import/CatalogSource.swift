import Foundation

/// A shop the catalog imports from (a Medusa store, a Shopify storefront, a Merchant Center feed):
/// it reads its whole listing; `CatalogImporter` writes it.
protocol CatalogSource: Sendable {
    /// The products' `source`, e.g. `shopify:shop.example`: an import withdraws only this source's
    /// products, and ids carry it so no two sources share one.
    var source: String { get }
    /// Every product the shop lists now, mapped. Throws when the listing cannot be read whole: a partial
    /// listing must not be written, as the missing products would be withdrawn.
    func read(progress: @escaping @Sendable (String) -> Void) async throws -> CatalogListing
}
