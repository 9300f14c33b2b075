/// An editorial collection (§4.3, §7): copy, and a rule over tags and price that picks its products.
public struct EditorialCollection: Decodable, Sendable {
    public struct Rule: Decodable, Sendable {
        /// At least one of these (empty: any product).
        let anyTags: [String]
        let allTags: [String]
        let excludeTags: [String]
        let maxPrice: Money?
        let minPrice: Money?
    }

    public let id: String
    public let title: String
    public let subtitle: String
    public let description: String
    let rule: Rule
    /// Choose the cover: the product matching most of these.
    let heroTags: [String]

    /// Whether `product` belongs (prices compare only within the rule's currency).
    func contains(_ product: Product) -> Bool {
        let tags = Set(product.tags)
        if !rule.anyTags.isEmpty, !rule.anyTags.contains(where: tags.contains) { return false }
        if !rule.allTags.allSatisfy(tags.contains) { return false }
        if rule.excludeTags.contains(where: tags.contains) { return false }
        for bound in [rule.maxPrice, rule.minPrice].compactMap({ $0 }) where bound.currency != product.price.currency { return false }
        if let max = rule.maxPrice, product.price > max { return false }
        if let min = rule.minPrice, product.price < min { return false }
        return true
    }

    /// How well a product suits the cover.
    func heroScore(_ product: Product) -> Int { heroTags.filter(product.tags.contains).count }
}
