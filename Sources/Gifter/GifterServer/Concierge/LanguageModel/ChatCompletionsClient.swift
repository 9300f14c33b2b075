import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1  // HTTPHeaders and HTTPResponseStatus of AsyncHTTPClient's request and response
import ServerKit
import Tracing

/// One OpenAI-compatible `POST /chat/completions` exchange, answering the first choice's message text.
///
/// Bounded both ways, because a model server is a third party to a page load: a deadline on the whole
/// exchange (AsyncHTTPClient's own stops at the response head; a slow model streams its body late) and a
/// size limit on what is read.
struct ChatCompletionsClient: Sendable {
    let endpoint: URL
    let model: String
    let apiKey: String?
    let timeout: Duration
    let httpClient: HTTPClient

    /// The reworded reasons of a page are a few KiB; anything near this is not an answer to our question.
    static let responseLimit = 64 * 1024
    /// Low: the model is asked to reword and to classify, not to be inventive.
    static let temperature = 0.2

    init(configuration: LanguageModelConfiguration, httpClient: HTTPClient) {
        endpoint = configuration.endpoint
        model = configuration.model
        apiKey = configuration.apiKey
        timeout = configuration.timeout
        self.httpClient = httpClient
    }

    struct Message: Encodable, Sendable, Equatable {
        enum Role: String, Encodable, Sendable { case system, user }
        var role: Role
        var content: String
    }

    private struct Body: Encodable {
        struct ResponseFormat: Encodable { var type = "json_object" }
        var model: String
        var messages: [Message]
        var temperature: Double
        var response_format = ResponseFormat()
        var max_tokens: Int
    }

    private struct Completion: Decodable {
        struct Choice: Decodable {
            struct Message: Decodable { var content: String? }
            var message: Message?
            var finish_reason: String?
        }
        var choices: [Choice]
    }

    /// The text of the first choice for `messages`, asking for a JSON object of at most `maxTokens` tokens.
    func complete(_ messages: [Message], maxTokens: Int) async throws(ChatCompletionsError) -> String {
        let body: ByteBuffer
        do {
            let httpRequest = try request(messages, maxTokens: maxTokens)
            // The span holds the whole exchange, the deadline's end included; never the prompt or the answer.
            body = try await OutboundSpan.run("LLM POST", service: "llm", url: endpoint, method: "POST") { span in
                span?.attributes["gen_ai.request.model"] = model
                return try await withDeadline(exchange(httpRequest, span: span))
            }
        } catch let error as ChatCompletionsError {
            throw error
        } catch {
            if Task.isCancelled || error is CancellationError { throw .cancelled }
            if let error = error as? HTTPClientError, error == .deadlineExceeded { throw .timedOut }
            if error is NIOTooManyBytesError { throw .tooLarge(limit: Self.responseLimit) }
            throw .transport(String(describing: error))
        }
        guard let completion = try? JSONDecoder().decode(Completion.self, from: Data(buffer: body)) else { throw .unreadable }
        guard let choice = completion.choices.first else { throw .noContent }
        if choice.finish_reason == "length" { throw .truncated }
        guard let content = choice.message?.content, !content.isEmpty else { throw .noContent }
        return content
    }

    private func request(_ messages: [Message], maxTokens: Int) throws -> HTTPClientRequest {
        var request = HTTPClientRequest(url: endpoint.absoluteString)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.headers.add(name: "Accept", value: "application/json")
        if let apiKey { request.headers.add(name: "Authorization", value: "Bearer \(apiKey)") }
        let body = Body(model: model, messages: messages, temperature: Self.temperature, max_tokens: maxTokens)
        request.body = .bytes(ByteBuffer(data: try JSONEncoder().encode(body)))
        return request
    }

    /// The response body of a 2xx answer, at most `responseLimit` bytes.
    private func exchange(_ request: HTTPClientRequest, span: (any Span)?) -> @Sendable () async throws -> ByteBuffer {
        { [httpClient, timeout] in
            let response = try await httpClient.execute(request, timeout: .nanoseconds(Int64(timeout / .nanoseconds(1))))
            span?.attributes["http.response.status_code"] = Int(response.status.code)
            // Refuse a declared oversize before reading any of it.
            if let declared = response.headers.first(name: "Content-Length").flatMap(Int.init), declared > Self.responseLimit {
                throw ChatCompletionsError.tooLarge(limit: Self.responseLimit)
            }
            let body = try await response.body.collect(upTo: Self.responseLimit)
            guard (200..<300).contains(response.status.code) else { throw ChatCompletionsError.status(response.status.code) }
            return body
        }
    }

    /// Runs `work` against the timeout; whichever ends first wins and the other is cancelled.
    private func withDeadline(_ work: @escaping @Sendable () async throws -> ByteBuffer) async throws -> ByteBuffer {
        try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask { try await work() }
            group.addTask { [timeout] in
                try await Task.sleep(for: timeout, tolerance: .zero)
                return nil
            }
            defer { group.cancelAll() }
            guard let body = try await group.next() ?? nil else { throw ChatCompletionsError.timedOut }
            return body
        }
    }
}
