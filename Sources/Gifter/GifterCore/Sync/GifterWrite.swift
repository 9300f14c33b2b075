import Foundation
import GifterAPI

/// A change the person made that can wait for a connection: each is idempotent on the server (a PUT
/// of the same placement, a DELETE of what is gone), so sending it again after a lost answer changes
/// nothing twice. Claims on a friend's wishlist are not here: whether someone else claimed first is
/// only known online.
public enum GifterWrite: Codable, Sendable, Equatable {
    /// Save a product to one of your lists (General when nil), or move it there.
    case saveToWishlist(product: Components.Schemas.ProductCard, wishlistID: String?)
    case removeFromWishlist(productID: String)
    /// Save a product as an idea for someone, or change its status.
    case saveIdea(person: String, product: Components.Schemas.ProductCard, status: Components.Schemas.IdeaStatus?)
    case removeIdea(person: String, productID: String)
    case reminders(weekBefore: Bool, onTheDay: Bool)

    /// Writes about the same thing share a key: the newer replaces the older in the queue, so a save
    /// then a removal made offline sends only the removal.
    public var key: String {
        switch self {
        case .saveToWishlist(let product, _): Self.wishlistKey(product.id)
        case .removeFromWishlist(let productID): Self.wishlistKey(productID)
        case .saveIdea(let person, let product, _): Self.ideaKey(person: person, productID: product.id)
        case .removeIdea(let person, let productID): Self.ideaKey(person: person, productID: productID)
        case .reminders: "reminders"
        }
    }

    var kind: String {
        switch self {
        case .saveToWishlist: "saveToWishlist"
        case .removeFromWishlist: "removeFromWishlist"
        case .saveIdea: "saveIdea"
        case .removeIdea: "removeIdea"
        case .reminders: "reminders"
        }
    }

    public static func wishlistKey(_ productID: String) -> String { "wishlist:\(productID)" }
    public static func ideaKey(person: String, productID: String) -> String { "idea:\(person):\(productID)" }
}
