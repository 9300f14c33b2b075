import Foundation

/// Turns a Medusa product into a Gifter `Product`, or says why it cannot be one.
struct MedusaProductMapper: Sendable {
    /// Why a listed product is left out of the catalog.
    enum SkipReason: String, Sendable, CaseIterable, Comparable {
        case noPrice = "no price"
        case noTitle = "no title"

        static func < (lhs: SkipReason, rhs: SkipReason) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// Lower-case host of the store's API: ids and the source name carry it, so two stores' products
    /// never share an id and one store's import never withdraws another's products. The port is left
    /// out so a store that moves port keeps its ids.
    let storeHost: String
    /// Where shoppers buy: `<storefront>/products/<handle>`.
    let storefront: URL
    /// The brand of products that name none (no metadata `brand`, no collection).
    let storeName: String
    let threeWords: ThreeWords

    static let maximumTitleLength = 200
    /// The detail page shows a short description; longer ones are cut at a word.
    static let maximumDescriptionLength = 600
    static let maximumImages = 10

    init(store: URL, storefront: URL, storeName: String?, threeWords: ThreeWords) {
        storeHost = (store.host ?? "").lowercased()
        self.storefront = storefront
        let named = storeName.map(Self.clean) ?? ""
        self.storeName = named.isEmpty ? storeHost : named
        self.threeWords = threeWords
    }

    var source: String { "medusa:\(storeHost)" }

    func map(_ item: MedusaStoreAPI.Product, currency: String?) -> Result<Product, SkipFailure> {
        let handle = item.handle.map(Self.clean).flatMap { $0.isEmpty ? nil : $0 } ?? item.id
        let title = Self.bounded(Self.clean(item.title ?? ""), to: Self.maximumTitleLength)
        guard !title.isEmpty else { return .failure(SkipFailure(handle: handle, reason: .noTitle)) }
        guard let price = Self.lowestPrice(item.variants ?? [], currency: currency) else {
            return .failure(SkipFailure(handle: handle, reason: .noPrice))
        }
        let categories = (item.categories ?? []).compactMap(\.name).map(Self.clean).filter { !$0.isEmpty }
        let productType = item.type?.value.map(Self.clean).flatMap { $0.isEmpty ? nil : $0 } ?? categories.first ?? ""
        let labels = categories + (item.tags ?? []).compactMap(\.value).map(Self.clean) + [productType]
        return .success(Product(
            id: "\(source):\(handle)",
            brand: brand(of: item),
            brandInvented: false,
            title: title,
            description: Self.description(of: item),
            price: price,
            tags: tags(for: labels, price: price),
            productType: productType,
            storeURL: storeURL(handle: handle),
            images: Self.images(of: item),
            source: source
        ))
    }

    struct SkipFailure: Error, Sendable, Equatable {
        let handle: String
        let reason: SkipReason
    }

    // MARK: - Fields

    /// An explicit `brand` in the product's metadata is the most specific; a collection often names the
    /// brand in single-brand shops and marketplaces alike; the store itself is the last resort.
    func brand(of item: MedusaStoreAPI.Product) -> String {
        for candidate in [item.metadata?.brand, item.collection?.title] {
            if let name = candidate.map(Self.clean), !name.isEmpty { return Self.bounded(name, to: 80) }
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

    /// Taste tags from the product's categories, tags and type, read like a person's "three words";
    /// words outside the vocabulary are dropped. Price tags from words ("luxury") are dropped too: the
    /// one price tag comes from the price.
    func tags(for labels: [String], price: Money) -> [String] {
        var tags: [String] = []
        for label in labels where !label.isEmpty {
            for (_, matched) in threeWords.read(label) {
                for tag in matched where !PriceBand.all.contains(tag) && !tags.contains(tag) { tags.append(tag) }
            }
        }
        return tags + [PriceBand.tag(for: price)]
    }

    /// The description, else the subtitle: whitespace collapsed, cut at a word when long.
    static func description(of item: MedusaStoreAPI.Product) -> String {
        let text = [item.description, item.subtitle].compactMap { $0.map(clean) }.first { !$0.isEmpty } ?? ""
        return bounded(text, to: maximumDescriptionLength)
    }

    /// Thumbnail first, then the gallery in the store's order; http(s) only (a data: or javascript:
    /// URL has no business in a product card), each once.
    static func images(of item: MedusaStoreAPI.Product) -> [ProductImage] {
        let gallery = (item.images ?? []).enumerated()
            .sorted { ($0.element.rank ?? $0.offset, $0.offset) < ($1.element.rank ?? $1.offset, $1.offset) }
            .compactMap(\.element.url)
        var seen = Set<String>()
        var images: [ProductImage] = []
        for candidate in [item.thumbnail].compactMap({ $0 }) + gallery {
            let url = candidate.trimmingCharacters(in: .whitespacesAndNewlines)
            guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme),
                  parsed.host?.isEmpty == false, seen.insert(url).inserted
            else { continue }
            images.append(.remote(url: url))
            if images.count == maximumImages { break }
        }
        return images
    }

    func storeURL(handle: String) -> String {
        var base = storefront.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let segment = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))
        return "\(base)/products/\(handle.addingPercentEncoding(withAllowedCharacters: segment) ?? handle)"
    }

    // MARK: - Text

    /// Trimmed, with every run of whitespace (newlines included) one space.
    static func clean(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// At most `limit` characters, cut after the last whole word that fits, with an ellipsis.
    static func bounded(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        let cut = text.prefix(limit - 1)
        var atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        // "mugs, plates," would end "plates,…".
        while let last = atWord.last, last.isWhitespace || ",;:-–—".contains(last) { atWord.removeLast() }
        return atWord + "…"
    }
}
