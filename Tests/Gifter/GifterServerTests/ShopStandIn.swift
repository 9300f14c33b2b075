import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore
import ServerKitTestSupport

/// A shop on loopback with real-shaped data: a Shopify storefront (`/products.json` paged by `page`
/// until an empty list, or by `since_id` in id order, as Shopify documents; `/meta.json` with the shop's
/// name and currency) and Merchant Center feeds at any path.
final class ShopStandIn: Sendable {
    struct State: Sendable {
        /// Each product as Shopify's JSON renders it (`ShopStandIn.product`).
        var products: [[String: any Sendable]]
        /// nil: `/meta.json` answers 404, as a storefront without it would.
        var meta: [String: any Sendable]? = ["name": "Kiln Street", "currency": "GBP", "domain": "kiln.example"]
        /// A newer shop's behaviour: `page` ignored, every page the first.
        var ignoresPage = false
        /// Path → (content type, body).
        var feeds: [String: (String, String)] = [:]
        /// Every products request's query.
        var requests: [[String: String]] = []
        /// Answers 500 to everything, for the failing-source tests.
        var failing = false
    }

    let port: Int
    private let state: NIOLockedValueBox<State>

    private init(port: Int, state: NIOLockedValueBox<State>) {
        self.port = port
        self.state = state
    }

    var url: String { "http://127.0.0.1:\(port)" }
    func update(_ body: (inout State) -> Void) { state.withLockedValue(body) }
    var current: State { state.withLockedValue { $0 } }

    // MARK: - Shopify's JSON

    /// One product as a storefront's products.json lists it.
    static func product(
        id: Int64, handle: String, title: String, vendor: String = "Kiln & Kettle", type: String = "Mug", tags: any Sendable = ["handmade"],
        body: String = "<p>Hand-thrown stoneware.</p>", variants: [(price: String, available: Bool)] = [("18.00", true)], images: [String] = []
    ) -> [String: any Sendable] {
        [
            "id": id, "title": title, "handle": handle, "body_html": body, "published_at": "2025-03-01T09:30:00+00:00",
            "created_at": "2025-03-01T09:30:00+00:00", "updated_at": "2025-03-01T09:30:00+00:00", "vendor": vendor, "product_type": type,
            "tags": tags,
            "variants": variants.enumerated().map { index, variant in
                [
                    "id": id * 10 + Int64(index), "title": index == 0 ? "Sand" : "Slate \(index)", "option1": "Sand", "option2": NSNull(), "option3": NSNull(),
                    "sku": "SKU-\(id)-\(index)", "requires_shipping": true, "taxable": true, "featured_image": NSNull(), "available": variant.available,
                    "price": variant.price, "grams": 400, "compare_at_price": NSNull(), "position": index + 1, "product_id": id,
                    "created_at": "2025-03-01T09:30:00+00:00", "updated_at": "2025-03-01T09:30:00+00:00",
                ] as [String: any Sendable]
            },
            "images": images.enumerated().map { index, src in
                ["id": id * 100 + Int64(index), "created_at": "2025-03-01T09:30:00+00:00", "position": index + 1, "updated_at": "2025-03-01T09:30:00+00:00",
                 "product_id": id, "variant_ids": [Int64](), "src": src, "width": 1200, "height": 1200] as [String: any Sendable]
            },
            "options": [["name": "Colour", "position": 1, "values": ["Sand"]] as [String: any Sendable]],
        ]
    }

    /// 260 plain products (two pages of 250, or more of a smaller size), ids in creation order.
    static func catalog(count: Int = 260) -> [[String: any Sendable]] {
        (0..<count).map { index in
            product(id: 7_000_000_000 + Int64(index), handle: "mug-\(index)", title: "Mug \(index)", variants: [("\(12 + index % 50).00", true)],
                    images: ["https://cdn.shopify.example/files/mug-\(index).jpg"])
        }
    }

    // MARK: - Serving

    static func query(_ request: Request) -> [String: String] {
        var query: [String: String] = [:]
        for pair in (request.uri.query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            query[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return query
    }

    private func productsPage(_ query: [String: String]) throws -> Response {
        let snapshot = state.withLockedValue { state in
            state.requests.append(query)
            return state
        }
        if snapshot.failing { return Response(status: .internalServerError) }
        let limit = min(query["limit"].flatMap(Int.init) ?? 30, 250)
        var listed = snapshot.products
        if let since = query["since_id"].flatMap(Int64.init) {
            listed = listed.filter { ($0["id"] as! Int64) > since }.sorted { ($0["id"] as! Int64) < ($1["id"] as! Int64) }
            return try Self.json(["products": Array(listed.prefix(limit))])
        }
        let page = snapshot.ignoresPage ? 1 : max(query["page"].flatMap(Int.init) ?? 1, 1)
        return try Self.json(["products": Array(listed.dropFirst((page - 1) * limit).prefix(limit))])
    }

    static func json(_ object: Any, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: object))))
    }

    static func run<R: Sendable>(products: [[String: any Sendable]] = catalog(), _ body: @Sendable (ShopStandIn) async throws -> R) async throws -> R {
        let state = NIOLockedValueBox(State(products: products))
        let quiet = Logger(label: "shop-stand-in") { _ in SwiftLogNoOpLogHandler() }
        let router = Router()
        router.get("products.json") { request, _ -> Response in
            let standIn = ShopStandIn(port: 0, state: state)
            return try standIn.productsPage(Self.query(request))
        }
        router.get("meta.json") { _, _ -> Response in
            let snapshot = state.withLockedValue { $0 }
            if snapshot.failing { return Response(status: .internalServerError) }
            guard let meta = snapshot.meta else { return Response(status: .notFound, headers: [.contentType: "text/html"], body: .init(byteBuffer: ByteBuffer(string: "<h1>Not found</h1>"))) }
            return try Self.json(meta)
        }
        router.get("feeds/{name}") { request, context -> Response in
            let snapshot = state.withLockedValue { $0 }
            if snapshot.failing { return Response(status: .internalServerError) }
            guard let name = context.parameters.get("name"), let (type, body) = snapshot.feeds[name] else { return Response(status: .notFound) }
            return Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(string: body)))
        }
        return try await LoopbackServer.run(router, logger: quiet) { port in
            try await body(ShopStandIn(port: port, state: state))
        }
    }
}
