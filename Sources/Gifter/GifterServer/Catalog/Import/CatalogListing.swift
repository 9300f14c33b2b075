import Foundation

/// What one source listed, mapped: the products to write (its complete listing: anything of the
/// source not here is withdrawn), those of them not to recommend, and what was left out and why.
struct CatalogListing: Sendable {
    var products: [Product] = []
    /// Listed but not for sale now (a feed's `out_of_stock`, a Shopify product with no variant
    /// available): kept up to date, never recommended.
    var unavailable: Set<String> = []
    var skipped: [CatalogSkip] = []
}

/// A listed product left out of the catalog, named as the shop names it, and why.
struct CatalogSkip: Error, Sendable, Equatable {
    /// Why, in words the person running the import reads ("no price", "missing image_link").
    struct Reason: RawRepresentable, Hashable, Sendable {
        let rawValue: String
        init(rawValue: String) { self.rawValue = rawValue }

        static let noPrice = Reason(rawValue: "no price")
        static let noTitle = Reason(rawValue: "no title")
        static let badPrice = Reason(rawValue: "bad price")
        static let unknownAvailability = Reason(rawValue: "unknown availability")
        static let unknownCondition = Reason(rawValue: "unknown condition")
        static let badLink = Reason(rawValue: "bad link")
        /// A required attribute of the feed's specification is absent or empty.
        static func missing(_ attribute: String) -> Reason { Reason(rawValue: "missing \(attribute)") }
    }

    let handle: String
    let reason: Reason
}
