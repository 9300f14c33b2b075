import ClientKit
import Foundation
import GifterAPI
import Observation

/// A curated collection (§7): the hero, title and subtitle, the description, "Featuring brands: …",
/// §7's microcopy, and its products, a page at a time as the person scrolls.
@MainActor @Observable
public final class CollectionDetailModel {
    public typealias Product = Components.Schemas.ProductCard

    public static var microcopy: String { GifterCopy[.collectionMicrocopy] }
    public static let pageSize = 20

    public let collectionID: String
    public private(set) var collection: Components.Schemas.CollectionDetail?
    public private(set) var failure: LoadFailure?
    public private(set) var isLoadingMore = false
    public var products: [Product] { list.items }

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
