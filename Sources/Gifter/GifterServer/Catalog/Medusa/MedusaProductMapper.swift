import Foundation

/// Turns a Medusa product into a Gifter `Product`, or says why it cannot be one.
struct MedusaProductMapper: Sendable {
    /// Lower-case host of the store's API: ids and the source name carry it, so two stores' products
    /// never share an id and one store's import never withdraws another's products. The port is left
    /// out so a store that moves port keeps its ids.
    let storeHost: String
    /// Where shoppers buy: `<storefront>/products/<handle>`.
    let storefront: URL
    /// The brand of products that name none (no metadata `brand`, no collection).
    let storeName: String
    let tagger: CatalogTagger

    init(store: URL, storefront: URL, storeName: String?, threeWords: ThreeWords) {
        storeHost = (store.host ?? "").lowercased()
        self.storefront = storefront
        self.storeName = CatalogText.nonEmpty(storeName) ?? storeHost
        tagger = CatalogTagger(threeWords: threeWords)
    }

    var source: String { CatalogText.sourceName("medusa", storeHost) }

    func map(_ item: MedusaStoreAPI.Product, currency: String?) -> Result<Product, CatalogSkip> {
        let handle = CatalogText.nonEmpty(item.handle) ?? item.id
        let title = CatalogText.bounded(CatalogText.clean(item.title ?? ""), to: CatalogText.maximumTitleLength)
        guard !title.isEmpty else { return .failure(CatalogSkip(handle: handle, reason: .noTitle)) }
        guard let price = Self.lowestPrice(item.variants ?? [], currency: currency) else {
            return .failure(CatalogSkip(handle: handle, reason: .noPrice))
        }
        let categories = (item.categories ?? []).compactMap { CatalogText.nonEmpty($0.name) }
        let productType = CatalogText.nonEmpty(item.type?.value) ?? categories.first ?? ""
        let labels = categories + (item.tags ?? []).compactMap(\.value).map(CatalogText.clean) + [productType]
        return .success(Product(
            id: CatalogText.productID(source: source, key: handle),
            brand: brand(of: item),
            brandInvented: false,
            title: title,
            description: Self.description(of: item),
            price: price,
            tags: tagger.tags(for: labels, price: price),
            productType: productType,
            storeURL: CatalogText.productLink(storefront: storefront, handle: handle),
            images: Self.images(of: item),
            source: source
        ))
    }

    // MARK: - Fields

    /// An explicit `brand` in the product's metadata is the most specific; a collection often names the
    /// brand in single-brand shops and marketplaces alike; the store itself is the last resort.
    func brand(of item: MedusaStoreAPI.Product) -> String {
        for candidate in [item.metadata?.brand, item.collection?.title] {
            if let name = CatalogText.nonEmpty(candidate) { return CatalogText.bounded(name, to: CatalogText.maximumBrandLength) }
        }
        return storeName
    }

    /// Above this an amount is a data error (and hundredths of it would overflow `Int`).
    static let maximumAmount = 1_000_000_000.0

    /// The cheapest variant's calculated price, in the region's currency: "from £12" is what a card
    /// shows. Variants without a price in the region, or priced at nothing, do not count.
    static func lowestPrice(_ variants: [MedusaStoreAPI.Variant], currency: String?) -> Money? {
        let prices = variants.compactMap { variant -> Money? in
            guard let calculated = variant.calculated_price, let amount = calculated.calculated_amount, amount.isFinite, amount > 0,
                  amount < maximumAmount, let code = calculated.currency_code, code.count == 3
            else { return nil }
            if let currency, currency.lowercased() != code.lowercased() { return nil }
            // Medusa v2 amounts are major units (19.99); Money keeps hundredths.
            return Money(major: amount, currency: code)
        }
        return prices.min()
    }

    /// The description, else the subtitle: whitespace collapsed, cut at a word when long.
    static func description(of item: MedusaStoreAPI.Product) -> String {
        let text = [item.description, item.subtitle].lazy.compactMap(CatalogText.nonEmpty).first ?? ""
        return CatalogText.bounded(text, to: CatalogText.maximumDescriptionLength)
    }

    /// Thumbnail first, then the gallery in the store's order; http(s) only (a data: or javascript:
    /// URL has no business in a product card), each once.
    static func images(of item: MedusaStoreAPI.Product) -> [ProductImage] {
        let gallery = (item.images ?? []).enumerated()
            .sorted { ($0.element.rank ?? $0.offset, $0.offset) < ($1.element.rank ?? $1.offset, $1.offset) }
            .compactMap(\.element.url)
        return CatalogText.images([item.thumbnail].compactMap { $0 } + gallery)
    }
}
