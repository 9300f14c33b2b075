import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import NIOCore
import ServerKitTestSupport
import ServiceLifecycle

/// A Medusa v2 store on loopback, answering `/store/regions` and `/store/products` the way Medusa
/// does: the publishable key checked on every route (a wrong one refused with Medusa's 400
/// `not_allowed`, or a gateway's 401), `limit`/`offset`/`count` paging, `order`, and variants'
/// `calculated_price` only when `fields` asks for it and `region_id` gives the pricing context.
final class MedusaStandIn: Sendable {
    static let key = "pk_01JSTANDIN0000000000000000"

    /// How a wrong key is refused.
    enum KeyRefusal: Sendable {
        /// What Medusa itself answers (its `ensurePublishableApiKey` middleware raises NOT_ALLOWED).
        case medusa
        /// What an API gateway in front of a store might answer.
        case gateway401
    }

    /// A product as the stand-in store holds it; rendered to Medusa's JSON on each request.
    struct StoreProduct: Sendable {
        struct Variant: Sendable {
            var id: String
            var title: String
            /// Currency code (lower case) → amount in major units.
            var prices: [String: Double]
        }

        var id: String
        var handle: String?
        var title: String
        var subtitle: String?
        var description: String?
        var thumbnail: String?
        var collection: String?
        var type: String?
        var categories: [String]
        var tags: [String]
        var images: [String]
        var variants: [Variant]
        var metadata: [String: any Sendable]?
    }

    struct State: Sendable {
        var products: [StoreProduct]
        var refusal = KeyRefusal.medusa
        /// Products requests answered 503 before one is served.
        var unavailableProductRequests = 0
        /// Every request: path and decoded query.
        var requests: [(path: String, query: [String: String], key: String?)] = []
        /// Served instead of JSON, for the non-JSON test.
        var htmlInsteadOfJSON = false
        /// Every answer waits this long first (or until the test ends), for the timeout test.
        var delay: Duration = .zero
        /// Set when the test's body has returned: answers still waiting out `delay` end then, so the
        /// server stops promptly however long the delay.
        var finished = false
        /// Answers 500 to every products request, for the give-up test.
        var alwaysFailing = false
        /// Added to the products' `count`, as a store that miscounts (or loses products mid-read) does.
        var countSurplus = 0
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
    var productRequests: [[String: String]] { current.requests.filter { $0.path == "/store/products" }.map(\.query) }

    // MARK: - The catalog

    /// 250 products: most priced in GBP and EUR across a few variants, two without any GBP price,
    /// one without a handle, and a few with hand-picked fields the tests look at.
    static func catalog() -> [StoreProduct] {
        let categories = ["Coffee", "Ceramics", "Candles", "Tea", "Gardening", "Books", "Stationery", "Kitchen & Dining"]
        let tags = ["handmade", "eco-friendly", "vintage", "minimalist", "gift idea", "bestseller"]
        let types = ["Mug", "Candle", "Notebook", "Planter", "Tea caddy", "Serving board"]
        var products: [StoreProduct] = (0..<250).map { index in
            let base = Double(8 + (index * 37) % 140) + 0.5 * Double(index % 2)
            return StoreProduct(
                id: String(format: "prod_01J%05d", index),
                handle: "item-\(index)",
                title: "Item \(index)",
                subtitle: index % 3 == 0 ? "A small thing, well made" : nil,
                description: index % 4 == 0 ? nil : "Made in small batches. Item \(index) of the autumn range.",
                thumbnail: "https://cdn.shop.example/items/\(index)/thumb.jpg",
                collection: index % 5 == 0 ? "Autumn Edit" : nil,
                type: types[index % types.count],
                categories: [categories[index % categories.count]],
                tags: [tags[index % tags.count]],
                images: ["https://cdn.shop.example/items/\(index)/1.jpg"],
                variants: [
                    .init(id: String(format: "variant_%05d_s", index), title: "Small", prices: ["gbp": base, "eur": base * 1.2]),
                    .init(id: String(format: "variant_%05d_l", index), title: "Large", prices: ["gbp": base + 10, "eur": (base + 10) * 1.2]),
                ],
                metadata: nil
            )
        }
        products[0] = StoreProduct(
            id: "prod_01J00000", handle: "slow-morning-pour-over-set", title: "  Slow Morning\nPour-Over Set ",
            subtitle: "Ceramic dripper, carafe and two cups",
            description: "  Hand-thrown stoneware for the friend who treats mornings like a small ceremony.\n\nDishwasher safe.  ",
            thumbnail: "https://cdn.shop.example/pour-over/thumb.jpg",
            collection: "Kiln & Kettle", type: "Pour-over set", categories: ["Coffee"], tags: ["handmade", "luxury", "splurger", "kiln-fired"],
            images: [
                "https://cdn.shop.example/pour-over/side.jpg", "javascript:alert(1)", "https://cdn.shop.example/pour-over/thumb.jpg",
                "https://cdn.shop.example/pour-over/top.jpg",
            ],
            variants: [
                .init(id: "variant_pour_over_sand", title: "Sand", prices: ["gbp": 42.5, "eur": 49]),
                .init(id: "variant_pour_over_slate", title: "Slate", prices: ["gbp": 38, "eur": 45]),
                .init(id: "variant_pour_over_unpriced", title: "Speckled (coming soon)", prices: [:]),
            ],
            metadata: ["material": "stoneware", "dishwasher_safe": true]
        )
        // A marketplace product whose brand is in its metadata, beside a collection.
        products[1].metadata = ["brand": "Northwind Ceramics", "batch": 7]
        products[1].collection = "Autumn Edit"
        // No collection, no metadata: the store's name is the brand.
        products[2].collection = nil
        // Priced only in euros: no price in the GBP region.
        products[3].variants = [.init(id: "variant_00003_eur", title: "One size", prices: ["eur": 30])]
        // No variants at all (a draft-like listing).
        products[4].variants = []
        // No handle: the Medusa id stands in.
        products[5].handle = nil
        return products
    }

    // MARK: - Rendering Medusa's JSON

    private static let timestamp = "2025-03-01T09:30:00.000Z"

    /// One product as `GET /store/products` returns it: the default fields, plus categories, metadata
    /// and variants' calculated prices when `fields` asks for them.
    static func json(_ product: StoreProduct, fields: Set<String>, currency: String?) -> [String: Any] {
        var variants: [[String: Any]] = []
        for (rank, variant) in product.variants.enumerated() {
            var json: [String: Any] = [
                "id": variant.id, "title": variant.title, "sku": variant.id.uppercased(), "barcode": NSNull(), "ean": NSNull(), "upc": NSNull(),
                "allow_backorder": false, "manage_inventory": true, "hs_code": NSNull(), "origin_country": NSNull(), "mid_code": NSNull(),
                "material": NSNull(), "weight": NSNull(), "length": NSNull(), "height": NSNull(), "width": NSNull(), "variant_rank": rank,
                "product_id": product.id, "options": [["id": "optval_\(variant.id)", "value": variant.title, "option_id": "opt_\(product.id)"]],
                "created_at": timestamp, "updated_at": timestamp, "deleted_at": NSNull(),
            ]
            if fields.contains("*variants.calculated_price"), let currency {
                if let amount = variant.prices[currency] {
                    json["calculated_price"] = [
                        "id": "pset_\(variant.id)", "is_calculated_price_price_list": false, "is_calculated_price_tax_inclusive": true,
                        "calculated_amount": amount, "calculated_amount_with_tax": amount, "calculated_amount_without_tax": amount / 1.2,
                        "is_original_price_price_list": false, "is_original_price_tax_inclusive": true,
                        "original_amount": amount, "original_amount_with_tax": amount, "original_amount_without_tax": amount / 1.2,
                        "currency_code": currency,
                        "calculated_price": ["id": "price_\(variant.id)", "price_list_id": NSNull(), "price_list_type": NSNull(), "min_quantity": NSNull(), "max_quantity": NSNull()],
                        "original_price": ["id": "price_\(variant.id)", "price_list_id": NSNull(), "price_list_type": NSNull(), "min_quantity": NSNull(), "max_quantity": NSNull()],
                    ] as [String: Any]
                } else {
                    // Medusa's answer for a variant with no price in the context.
                    json["calculated_price"] = [
                        "id": "pset_\(variant.id)", "calculated_amount": NSNull(), "original_amount": NSNull(), "currency_code": NSNull(),
                        "original_amount_with_tax": NSNull(), "original_amount_without_tax": NSNull(),
                    ] as [String: Any]
                }
            }
            variants.append(json)
        }
        var json: [String: Any] = [
            "id": product.id, "title": product.title, "handle": product.handle ?? NSNull(), "subtitle": product.subtitle ?? NSNull(),
            "description": product.description ?? NSNull(), "is_giftcard": false, "discountable": true, "status": "published",
            "thumbnail": product.thumbnail ?? NSNull(), "collection_id": product.collection.map { "pcol_\($0.count)" } ?? NSNull(),
            "type_id": product.type.map { "ptyp_\($0.count)" } ?? NSNull(), "weight": 400, "length": NSNull(), "height": NSNull(),
            "width": NSNull(), "hs_code": NSNull(), "origin_country": "gb", "mid_code": NSNull(), "material": NSNull(),
            "created_at": timestamp, "updated_at": timestamp,
            "type": product.type.map { ["id": "ptyp_\($0.count)", "value": $0, "created_at": timestamp, "updated_at": timestamp] as [String: Any] } ?? NSNull(),
            "collection": product.collection.map {
                ["id": "pcol_\($0.count)", "title": $0, "handle": $0.lowercased().replacingOccurrences(of: " ", with: "-"),
                 "created_at": timestamp, "updated_at": timestamp, "deleted_at": NSNull(), "metadata": NSNull()] as [String: Any]
            } ?? NSNull(),
            "options": [["id": "opt_\(product.id)", "title": "Variant", "values": product.variants.map { ["id": "optval_\($0.id)", "value": $0.title] }]],
            "tags": product.tags.enumerated().map { ["id": "ptag_\($0.offset)_\($0.element.count)", "value": $0.element, "created_at": timestamp, "updated_at": timestamp] },
            "images": product.images.enumerated().map { ["id": "img_\(product.id)_\($0.offset)", "url": $0.element, "rank": $0.offset] as [String: Any] },
            "variants": variants,
        ]
        if fields.contains("*categories") {
            json["categories"] = product.categories.map {
                ["id": "pcat_\($0.count)", "name": $0, "description": "", "handle": $0.lowercased(), "rank": 0, "parent_category_id": NSNull(),
                 "created_at": timestamp, "updated_at": timestamp, "deleted_at": NSNull(), "metadata": NSNull()] as [String: Any]
            }
        }
        if fields.contains("+metadata") || fields.contains("metadata") {
            json["metadata"] = product.metadata.map { $0.mapValues { $0 as Any } } ?? NSNull()
        }
        return json
    }

    static var regions: [[String: Any]] { [
        ["id": "reg_01JEUROPE", "name": "Europe", "currency_code": "eur", "automatic_taxes": true, "metadata": NSNull(),
         "created_at": timestamp, "updated_at": timestamp],
        ["id": "reg_01JUNITEDKINGDOM", "name": "United Kingdom", "currency_code": "gbp", "automatic_taxes": true, "metadata": NSNull(),
         "created_at": timestamp, "updated_at": timestamp],
    ] }

    // MARK: - Serving

    /// Express (under Medusa) reads a query string with `+` as a space; so does the stand-in, so a
    /// client that leaves `+metadata` unencoded is caught.
    static func query(_ request: Request) -> [String: String] {
        var query: [String: String] = [:]
        for pair in (request.uri.query ?? "").split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0) }
            query[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return query
    }

    private func respond(_ request: Request, path: String, answer: (State, [String: String]) throws -> Response) async throws -> Response {
        let query = Self.query(request)
        let key = request.headers[HTTPField.Name("x-publishable-api-key")!]
        let (snapshot, delay) = state.withLockedValue { state in
            state.requests.append((path, query, key))
            return (state, state.delay)
        }
        let start = ContinuousClock.now
        while ContinuousClock.now - start < delay, !state.withLockedValue({ $0.finished }) {
            try await Task.sleep(for: .milliseconds(50), tolerance: .zero)
        }
        guard key == Self.key else {
            switch snapshot.refusal {
            case .medusa:
                let message = key == nil
                    ? "Publishable API key required in the request header: x-publishable-api-key. You can manage your keys in settings in the dashboard."
                    : "A valid publishable key is required to proceed with the request"
                return try Self.json(["type": "not_allowed", "message": message], status: .badRequest)
            case .gateway401:
                return try Self.json(["message": "Unauthorized"], status: .unauthorized)
            }
        }
        if snapshot.htmlInsteadOfJSON {
            return Response(status: .ok, headers: [.contentType: "text/html"], body: .init(byteBuffer: ByteBuffer(string: "<!doctype html><title>Sign in</title>")))
        }
        return try answer(snapshot, query)
    }

    static func json(_ object: Any, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                 body: .init(byteBuffer: ByteBuffer(bytes: try JSONSerialization.data(withJSONObject: object))))
    }

    private func products(_ state: State, _ query: [String: String]) throws -> Response {
        if state.alwaysFailing { return try Self.json(["type": "unknown_error", "message": "An unknown error occurred."], status: .internalServerError) }
        let unavailable = self.state.withLockedValue { state -> Bool in
            guard state.unavailableProductRequests > 0 else { return false }
            state.unavailableProductRequests -= 1
            return true
        }
        if unavailable { return Response(status: .serviceUnavailable, headers: [.contentType: "text/plain"], body: .init(byteBuffer: ByteBuffer(string: "upstream restarting"))) }
        let limit = query["limit"].flatMap(Int.init) ?? 50
        let offset = query["offset"].flatMap(Int.init) ?? 0
        let fields = Set((query["fields"] ?? "").split(separator: ",").map(String.init))
        // Without a pricing context Medusa calculates no price at all.
        let currency = query["region_id"].flatMap { id in Self.regions.first { $0["id"] as? String == id }?["currency_code"] as? String }
        var listed = state.products
        if query["order"] == "id" { listed.sort { $0.id < $1.id } }
        let page = listed.dropFirst(offset).prefix(limit).map { Self.json($0, fields: fields, currency: currency) }
        return try Self.json(["products": Array(page), "count": listed.count + state.countSurplus, "offset": offset, "limit": limit])
    }

    /// Starts the stand-in on a free loopback port for the duration of `body`.
    static func run<R: Sendable>(products: [StoreProduct] = catalog(), _ body: @Sendable (MedusaStandIn) async throws -> R) async throws -> R {
        let state = NIOLockedValueBox(State(products: products))
        let quiet = Logger(label: "medusa-stand-in") { _ in SwiftLogNoOpLogHandler() }
        // The routes need the stand-in (for its state); it needs the port, known once the server runs.
        let router = Router()
        let box = NIOLockedValueBox<MedusaStandIn?>(nil)
        router.get("store/regions") { request, _ -> Response in
            guard let standIn = box.withLockedValue({ $0 }) else { return Response(status: .serviceUnavailable) }
            return try await standIn.respond(request, path: "/store/regions") { _, _ in
                try Self.json(["regions": Self.regions, "count": Self.regions.count, "offset": 0, "limit": 50])
            }
        }
        router.get("store/products") { request, _ -> Response in
            guard let standIn = box.withLockedValue({ $0 }) else { return Response(status: .serviceUnavailable) }
            return try await standIn.respond(request, path: "/store/products") { state, query in try standIn.products(state, query) }
        }
        return try await LoopbackServer.run(router, logger: quiet) { port in
            let standIn = MedusaStandIn(port: port, state: state)
            box.withLockedValue { $0 = standIn }
            defer { state.withLockedValue { $0.finished = true } }
            return try await body(standIn)
        }
    }
}
