import Foundation

/// A Shopify storefront as a catalog source: the shop's currency (given, else its meta.json's), then
/// every product of its products.json, each mapped.
struct ShopifyImport: CatalogSource {
    let client: ShopifyStorefrontClient
    /// `--currency`; nil reads the shop's meta.json.
    let currency: String?
    /// `--store-name`; nil takes the meta.json's name, else the host.
    let shopName: String?
    let threeWords: ThreeWords

    var source: String { CatalogText.sourceName("shopify", (client.shop.host ?? "").lowercased()) }

    func read(progress: @escaping @Sendable (String) -> Void) async throws -> CatalogListing {
        let meta = currency == nil || shopName == nil ? try await client.meta() : nil
        guard let currency = currency ?? meta?.currency.flatMap({ Money.isCurrencyCode($0) ? $0 : nil }) else {
            throw CatalogImportError.noCurrency(shop: client.shop.absoluteString)
        }
        let mapper = ShopifyProductMapper(shop: client.shop, shopName: shopName ?? meta?.name, currency: currency, threeWords: threeWords)
        progress("pricing in \(mapper.currency)")
        let listed = try await client.products { read in progress("fetched \(read) products") }
        var listing = CatalogListing()
        for item in listed {
            switch mapper.map(item) {
            case .success(let (product, forSale)):
                listing.products.append(product)
                if !forSale { listing.unavailable.insert(product.id) }
            case .failure(let skip):
                listing.skipped.append(skip)
            }
        }
        return listing
    }
}
