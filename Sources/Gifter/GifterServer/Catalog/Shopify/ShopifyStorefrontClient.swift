import AsyncHTTPClient
import Foundation

/// Reads a Shopify storefront's public catalog: `GET <shop>/products.json?limit=250&page=N` until a page
/// comes back empty. A shop that ignores `page` (it answers the first page again) is read by `since_id`
/// instead, which lists products with a larger id, in id order.
struct ShopifyStorefrontClient: Sendable {
    /// Shopify's most per page.
    static let maximumPageSize = 250

    let shop: URL
    let http: CatalogHTTP

    init(shop: URL, httpClient: HTTPClient = .shared, limits: CatalogHTTP.Limits = CatalogHTTP.Limits(pageSize: 250),
         notice: @escaping @Sendable (String) -> Void = { _ in }) {
        self.shop = shop
        http = CatalogHTTP(httpClient: httpClient, limits: limits, notice: notice)
    }

    private var pageSize: Int { min(max(http.limits.pageSize, 1), Self.maximumPageSize) }

    /// The shop's `/meta.json`, or nil when it serves none (404) or not as JSON.
    func meta() async throws -> ShopifyStorefrontAPI.Meta? {
        do {
            return try await http.getJSON(ShopifyStorefrontAPI.Meta.self, CatalogHTTP.url(shop, path: "/meta.json", query: []), headers: [])
        } catch CatalogImportError.status(_, 404, _), CatalogImportError.notJSON {
            return nil
        }
    }

    /// Every product the storefront lists; `progress` gets the count read after each page.
    func products(progress: (Int) -> Void) async throws -> [ShopifyStorefrontAPI.Product] {
        var products: [ShopifyStorefrontAPI.Product] = []
        var seen = Set<String>()
        var page = 1
        var sinceID: String?
        while true {
            let query = sinceID.map { [("limit", "\(pageSize)"), ("since_id", $0)] } ?? [("limit", "\(pageSize)"), ("page", "\(page)")]
            let listed = try await http.getJSON(
                ShopifyStorefrontAPI.ProductPage.self, CatalogHTTP.url(shop, path: "/products.json", query: query), headers: []
            ).products
            if listed.isEmpty { return products }
            let fresh = listed.filter { seen.insert($0.id.text).inserted }
            if fresh.isEmpty {
                // `page` ignored (the first page again): go on by id from the largest read so far. Seen
                // under `since_id` as well, the shop pages by neither, and the listing cannot be read whole.
                guard sinceID == nil, let largest = Self.largestID(seen) else {
                    throw CatalogImportError.pagingIgnored(shop: shop.absoluteString, read: products.count)
                }
                sinceID = largest
                continue
            }
            products += fresh
            guard products.count <= http.limits.maximumProducts else {
                throw CatalogImportError.tooManyProducts(store: shop.absoluteString, count: products.count, limit: http.limits.maximumProducts)
            }
            progress(products.count)
            if sinceID != nil { sinceID = Self.largestID(seen) } else { page += 1 }
        }
    }

    /// Shopify's ids are numbers: the largest, compared as numbers.
    static func largestID(_ ids: Set<String>) -> String? {
        ids.compactMap(Int64.init).max().map(String.init)
    }
}
