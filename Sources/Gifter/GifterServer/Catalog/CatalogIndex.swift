import Foundation

/// One server's copy of the catalog, shaped for the concierge: each product's tags as a bit set and the
/// words of its title and type for never-gift terms. Immutable; a new one replaces it when the catalog
/// changes.
public struct CatalogIndex: Sendable {
    public let version: Int64
    public let products: [Product]
    let entries: [Entry]
    private let positions: [String: Int]

    struct Entry: Sendable {
        let tags: TagSet
        let available: Bool
        /// " word word … " of the title and product type, lower case, padded so a term matches whole words.
        let text: String
    }

    init(version: Int64, products: [(product: Product, available: Bool)], vocabulary: TasteVocabulary) {
        self.version = version
        self.products = products.map(\.product)
        entries = products.map { product, available in
            let words = PhraseKey.words(product.title + " " + product.productType)
            return Entry(tags: vocabulary.set(product.tags), available: available, text: " " + words.joined(separator: " ") + " ")
        }
        positions = Dictionary(self.products.enumerated().map { ($1.id, $0) }) { first, _ in first }
    }

    public var count: Int { products.count }

    func position(of id: String) -> Int? { positions[id] }

    public func product(_ id: String) -> Product? { positions[id].map { products[$0] } }

    /// Whether the product may be recommended (still sold by its source).
    public func isAvailable(_ id: String) -> Bool { positions[id].map { entries[$0].available } ?? false }

    /// Whether a never-gift term ("socks", "scented candle") is among the product's title or type words.
    func mentions(_ position: Int, term: String) -> Bool {
        entries[position].text.contains(" \(term) ")
    }
}
