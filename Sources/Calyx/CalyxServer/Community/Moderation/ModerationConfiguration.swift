import AsyncHTTPClient
import Foundation
import Logging
import ServerKit

/// Which comment moderator Calyx uses, read from its environment in one place.
struct ModerationConfiguration: Sendable, Equatable {
    static let defaultModel = "omni-moderation-latest"

    /// An OpenAI-compatible moderation endpoint, in full (`https://api.openai.com/v1/moderations`);
    /// nil keeps moderation in-process, on the shipped word list alone.
    var endpoint: URL?
    var apiKey: String?
    var model: String

    init(endpoint: URL? = nil, apiKey: String? = nil, model: String = Self.defaultModel) {
        self.endpoint = endpoint
        self.apiKey = apiKey
        self.model = model
    }

    /// Reads `CALYX_MODERATION_URL`, `CALYX_MODERATION_KEY` and `CALYX_MODERATION_MODEL`; empty means unset.
    init(environment: [String: String]) throws(ConfigurationError) {
        self.init()
        if let text = environment["CALYX_MODERATION_URL"], !text.isEmpty {
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
                  let host = url.host, !host.isEmpty
            else {
                throw ConfigurationError(variable: "CALYX_MODERATION_URL", message: "must be an http(s) URL such as https://api.openai.com/v1/moderations, got '\(text)'")
            }
            endpoint = url
        }
        if let key = environment["CALYX_MODERATION_KEY"], !key.isEmpty { apiKey = key }
        if let model = environment["CALYX_MODERATION_MODEL"], !model.isEmpty { self.model = model }
    }

    /// The remote moderator (with the word list behind it) when an endpoint is set, else the word list.
    func makeModerator(client: HTTPClient = .shared, logger: Logger) -> any CommentModerator {
        guard let endpoint else { return WordListModerator.shipped }
        return RemoteModerator(endpoint: endpoint, apiKey: apiKey, model: model, fallback: .shipped, client: client, logger: logger)
    }
}
