import Foundation
import ServerKit

/// Where Gifter's optional language model lives, read from the environment in this one place.
///
/// Any OpenAI-compatible chat-completions server works (vLLM, llama.cpp server, Ollama, a hosted API).
/// Without `GIFTER_LLM_URL` there is no configuration, and the built-in concierge speaks alone.
public struct LanguageModelConfiguration: Sendable, Equatable, CustomStringConvertible {
    /// `http://127.0.0.1:8000/v1`: the client posts to `{baseURL}/chat/completions`.
    public var baseURL: URL
    public var model: String
    /// Sent as `Authorization: Bearer …`; local servers usually need none.
    public var apiKey: String?
    /// For the whole exchange, body included: past it the built-in words are shown as they are.
    public var timeout: Duration
    /// After the endpoint fails (down, slow, 5xx), it is left alone this long, so that while it is down
    /// a page does not wait the whole timeout each time before the built-in answer.
    public var pauseAfterFailure: Duration

    static let defaultTimeoutMilliseconds = 2_500
    static let timeoutMilliseconds = 100...30_000

    public init(baseURL: URL, model: String, apiKey: String? = nil, timeout: Duration = .milliseconds(2_500),
                pauseAfterFailure: Duration = .seconds(30)) {
        self.baseURL = baseURL
        self.model = model
        self.apiKey = apiKey
        self.timeout = timeout
        self.pauseAfterFailure = pauseAfterFailure
    }

    /// Reads `GIFTER_LLM_URL`, `GIFTER_LLM_MODEL`, `GIFTER_LLM_API_KEY` and `GIFTER_LLM_TIMEOUT_MS`
    /// (milliseconds, 100…30000, default 2500); nil when the URL is unset or empty, so the others
    /// are then ignored.
    public init?(environment: [String: String]) throws(ConfigurationError) {
        guard let text = environment["GIFTER_LLM_URL"]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty
        else {
            throw ConfigurationError(variable: "GIFTER_LLM_URL", message: "must be an http(s) base URL such as http://127.0.0.1:8000/v1, got '\(text)'")
        }
        guard let model = environment["GIFTER_LLM_MODEL"]?.trimmingCharacters(in: .whitespaces), !model.isEmpty else {
            throw ConfigurationError(variable: "GIFTER_LLM_MODEL", message: "must name the model when GIFTER_LLM_URL is set")
        }
        guard Self.isHeaderSafe(model) else {
            throw ConfigurationError(variable: "GIFTER_LLM_MODEL", message: "must not contain control characters")
        }
        var apiKey: String?
        if let key = environment["GIFTER_LLM_API_KEY"], !key.isEmpty {
            // The key goes into a header: a stray newline or space from a copied secret would break it.
            guard Self.isHeaderSafe(key), !key.contains(" ") else {
                throw ConfigurationError(variable: "GIFTER_LLM_API_KEY", message: "must not contain spaces or control characters")
            }
            apiKey = key
        }
        var milliseconds = Self.defaultTimeoutMilliseconds
        if let text = environment["GIFTER_LLM_TIMEOUT_MS"], !text.isEmpty {
            guard let value = Int(text), Self.timeoutMilliseconds.contains(value) else {
                throw ConfigurationError(
                    variable: "GIFTER_LLM_TIMEOUT_MS",
                    message: "must be a whole number of milliseconds from \(Self.timeoutMilliseconds.lowerBound) to \(Self.timeoutMilliseconds.upperBound), got '\(text)'"
                )
            }
            milliseconds = value
        }
        self.init(baseURL: url, model: model, apiKey: apiKey, timeout: .milliseconds(milliseconds))
    }

    /// `{baseURL}/chat/completions`. A URL that already ends so (a copied full endpoint) is used as it is.
    public var endpoint: URL {
        let path = baseURL.path.hasSuffix("/") ? String(baseURL.path.dropLast()) : baseURL.path
        if path.hasSuffix("/chat/completions") { return baseURL }
        return baseURL.appendingPathComponent("chat").appendingPathComponent("completions")
    }

    /// Never prints the key: configurations end up in logs.
    public var description: String {
        "LanguageModelConfiguration(endpoint: \(endpoint.absoluteString), model: \(model), apiKey: \(apiKey == nil ? "none" : "set"), timeout: \(timeout))"
    }

    private static func isHeaderSafe(_ value: String) -> Bool {
        !value.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
