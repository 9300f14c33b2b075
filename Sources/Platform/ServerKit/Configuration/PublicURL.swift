import Foundation

/// An app's `<APP>_PUBLIC_URL`: the scheme and host people reach the server at
/// (`https://greenhouse.app`), for the absolute links that leave the server (share pages, invite
/// links, links in emails).
public enum PublicURL {
    /// The origin `variable` names, without a trailing slash; nil when unset or empty.
    public static func read(_ environment: [String: String], variable: String) throws(ConfigurationError) -> String? {
        guard let text = environment[variable], !text.isEmpty else { return nil }
        var trimmed = text
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let url = URL(string: trimmed), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host?.isEmpty == false,
              url.query == nil, url.fragment == nil
        else {
            throw ConfigurationError(variable: variable, message: "must be an http(s) URL such as https://greenhouse.app, got '\(text)'")
        }
        return trimmed
    }
}
