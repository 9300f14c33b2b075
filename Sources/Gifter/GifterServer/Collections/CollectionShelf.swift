/// The shipped collections over one catalog: each one's products (the closest to its cover first), its
/// cover and its brands. Built once per catalog version.
struct CollectionShelf: Sendable {
    struct Entry: Sendable {
        let collection: EditorialCollection
        /// Catalog products, best match for the cover first, then by title.
        let products: [Product]
        var hero: Product? { products.first }
        /// "Featuring brands": the brands with the most products in it, at most three.
        let brands: [String]
    }

    let version: Int64
    let entries: [Entry]

    init(collections: [EditorialCollection], catalog: CatalogIndex) {
        version = catalog.version
        entries = collections.map { collection in
            let members = catalog.products.filter { catalog.isAvailable($0.id) && collection.contains($0) }
                .sorted { a, b in
                    let (sa, sb) = (collection.heroScore(a), collection.heroScore(b))
                    return sa != sb ? sa > sb : (a.title, a.id) < (b.title, b.id)
                }
            var counts: [String: Int] = [:]
            for product in members { counts[product.brand, default: 0] += 1 }
            let brands = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3).map(\.key)
            return Entry(collection: collection, products: members, brands: brands)
        }
    }

    func entry(_ id: String) -> Entry? { entries.first { $0.collection.id == id } }

    /// "Featuring brands: X, Y and Z."
    static func featuring(_ brands: [String]) -> String {
        switch brands.count {
        case 0: return ""
        case 1: return "Featuring brands: \(brands[0])."
        default: return "Featuring brands: \(brands.dropLast().joined(separator: ", ")) and \(brands.last!)."
        }
    }

    static let shipped = Result { () throws -> [EditorialCollection] in
        struct File: Decodable { let collections: [EditorialCollection] }
        return try ShippedData.decode(File.self, from: "collections").collections
    }
}
