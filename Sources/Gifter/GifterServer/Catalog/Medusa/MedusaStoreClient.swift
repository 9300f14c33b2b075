import AsyncHTTPClient
import Foundation

/// Reads a Medusa v2 store's catalog through its Store API: the region to price in, then every
/// product page (`GET /store/products?limit=&offset=`, until `count` are read), each variant with
/// its calculated price in that region.
struct MedusaStoreClient: Sendable {
    typealias Limits = CatalogHTTP.Limits

    /// `x-publishable-api-key`: every `/store` route requires it (it selects the sales channels whose
    /// products are listed).
    static let keyHeader = "x-publishable-api-key"
    /// Defaults plus what the mapper reads that Medusa does not list by default: variants' prices
    /// (needs the region too), categories and metadata (the brand). Type, collection, tags, images and
    /// variants are among the defaults.
    static let productFields = "*variants.calculated_price,*categories,+metadata"

    let store: URL
    let publishableKey: String
    let httpClient: HTTPClient
    let limits: Limits
    /// Told about each retry, so a slow import explains itself.
    let notice: @Sendable (String) -> Void

    init(store: URL, publishableKey: String, httpClient: HTTPClient = .shared, limits: Limits = Limits(),
         notice: @escaping @Sendable (String) -> Void = { _ in }) {
        self.store = store
        self.publishableKey = publishableKey
        self.httpClient = httpClient
        self.limits = limits
        self.notice = notice
    }

    // MARK: - Listings

    /// The region prices are calculated in: the one selling in pounds if the store has one (Gifter's
    /// prices and price bands are in pounds), else the store's first.
    func region() async throws -> MedusaStoreAPI.Region {
        let regions = try await readAll(MedusaStoreAPI.RegionPage.self, path: "/store/regions", query: [], progress: { _, _ in })
        guard let region = Self.preferredRegion(regions) else { throw CatalogImportError.noRegion(store: store.absoluteString) }
        return region
    }

    static func preferredRegion(_ regions: [MedusaStoreAPI.Region]) -> MedusaStoreAPI.Region? {
        regions.first { $0.currency_code?.lowercased() == "gbp" } ?? regions.first
    }

    /// Every product the key's sales channels list, priced in `region`. `progress` gets (read, count)
    /// after each page.
    func products(in region: MedusaStoreAPI.Region, progress: (Int, Int) -> Void) async throws -> [MedusaStoreAPI.Product] {
        // Sorted by id (unique, and time-ordered in Medusa), so offset paging is deterministic.
        try await readAll(
            MedusaStoreAPI.ProductPage.self, path: "/store/products",
            query: [("order", "id"), ("region_id", region.id), ("fields", Self.productFields)], progress: progress
        )
    }

    /// Reads a list route page by page until its `count` items are read.
    private func readAll<Page: MedusaListPage>(
        _ type: Page.Type, path: String, query: [(String, String)], progress: (Int, Int) -> Void
    ) async throws -> [Page.Item] {
        var items: [Page.Item] = []
        while true {
            let page: Page = try await get(path, query: [("limit", "\(limits.pageSize)"), ("offset", "\(items.count)")] + query)
            guard page.count <= limits.maximumProducts else {
                throw CatalogImportError.tooManyProducts(store: store.absoluteString, count: page.count, limit: limits.maximumProducts)
            }
            items += page.items
            progress(items.count, page.count)
            if items.count >= page.count { return items }
            // An empty page before `count` (products unpublished mid-read, or a store that miscounts):
            // a partial listing must not be imported, as the missing products would be withdrawn.
            guard !page.items.isEmpty else {
                throw CatalogImportError.incompleteListing(store: store.absoluteString, read: items.count, count: page.count)
            }
        }
    }

    // MARK: - One request, with retries

    func get<Answer: Decodable>(_ path: String, query: [(String, String)]) async throws -> Answer {
        let http = CatalogHTTP(httpClient: httpClient, limits: limits, notice: notice)
        let url = CatalogHTTP.url(store, path: path, query: query)
        return try await http.getJSON(Answer.self, url, headers: [(Self.keyHeader, publishableKey)]) { [store, publishableKey] status, body in
            Self.failure(status: status, body: body, url: url, store: store, key: publishableKey)
        }
    }

    /// An error status as the error the person running the import can act on.
    private static func failure(status: Int, body: Data, url: String, store: URL, key: String) -> CatalogImportError {
        let answer = try? JSONDecoder().decode(MedusaStoreAPI.ErrorBody.self, from: body)
        let message = answer?.message.map { String($0.prefix(300)) }
        // Medusa refuses a missing, unknown or revoked key with 400 `not_allowed` ("A valid publishable
        // key is required…"); a gateway in front of it may use 401 or 403 instead.
        let keyRefused = status == 401 || status == 403
            || (status == 400 && answer?.type == "not_allowed" && (message ?? "").localizedCaseInsensitiveContains("publishable"))
        if keyRefused {
            return .keyRejected(key: key, store: store.absoluteString, status: status, message: message)
        }
        return .status(url: url, code: status, message: message)
    }
}

/// A Store API list answer: its items and how many there are in all.
protocol MedusaListPage: Decodable, Sendable {
    associatedtype Item: Sendable
    var items: [Item] { get }
    var count: Int { get }
}

extension MedusaStoreAPI.ProductPage: MedusaListPage {
    var items: [MedusaStoreAPI.Product] { products }
}

extension MedusaStoreAPI.RegionPage: MedusaListPage {
    var items: [MedusaStoreAPI.Region] { regions }
}
