import Foundation

/// One server's copy of the catalog, shaped for the concierge: what scoring reads for every product is
/// kept in plain arrays of small values (tags as a bit set, price in pounds, kind and brand as numbers),
/// and the words of titles and types in an inverted index for never-gift terms. Immutable; a new one
/// replaces it when the catalog changes.
public struct CatalogIndex: Sendable {
    public let version: Int64
    public let products: [Product]
    /// How prices compare with a budget in pounds.
    let rates: ExchangeRates
    let entries: [Entry]
    /// " word word … " of each product's title and type, lower case: a term matches whole words.
    private let texts: [String]
    /// Word → the products whose title or type has it.
    private let postings: [String: [Int32]]
    private let positions: [String: Int]

    struct Entry: Sendable {
        let tags: TagSet
        let available: Bool
        /// The price in pence (`ExchangeRates.base`), converted with the operator's rate; nil when its
        /// currency has no rate (then it is out of budget matching).
        let basePrice: Int?
        /// Same number, same product type ("pour-over coffee set") / same brand.
        let kind: Int32
        let brand: Int32
    }

    /// `rates` converts prices for budgets and price bands: each product's price band is worked out here
    /// from its price in pounds (none without a rate), whatever band its stored tags carry.
    init(version: Int64, products: [(product: Product, available: Bool)], vocabulary: TasteVocabulary, rates: ExchangeRates = ExchangeRates()) {
        self.version = version
        self.rates = rates
        self.products = products.map { Self.banded($0.product, rates) }
        var kinds: [String: Int32] = [:], brands: [String: Int32] = [:]
        func number(_ key: String, _ table: inout [String: Int32]) -> Int32 {
            if let known = table[key] { return known }
            let next = Int32(table.count)
            table[key] = next
            return next
        }
        var entries: [Entry] = []
        var texts: [String] = []
        var postings: [String: [Int32]] = [:]
        entries.reserveCapacity(products.count)
        texts.reserveCapacity(products.count)
        for (position, (product, available)) in zip(self.products, products.map(\.available)).enumerated() {
            entries.append(Entry(
                tags: vocabulary.set(product.tags), available: available, basePrice: rates.baseMinorUnits(product.price),
                kind: number(product.productType.lowercased(), &kinds),
                brand: number(product.brand, &brands)
            ))
            let words = PhraseKey.words(product.title + " " + product.productType)
            texts.append(" " + words.joined(separator: " ") + " ")
            for word in Set(words) { postings[word, default: []].append(Int32(position)) }
        }
        self.entries = entries
        self.texts = texts
        self.postings = postings
        positions = Dictionary(self.products.enumerated().map { ($1.id, $0) }) { first, _ in first }
    }

    /// `product` with the price band of its price in pounds, or none when its currency has no rate.
    static func banded(_ product: Product, _ rates: ExchangeRates) -> Product {
        let band = rates.baseMinorUnits(product.price).map { PriceBand.tag(pence: $0) }
        let stored = product.tags.filter(PriceBand.all.contains)
        if stored == [band].compactMap({ $0 }) { return product }  // pounds, as imported: nothing to do
        var banded = product
        banded.tags = product.tags.filter { !PriceBand.all.contains($0) } + [band].compactMap { $0 }
        return banded
    }

    public var count: Int { products.count }

    func position(of id: String) -> Int? { positions[id] }

    public func product(_ id: String) -> Product? { positions[id].map { products[$0] } }

    /// Whether the product may be recommended (still sold by its source).
    public func isAvailable(_ id: String) -> Bool { positions[id].map { entries[$0].available } ?? false }

    /// The products whose title or type has `term` ("socks", "scented candle") as whole words.
    func positions(mentioning term: String) -> [Int] {
        let words = PhraseKey.words(term)
        guard let first = words.first, let candidates = postings[first] else { return [] }
        if words.count == 1 { return candidates.map(Int.init) }
        let phrase = " " + words.joined(separator: " ") + " "
        return candidates.map(Int.init).filter { texts[$0].contains(phrase) }
    }
}
