import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// A product's page (§8), about yourself or about someone: the pictures, brand, title, price,
/// description, chips and "Why I picked this" written for that person; "Save to my wishlist" or
/// "Save for [Name]" (queued offline, with §13's "Saved. I’ll remember this when it’s gifting time.")
/// and "View & buy from store".
@MainActor @Observable
public final class ProductDetailModel {
    public enum Context: Hashable, Sendable {
        case me
        /// `friend:<id>` or `profile:<id>`, and their name.
        case person(String, name: String)

        var personRef: String {
            switch self {
            case .me: "self"
            case .person(let ref, _): ref
            }
        }
    }

    public typealias Detail = Components.Schemas.ProductDetail

    public let productID: String
    public let context: Context
    public private(set) var detail: Detail?
    public private(set) var failure: LoadFailure?
    public private(set) var isSaved = false
    /// The line after saving or removing (§13), shown briefly under the button.
    public private(set) var confirmation: String?
    /// Bumped on each save, so the heart pulses once per save (§8's animation).
    public private(set) var savePulse = 0

    private let client: GifterClient
    private let sync: GifterSync

    public init(productID: String, context: Context, client: GifterClient, sync: GifterSync) {
        self.productID = productID
        self.context = context
        self.client = client
        self.sync = sync
    }

    public static var whyLabel: String { GifterCopy[.productWhy] }
    public static var viewAndBuyButton: String { GifterCopy[.productViewAndBuy] }
    public static var storeMicrocopy: String { GifterCopy[.productStoreMicrocopy] }

    /// "Save to my wishlist", "Save for Mia", or "Saved".
    public var saveButton: String {
        if isSaved { return GifterCopy[.productSaved] }
        switch context {
        case .me: return GifterCopy[.productSaveSelf]
        case .person(_, let name): return GifterCopy.format(.productSaveFor, .text(name))
        }
    }

    /// The brand in capitals, as the card sets it (§8 "Brand name (caps)").
    public var brandLine: String? { detail?.product.brand.uppercased() }

    /// Where "View & buy from store" goes: the store's page, if it is a web address.
    public var storeURL: URL? {
        guard let text = detail?.storeURL, let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "https" || scheme == "http" else { return nil }
        return url
    }

    /// No longer sold: nothing to buy, nothing to save.
    public var isAvailable: Bool { detail.map { $0.available ?? $0.product.available ?? true } ?? true }

    /// "Sample" or "No longer sold" (`ProductBadge`); either means there is no store to buy it from.
    public var badge: ProductBadge? { detail.flatMap { ProductBadge(sample: $0.product.sample, available: isAvailable) } }

    /// Whether "View & buy from store" and its line show: only for a product a store sells now.
    public var offersStore: Bool { detail != nil && badge == nil }

    /// Said instead of "View & buy from store": it is a sample, or the store no longer sells it.
    public var noStoreLine: String? { badge?.noStoreLine }

    public func load() async {
        do {
            let fresh = try await client.api.getProduct(path: .init(productId: productID), query: .init(_for: context.personRef)).ok.body.json
            detail = fresh
            // A save or removal still waiting to be sent is what the person last did.
            isSaved = pendingSaved ?? fresh.saved
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    /// Saves, or removes the save. Offline it waits on the phone and is sent once.
    public func toggleSave() async {
        guard let product = detail?.product else { return }
        let saving = !isSaved
        guard !saving || isAvailable else { return }
        isSaved = saving
        if saving { savePulse += 1 }
        let write: GifterWrite = switch (context, saving) {
        case (.me, true): .saveToWishlist(product: product, wishlistID: nil)
        case (.me, false): .removeFromWishlist(productID: product.id)
        case (.person(let ref, _), true): .saveIdea(person: ref, product: product, status: nil)
        case (.person(let ref, _), false): .removeIdea(person: ref, productID: product.id)
        }
        switch await sync.perform(write) {
        case .delivered: confirmation = GifterCopy[saving ? .savedConfirmation : .savedRemoved]
        case .queued: confirmation = GifterCopy[saving ? .savedQueued : .savedRemoved]
        case .refused:
            isSaved = !saving
            confirmation = GifterErrorCopy.title
            await load()
        }
    }

    private var pendingSaved: Bool? {
        let key = switch context {
        case .me: GifterWrite.wishlistKey(productID)
        case .person(let ref, _): GifterWrite.ideaKey(person: ref, productID: productID)
        }
        return switch sync.pending(about: key) {
        case .saveToWishlist?, .saveIdea?: true
        case .removeFromWishlist?, .removeIdea?: false
        default: nil
        }
    }
}
