import Foundation

/// Turns a Merchant Center feed item into a Gifter `Product` by Google's product data specification,
/// or says why it cannot be one.
///
/// Required by the specification and checked here: `id`, `title`, `description`, `link`, `image_link`,
/// `availability` (in_stock, out_of_stock, preorder, backorder) and `price` ("15.00 USD"); `brand`, which
/// Google requires for new products except media (books, films, music; their brand falls back to the
/// shop's host, from the item's link); `condition` when given (new, refurbished, used). `gtin` and `mpn` are required by Google
/// only where the manufacturer assigned one, which a feed cannot show; Gifter does not use them, so they
/// are not checked. A `sale_price` counts when its `sale_price_effective_date` (if any) covers now.
struct MerchantFeedMapper: Sendable {
    /// `MerchantFeedImport.sourceName`'s `merchant:<feed>-<digest>`: one feed's import withdraws only its
    /// own products.
    let source: String
    let tagger: CatalogTagger

    init(source: String, threeWords: ThreeWords) {
        self.source = source
        tagger = CatalogTagger(threeWords: threeWords)
    }

    static let required = ["id", "title", "description", "link", "image_link", "availability", "price"]
    static let forSale: Set<String> = ["in_stock", "preorder", "backorder"]
    static let conditions: Set<String> = ["new", "refurbished", "used"]

    /// The product, and whether it is for sale now (`out_of_stock` is kept, not recommended).
    func map(_ item: MerchantFeedItem, now: Date) -> Result<(product: Product, forSale: Bool), CatalogSkip> {
        let handle = item.value("id") ?? "row \(item.position)"
        if let absent = Self.required.first(where: { item.value($0) == nil }) { return .failure(CatalogSkip(handle: handle, reason: .missing(absent))) }
        let availability = item.value("availability")!.lowercased().replacingOccurrences(of: " ", with: "_")
        guard Self.forSale.contains(availability) || availability == "out_of_stock" else {
            return .failure(CatalogSkip(handle: handle, reason: .unknownAvailability))
        }
        if let condition = item.value("condition"), !Self.conditions.contains(condition.lowercased()) {
            return .failure(CatalogSkip(handle: handle, reason: .unknownCondition))
        }
        guard let regular = Self.price(item.value("price")!) else { return .failure(CatalogSkip(handle: handle, reason: .badPrice)) }
        guard let link = CatalogText.webURL(item.value("link")!) else { return .failure(CatalogSkip(handle: handle, reason: .badLink)) }
        let categories = Self.path(item.value("google_product_category"))
        let types = Self.path(item.value("product_type"))
        let isMedia = categories.first?.lowercased() == "media" || item.value("google_product_category") == "783"
        guard let brand = item.value("brand") ?? (isMedia ? URL(string: link)?.host : nil) else { return .failure(CatalogSkip(handle: handle, reason: .missing("brand"))) }
        let price = Self.salePrice(item, regular: regular, now: now) ?? regular
        let productType = types.last ?? categories.last ?? ""
        return .success((Product(
            id: CatalogText.productID(source: source, key: handle),
            brand: CatalogText.bounded(brand, to: CatalogText.maximumBrandLength),
            brandInvented: false,
            title: CatalogText.bounded(item.value("title")!, to: CatalogText.maximumTitleLength),
            description: CatalogText.bounded(CatalogText.plainText(fromHTML: item.value("description")!), to: CatalogText.maximumDescriptionLength),
            price: price,
            tags: tagger.tags(for: types + categories, price: price),
            productType: productType,
            storeURL: link,
            images: CatalogText.images([item.value("image_link")!] + item.values("additional_image_link")),
            source: source
        ), Self.forSale.contains(availability)))
    }

    /// "Home & Garden > Kitchen & Dining > Mugs" → its parts; a numeric Google category id says nothing
    /// in words and gives none.
    static func path(_ value: String?) -> [String] {
        guard let value, !value.allSatisfy(\.isASCIIDigit) else { return [] }
        return value.split(separator: ">").compactMap { CatalogText.nonEmpty(String($0)) }
    }

    /// "15.00 USD" as the specification writes it (also "USD 15.00"); nil when unreadable.
    static func price(_ text: String) -> Money? {
        let parts = text.split(separator: " ").map(String.init)
        guard parts.count == 2 else { return nil }
        let (amount, currency) = Money.isCurrencyCode(parts[1]) ? (parts[0], parts[1]) : (parts[1], parts[0])
        return Money(decimal: amount, currency: currency.uppercased())
    }

    /// The sale price when it is readable, in the price's currency, lower, and its effective dates (if
    /// given) cover `now`.
    static func salePrice(_ item: MerchantFeedItem, regular: Money, now: Date) -> Money? {
        guard let text = item.value("sale_price"), let sale = price(text), sale.currency == regular.currency, sale < regular else { return nil }
        guard let period = item.value("sale_price_effective_date") else { return sale }
        let ends = period.split(separator: "/", maxSplits: 1).map { String($0).trimmingCharacters(in: .whitespaces) }
        guard ends.count == 2, let start = MerchantFeedDate.parse(ends[0]), let end = MerchantFeedDate.parse(ends[1]) else { return nil }
        return start <= now && now < end ? sale : nil
    }
}

/// The specification's ISO 8601 dates: `2016-02-24T11:07+0100`, `2016-02-24T11:07Z`, with seconds, with
/// `+01:00`, or a bare date (midnight UTC).
enum MerchantFeedDate {
    private static let formats = [
        "yyyy-MM-dd'T'HH:mmZ", "yyyy-MM-dd'T'HH:mm:ssZ", "yyyy-MM-dd'T'HH:mmXXXXX", "yyyy-MM-dd'T'HH:mm:ssXXXXX",
        "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", "yyyy-MM-dd",
    ]

    static func parse(_ text: String) -> Date? {
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
