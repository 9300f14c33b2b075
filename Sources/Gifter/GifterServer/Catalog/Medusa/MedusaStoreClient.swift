import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1  // HTTPHeaders of AsyncHTTPClient's request and response

/// Reads a Medusa v2 store's catalog through its Store API: the region to price in, then every
/// product page (`GET /store/products?limit=&offset=`, until `count` are read), each variant with
/// its calculated price in that region.
struct MedusaStoreClient: Sendable {
    struct Limits: Sendable {
        /// Products per page: Medusa lists 50 by default; 100 halves the requests and keeps a page of
        /// fully expanded products to a few hundred kilobytes.
        var pageSize = 100
        /// For one whole exchange, body included.
        var requestTimeout: Duration = .seconds(30)
        /// Per answer: a page of 100 products is far below this, a runaway answer is not.
        var maximumAnswerBytes = 16 << 20
        /// Waits before each retry of a request that failed in a way that can pass (5xx, 429, a
        /// dropped connection, a timeout); the request is tried once more than there are delays.
        var retryDelays: [Duration] = [.seconds(1), .seconds(4), .seconds(10)]
        /// More than this in one listing is not a gift shop; refusing beats filling the catalog.
        var maximumProducts = 100_000
    }

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

    /// The store's URL as given on the command line, checked: absolute http(s), with a host.
    static func storeURL(_ text: String, option: String) throws -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil
        else { throw MedusaImportError.invalidURL(option: option, value: text) }
        return url
    }

    // MARK: - Listings

    /// The region prices are calculated in: the one selling in pounds if the store has one (Gifter's
    /// prices and price bands are in pounds), else the store's first.
    func region() async throws -> MedusaStoreAPI.Region {
        let regions = try await readAll(MedusaStoreAPI.RegionPage.self, path: "/store/regions", query: [], progress: { _, _ in })
        guard let region = Self.preferredRegion(regions) else { throw MedusaImportError.noRegion(store: store.absoluteString) }
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
                throw MedusaImportError.tooManyProducts(store: store.absoluteString, count: page.count, limit: limits.maximumProducts)
            }
            items += page.items
            progress(items.count, page.count)
            if items.count >= page.count { return items }
            // An empty page before `count` (products unpublished mid-read, or a store that miscounts):
            // a partial listing must not be imported, as the missing products would be withdrawn.
            guard !page.items.isEmpty else {
                throw MedusaImportError.incompleteListing(store: store.absoluteString, read: items.count, count: page.count)
            }
        }
    }

    // MARK: - One request, with retries

    func get<Answer: Decodable>(_ path: String, query: [(String, String)]) async throws -> Answer {
        let url = Self.url(store, path: path, query: query)
        var attempt = 0
        while true {
            do {
                return try await exchange(url)
            } catch let error as MedusaImportError where Self.isTransient(error) && attempt < limits.retryDelays.count {
                let delay = limits.retryDelays[attempt]
                attempt += 1
                notice("\(error); retrying in \(Self.describe(delay)) (attempt \(attempt + 1) of \(limits.retryDelays.count + 1))")
                try await Task.sleep(for: delay, tolerance: .zero)
            }
        }
    }

    /// Failures that can pass on their own: the server busy or restarting, the network.
    static func isTransient(_ error: MedusaImportError) -> Bool {
        switch error {
        case .status(_, let code, _): code >= 500 || code == 408 || code == 429
        case .timedOut, .unreachable: true
        default: false
        }
    }

    private func exchange<Answer: Decodable>(_ url: String) async throws -> Answer {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: Self.keyHeader, value: publishableKey)
        request.headers.add(name: "Accept", value: "application/json")
        let (status, contentType, body) = try await withTimeout(url: url) { [request, httpClient, limits] in
            let response: HTTPClientResponse
            do {
                response = try await httpClient.execute(request, timeout: .nanoseconds(Int64(limits.requestTimeout / .nanoseconds(1))))
            } catch is CancellationError {
                throw CancellationError()
            } catch let error as HTTPClientError where Self.timeouts.contains(error) {
                throw MedusaImportError.timedOut(url: url, limit: limits.requestTimeout)
            } catch {
                // At its deadline AsyncHTTPClient fails with the last connection error ("connection
                // refused"), which says more than a timeout would.
                throw MedusaImportError.unreachable(url: url, detail: "\(error)")
            }
            do {
                let body = try await response.body.collect(upTo: limits.maximumAnswerBytes)
                return (Int(response.status.code), response.headers.first(name: "Content-Type"), Data(buffer: body))
            } catch is NIOTooManyBytesError {
                throw MedusaImportError.tooLarge(url: url, limit: limits.maximumAnswerBytes)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                throw MedusaImportError.unreachable(url: url, detail: "the answer broke off: \(error)")
            }
        }
        guard (200..<300).contains(status) else { throw failure(status: status, body: body, url: url) }
        do {
            return try JSONDecoder().decode(Answer.self, from: body)
        } catch {
            throw MedusaImportError.notJSON(url: url, contentType: contentType, detail: Self.explain(error, body: body))
        }
    }

    /// AsyncHTTPClient's errors for a request that ran out of time.
    static let timeouts: [HTTPClientError] = [.deadlineExceeded, .readTimeout, .connectTimeout, .getConnectionFromPoolTimeout]

    /// AsyncHTTPClient's own deadline ends at the response head; this one also covers the body. It
    /// allows a second more, so that when the head is late AsyncHTTPClient's failure, which names the
    /// cause, arrives first.
    private func withTimeout<R: Sendable>(url: String, _ body: @escaping @Sendable () async throws -> R) async throws -> R {
        try await withThrowingTaskGroup(of: R?.self) { group in
            group.addTask { try await body() }
            group.addTask { [limits] in
                try await Task.sleep(for: limits.requestTimeout + .seconds(1), tolerance: .zero)
                return nil
            }
            defer { group.cancelAll() }
            guard let result = try await group.next() ?? nil else {
                throw MedusaImportError.timedOut(url: url, limit: limits.requestTimeout)
            }
            return result
        }
    }

    /// An error status as the error the person running the import can act on.
    private func failure(status: Int, body: Data, url: String) -> MedusaImportError {
        let answer = try? JSONDecoder().decode(MedusaStoreAPI.ErrorBody.self, from: body)
        let message = answer?.message.map { String($0.prefix(300)) }
        // Medusa refuses a missing, unknown or revoked key with 400 `not_allowed` ("A valid publishable
        // key is required…"); a gateway in front of it may use 401 or 403 instead.
        let keyRefused = status == 401 || status == 403
            || (status == 400 && answer?.type == "not_allowed" && (message ?? "").localizedCaseInsensitiveContains("publishable"))
        if keyRefused {
            return .keyRejected(key: publishableKey, store: store.absoluteString, status: status, message: message)
        }
        return .status(url: url, code: status, message: message)
    }

    /// Why a body could not be read: what it starts with (an HTML page is recognisable) and, for JSON,
    /// the first field that did not fit.
    static func explain(_ error: any Error, body: Data) -> String {
        let start = String(decoding: body.prefix(80), as: UTF8.self).replacingOccurrences(of: "\n", with: " ")
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "unexpected value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        default:
            return body.isEmpty ? "the body is empty" : "the body starts '\(start)'"
        }
    }

    static func describe(_ duration: Duration) -> String {
        let milliseconds = Int((duration / .milliseconds(1)).rounded())
        if milliseconds < 1000 { return "\(milliseconds) ms" }
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds / 100) / 10) s"
    }

    // MARK: - URLs

    /// `store` + `path`, with the query encoded strictly: Medusa's `fields` holds `*` and `+`, and a
    /// bare `+` in a query string reads as a space.
    static func url(_ store: URL, path: String, query: [(String, String)]) -> String {
        var base = store.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        let encoded = query.map { name, value in
            "\(name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? name)=\(value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value)"
        }
        return base + path + (encoded.isEmpty ? "" : "?" + encoded.joined(separator: "&"))
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
