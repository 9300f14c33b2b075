import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1  // HTTPHeaders of AsyncHTTPClient's request and response

/// One GET as every importer needs it (Medusa's Store API, a Shopify storefront, a Merchant feed's
/// URL): a deadline covering the body, a size limit, and retries of failures that can pass on their own.
struct CatalogHTTP: Sendable {
    struct Limits: Sendable {
        /// Products per page: Medusa lists 50 by default and 100 halves the requests; Shopify allows 250.
        var pageSize = 100
        /// For one whole exchange, body included.
        var requestTimeout: Duration = .seconds(30)
        /// Per answer: a page of products is far below this, a runaway answer is not. A Merchant feed is
        /// one answer and gets `maximumFeedBytes` instead.
        var maximumAnswerBytes = 16 << 20
        /// Waits before each retry of a request that failed in a way that can pass (5xx, 429, a
        /// dropped connection, a timeout); the request is tried once more than there are delays.
        var retryDelays: [Duration] = [.seconds(1), .seconds(4), .seconds(10)]
        /// More than this in one listing is not a gift shop; refusing beats filling the catalog.
        var maximumProducts = 100_000
    }

    struct Answer: Sendable {
        let contentType: String?
        let body: Data
    }

    let httpClient: HTTPClient
    let limits: Limits
    /// Told about each retry, so a slow import explains itself.
    let notice: @Sendable (String) -> Void

    /// `url`'s answer; an error status becomes `failure(status, body)` (retried when transient).
    func get(
        _ url: String, headers: [(String, String)], maximumBytes: Int? = nil,
        failure: @escaping @Sendable (Int, Data) -> CatalogImportError = { status, _ in .status(url: "", code: status, message: nil) }
    ) async throws -> Answer {
        var attempt = 0
        while true {
            do {
                return try await exchange(url, headers: headers, maximumBytes: maximumBytes ?? limits.maximumAnswerBytes, failure: failure)
            } catch let error as CatalogImportError where Self.isTransient(error) && attempt < limits.retryDelays.count {
                let delay = limits.retryDelays[attempt]
                attempt += 1
                notice("\(error); retrying in \(Self.describe(delay)) (attempt \(attempt + 1) of \(limits.retryDelays.count + 1))")
                try await Task.sleep(for: delay, tolerance: .zero)
            }
        }
    }

    /// `url`'s answer read as JSON.
    func getJSON<Decoded: Decodable>(
        _ type: Decoded.Type, _ url: String, headers: [(String, String)],
        failure: @escaping @Sendable (Int, Data) -> CatalogImportError = { status, _ in .status(url: "", code: status, message: nil) }
    ) async throws -> Decoded {
        let answer = try await get(url, headers: headers + [("Accept", "application/json")], failure: failure)
        do {
            return try JSONDecoder().decode(Decoded.self, from: answer.body)
        } catch {
            throw CatalogImportError.notJSON(url: url, contentType: answer.contentType, detail: Self.explain(error, body: answer.body))
        }
    }

    /// Failures that can pass on their own: the server busy or restarting, the network.
    static func isTransient(_ error: CatalogImportError) -> Bool {
        switch error {
        case .status(_, let code, _): code >= 500 || code == 408 || code == 429
        case .timedOut, .unreachable: true
        default: false
        }
    }

    private func exchange(
        _ url: String, headers: [(String, String)], maximumBytes: Int, failure: @escaping @Sendable (Int, Data) -> CatalogImportError
    ) async throws -> Answer {
        var request = HTTPClientRequest(url: url)
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        let (status, contentType, body) = try await withTimeout(url: url) { [request, httpClient, limits] in
            let response: HTTPClientResponse
            do {
                response = try await httpClient.execute(request, timeout: .nanoseconds(Int64(limits.requestTimeout / .nanoseconds(1))))
            } catch is CancellationError {
                throw CancellationError()
            } catch let error as HTTPClientError where Self.timeouts.contains(error) {
                throw CatalogImportError.timedOut(url: url, limit: limits.requestTimeout)
            } catch {
                // At its deadline AsyncHTTPClient fails with the last connection error ("connection
                // refused"), which says more than a timeout would.
                throw CatalogImportError.unreachable(url: url, detail: "\(error)")
            }
            do {
                let body = try await response.body.collect(upTo: maximumBytes)
                return (Int(response.status.code), response.headers.first(name: "Content-Type"), Data(buffer: body))
            } catch is NIOTooManyBytesError {
                throw CatalogImportError.tooLarge(url: url, limit: maximumBytes)
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                throw CatalogImportError.unreachable(url: url, detail: "the answer broke off: \(error)")
            }
        }
        guard (200..<300).contains(status) else {
            let error = failure(status, body)
            // The default failure does not know the URL; name it here.
            if case .status("", let code, let message) = error { throw CatalogImportError.status(url: url, code: code, message: message) }
            throw error
        }
        return Answer(contentType: contentType, body: body)
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
                throw CatalogImportError.timedOut(url: url, limit: limits.requestTimeout)
            }
            return result
        }
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

    /// A URL as given on the command line or in the environment, checked: absolute http(s), with a
    /// host, and no query or fragment (the importer adds its own).
    static func httpURL(_ text: String, option: String) throws -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil
        else { throw CatalogImportError.invalidURL(option: option, value: text) }
        return url
    }

    /// `base` + `path`, with the query encoded strictly: Medusa's `fields` holds `*` and `+`, and a
    /// bare `+` in a query string reads as a space.
    static func url(_ base: URL, path: String, query: [(String, String)]) -> String {
        var prefix = base.absoluteString
        while prefix.hasSuffix("/") { prefix.removeLast() }
        let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        let encoded = query.map { name, value in
            "\(name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? name)=\(value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value)"
        }
        return prefix + path + (encoded.isEmpty ? "" : "?" + encoded.joined(separator: "&"))
    }
}
