import Foundation

/// Turns a Shopify product into a Gifter `Product`, or says why it cannot be one.
struct ShopifyProductMapper: Sendable {
    /// Lower-case host of the shop, without its port: ids and the source carry it.
    let shopHost: String
    /// Where shoppers buy: `<shop>/products/<handle>`.
    let shop: URL
    /// The brand of products without a vendor.
    let shopName: String
    /// products.json carries no currency; the shop's (from `--currency` or its meta.json).
    let currency: String
    let tagger: CatalogTagger

    init(shop: URL, shopName: String?, currency: String, threeWords: ThreeWords) {
        shopHost = (shop.host ?? "").lowercased()
        self.shop = shop
        self.shopName = CatalogText.nonEmpty(shopName) ?? shopHost
        self.currency = currency.uppercased()
        tagger = CatalogTagger(threeWords: threeWords)
    }

    var source: String { CatalogText.sourceName("shopify", shopHost) }

    /// The product, and whether any variant of it is for sale now.
    func map(_ item: ShopifyStorefrontAPI.Product) -> Result<(product: Product, forSale: Bool), CatalogSkip> {
        let handle = CatalogText.nonEmpty(item.handle) ?? item.id.text
        let title = CatalogText.bounded(CatalogText.clean(item.title ?? ""), to: CatalogText.maximumTitleLength)
        guard !title.isEmpty else { return .failure(CatalogSkip(handle: handle, reason: .noTitle)) }
        guard let (price, forSale) = lowestPrice(item.variants ?? []) else { return .failure(CatalogSkip(handle: handle, reason: .noPrice)) }
        let productType = CatalogText.nonEmpty(item.product_type) ?? ""
        let labels = [productType] + (item.tags?.values ?? []).map(CatalogText.clean)
        let images = (item.images ?? []).enumerated()
            .sorted { ($0.element.position ?? $0.offset, $0.offset) < ($1.element.position ?? $1.offset, $1.offset) }
            .compactMap(\.element.src)
        return .success((Product(
            id: CatalogText.productID(source: source, key: handle),
            brand: CatalogText.nonEmpty(item.vendor).map { CatalogText.bounded($0, to: CatalogText.maximumBrandLength) } ?? shopName,
            brandInvented: false,
            title: title,
            description: CatalogText.bounded(CatalogText.plainText(fromHTML: item.body_html ?? ""), to: CatalogText.maximumDescriptionLength),
            price: price,
            tags: tagger.tags(for: labels, price: price),
            productType: productType,
            storeURL: CatalogText.productLink(storefront: shop, handle: handle),
            images: CatalogText.images(images),
            source: source
        ), forSale))
    }

    /// "From £12": the cheapest variant for sale; when none is, the cheapest of all (the product is
    /// kept, not recommended). Variants without a readable price above nothing do not count.
    func lowestPrice(_ variants: [ShopifyStorefrontAPI.Variant]) -> (Money, forSale: Bool)? {
        let priced = variants.compactMap { variant -> (Money, Bool)? in
            guard let text = variant.price?.text, let price = Money(decimal: text.trimmingCharacters(in: .whitespaces), currency: currency) else {
                return nil
            }
            return (price, variant.available ?? true)
        }
        if let cheapest = priced.filter(\.1).map(\.0).min() { return (cheapest, true) }
        return priced.map(\.0).min().map { ($0, false) }
    }
}
