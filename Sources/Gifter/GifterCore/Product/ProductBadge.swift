import AppCopy
import GifterAPI

/// The mark a product card carries wherever a product shows (Home, collections, ideas, gift plans,
/// wishlists, a friend's wishlist): "Sample" for the invented sample catalog, "No longer sold" for a
/// product its store withdrew after someone saved it, none for a product on sale. Either mark also
/// means there is no store to buy it from.
public enum ProductBadge: Equatable, Sendable {
    case sample
    case noLongerSold

    /// A sample was never sold by anyone, so it stays "Sample" even once withdrawn from the sample data.
    /// A card from a server that does not say `available` is on sale (the API's default).
    public init?(_ card: Components.Schemas.ProductCard) {
        self.init(sample: card.sample, available: card.available ?? true)
    }

    public init?(sample: Bool, available: Bool) {
        if sample {
            self = .sample
        } else if !available {
            self = .noLongerSold
        } else {
            return nil
        }
    }

    /// The mark's words: "Sample", "No longer sold".
    public var title: String {
        switch self {
        case .sample: GifterCopy[.productBadgeSample]
        case .noLongerSold: GifterCopy[.productBadgeNoLongerSold]
        }
    }

    /// Said on the product's page instead of "View & buy from store".
    public var noStoreLine: String {
        switch self {
        case .sample: GifterCopy[.productSample]
        case .noLongerSold: GifterCopy[.productUnavailable]
        }
    }
}
