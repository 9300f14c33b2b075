import AsyncHTTPClient
import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOFoundationCompat
import NIOHTTP1  // HTTPHeaders and HTTPResponseStatus of AsyncHTTPClient's request and response
import ServerKit
import Tracing

/// Asks an OpenAI-compatible moderation endpoint (`POST {"input", "model"}` → `results[].flagged`).
///
/// The word list is always consulted too: a model can let an explicit slur through, and when the
/// endpoint fails (down, slow, an error status, an answer we cannot read) it decides alone, so a
/// comment is never refused, nor waved through, because a third party is unavailable.
struct RemoteModerator: CommentModerator {
    let endpoint: URL
    let apiKey: String?
    let model: String
    let fallback: WordListModerator
    let client: HTTPClient
    let logger: Logger
    /// For the whole exchange, body included: a comment should not wait long on a third party.
    let timeout: Duration
    /// After a failure the endpoint is left alone this long: while it is down, every comment would
    /// otherwise wait the whole timeout before the word list decides.
    let pauseAfterFailure: Duration
    private let pausedUntil = NIOLockedValueBox<ContinuousClock.Instant?>(nil)

    init(endpoint: URL, apiKey: String?, model: String, fallback: WordListModerator = .shipped,
         client: HTTPClient = .shared, logger: Logger, timeout: Duration = .seconds(3), pauseAfterFailure: Duration = .seconds(30)) {
        self.endpoint = endpoint
        self.apiKey = apiKey
        self.model = model
        self.fallback = fallback
        self.client = client
        self.logger = logger
        self.timeout = timeout
        self.pauseAfterFailure = pauseAfterFailure
    }

    struct Request: Encodable {
        var input: String
        var model: String
    }

    struct Response: Decodable {
        struct Result: Decodable {
            var flagged: Bool
            /// Values are booleans; tolerate a null from a lenient implementation.
            var categories: [String: Bool?]?
        }

        var results: [Result]
    }

    enum Failure: Error, CustomStringConvertible {
        case status(UInt)
        case noResults
        case timedOut

        var description: String {
            switch self {
            case .status(let code): "the endpoint answered \(code)"
            case .noResults: "the answer held no results"
            case .timedOut: "no answer in time"
            }
        }
    }

    func review(_ text: String) async -> ModerationVerdict {
        if let until = pausedUntil.withLockedValue({ $0 }), ContinuousClock.now < until { return await fallback.review(text) }
        let results: [Response.Result]
        do {
            results = try await ask(text)
        } catch {
            // A cancelled caller is not a failing endpoint.
            if !Task.isCancelled {
                logger.warning("Comment moderation endpoint failed; using the word list alone", metadata: [
                    "moderation.endpoint": "\(endpoint.absoluteString)", "error": "\(error)",
                    "moderation.pause_seconds": "\(pauseAfterFailure.components.seconds)",
                ])
                let until = ContinuousClock.now + pauseAfterFailure
                pausedUntil.withLockedValue { $0 = until }
            }
            return await fallback.review(text)
        }
        let flagged = results.filter(\.flagged)
        guard !flagged.isEmpty else { return await fallback.review(text) }
        let categories = flagged.flatMap { ($0.categories ?? [:]).filter { $0.value == true }.map(\.key) }
        return .refused(reason: Self.reason(forCategories: categories))
    }

    private func request(for text: String) throws -> HTTPClientRequest {
        var request = HTTPClientRequest(url: endpoint.absoluteString)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.headers.add(name: "Accept", value: "application/json")
        if let apiKey { request.headers.add(name: "Authorization", value: "Bearer \(apiKey)") }
        request.body = .bytes(ByteBuffer(data: try JSONEncoder().encode(Request(input: text, model: model))))
        return request
    }

    private func ask(_ text: String) async throws -> [Response.Result] {
        let request = try request(for: text)
        // The span holds the whole exchange, the deadline's end included; never the comment.
        return try await OutboundSpan.run("moderation POST", service: "moderation", url: endpoint, method: "POST") { span in
            try await ask(request, span: span)
        }
    }

    private func ask(_ request: HTTPClientRequest, span: (any Span)?) async throws -> [Response.Result] {
        // AsyncHTTPClient's own deadline stops at the response head; this one also covers the body.
        try await withThrowingTaskGroup(of: [Response.Result]?.self) { group in
            group.addTask {
                let response = try await client.execute(request, timeout: .milliseconds(Int64(timeout / .milliseconds(1))))
                span?.attributes["http.response.status_code"] = Int(response.status.code)
                let body = try await response.body.collect(upTo: 1 << 20)
                guard (200..<300).contains(response.status.code) else { throw Failure.status(response.status.code) }
                let results = try JSONDecoder().decode(Response.self, from: Data(buffer: body)).results
                guard !results.isEmpty else { throw Failure.noResults }
                return results
            }
            group.addTask {
                try await Task.sleep(for: timeout, tolerance: .zero)
                return nil
            }
            defer { group.cancelAll() }
            guard let results = try await group.next() ?? nil else { throw Failure.timedOut }
            return results
        }
    }

    /// Plain words for the first flagged category, most serious first; unknown names get a general reason.
    static func reason(forCategories categories: [String]) -> String {
        let described: [(prefix: String, words: String)] = [
            ("sexual/minors", "sexual content involving minors"),
            ("hate", "hateful language"),
            ("harassment", "harassment"),
            ("violence", "violent content"),
            ("self-harm", "content about self-harm"),
            ("sexual", "sexual content"),
            ("illicit", "content about illegal activity"),
        ]
        for (prefix, words) in described where categories.contains(where: { $0.hasPrefix(prefix) }) {
            return "Please keep comments kind: this looks like \(words)."
        }
        return "Please keep comments kind: this contains content we don't allow."
    }
}
