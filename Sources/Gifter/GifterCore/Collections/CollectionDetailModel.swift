import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// A curated collection (§7): the hero, title and subtitle, the description, its featured brands,
/// §7's microcopy, and its products, a page at a time as the person scrolls. A brand leads to where
/// to buy it (§7: "jump straight to the brands to buy"): its own store when it has a real one, else
/// the collection's products of that brand (a sample brand has no store to send anyone to).
@MainActor @Observable
public final class CollectionDetailModel {
    public typealias Product = Components.Schemas.ProductCard
    public typealias Brand = Components.Schemas.CollectionBrand

    /// What tapping a brand does.
    public enum BrandDestination: Equatable, Sendable {
        /// The brand's own store, in Safari's sheet.
        case store(URL)
        /// The collection's products of that brand, here.
        case products(brand: String)
    }

    public static var microcopy: String { GifterCopy[.collectionMicrocopy] }
    public static let pageSize = 20

    public let collectionID: String
    public private(set) var collection: Components.Schemas.CollectionDetail?
    public private(set) var failure: LoadFailure?
    public private(set) var isLoadingMore = false
    /// Showing only this brand's products (nil: all).
    public private(set) var brandFilter: String?
    public var products: [Product] {
        guard let brandFilter else { return list.items }
        return list.items.filter { $0.brand == brandFilter }
    }

    /// The featured brands, each a link.
    public var brands: [Brand] { collection?.brands ?? [] }
    /// "Featuring brands:" before the brand links.
    public static var featuringLabel: String { GifterCopy[.collectionFeaturing] }
    /// "Only Hollowfield Ceramics", over the filtered grid.
    public var filterLine: String? { brandFilter.map { GifterCopy.format(.collectionOnlyBrand, .text($0)) } }
    public static var showAllButton: String { GifterCopy[.collectionShowAll] }

    /// A brand tapped: its store, or its products here (then the filter is on).
    public func open(_ brand: Brand) -> BrandDestination {
        if let text = brand.storeURL, let url = URL(string: text), url.scheme == "https" || url.scheme == "http" {
            return .store(url)
        }
        brandFilter = brand.name
        return .products(brand: brand.name)
    }

    public func showAllBrands() { brandFilter = nil }

    /// What a brand's link does, for VoiceOver: "Opens the brand’s store" / "Shows their pieces here".
    public static func accessibilityHint(_ brand: Brand) -> String {
        GifterCopy[brand.storeURL == nil ? .collectionBrandProductsHint : .collectionBrandStoreHint]
    }

    private var list = PagedList<Product, String> { $0.id }
    private let client: GifterClient

    public init(collectionID: String, client: GifterClient) {
        self.collectionID = collectionID
        self.client = client
    }

    public func load() async {
        do {
            let page = try await fetch(cursor: nil)
            collection = page
            list.receive(page.products, next: page.nextCursor, for: nil)
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    /// The product at `index` came on screen: the next page, once, at 80% of what is shown.
    public func appeared(_ index: Int) async {
        // With a brand chosen, the grid shows some of the products: page by the product's place among all.
        let shown = products
        let position = shown.indices.contains(index) ? list.items.firstIndex { $0.id == shown[index].id } ?? index : index
        await fetchMore(appeared: position)
    }

    /// "Load more", after a page that failed to come (or while a brand's pieces are few so far).
    public func loadMore() async { await fetchMore(appeared: list.items.count - 1) }

    private func fetchMore(appeared index: Int) async {
        guard let cursor = list.cursorToFetch(appeared: index) else { return }
        isLoadingMore = true
        defer { isLoadingMore = false }
        do {
            let page = try await fetch(cursor: cursor)
            list.receive(page.products, next: page.nextCursor, for: cursor)
        } catch {
            list.failed(cursor)
        }
    }

    public var hasMore: Bool { list.hasMore }

    private func fetch(cursor: String?) async throws -> Components.Schemas.CollectionDetail {
        try await client.api.getCollection(path: .init(collectionId: collectionID), query: .init(limit: Self.pageSize, cursor: cursor)).ok.body.json
    }
}
