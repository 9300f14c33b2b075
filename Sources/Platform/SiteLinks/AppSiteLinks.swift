import Foundation

/// Where an app's web pages are: the server's `/<app>/` (what the app is), `/<app>/privacy`,
/// `/<app>/terms` and `/<app>/support` (Platform's `AppPages`), under the one site address the build
/// configures in Info.plist (`DandelionSiteURL` = `$(DANDELION_SITE_URL)`, set per configuration in
/// `Apps/<App>/project.yml`), so no domain is written into the app's code.
public struct AppSiteLinks: Equatable, Sendable {
    public let home: URL
    public let privacy: URL
    public let terms: URL
    public let support: URL

    /// From the app's site address such as `https://greenhouse.app/dandelion`; nil when it is missing,
    /// left unsubstituted (`$(DANDELION_SITE_URL)`), or not an http(s) address with a host.
    public init?(site text: String?) {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty, !text.contains("$("),
              var components = URLComponents(string: text), ["http", "https"].contains(components.scheme?.lowercased() ?? ""),
              components.host?.isEmpty == false, components.query == nil, components.fragment == nil
        else { return nil }
        while components.path.hasSuffix("/") { components.path.removeLast() }
        guard let base = components.url else { return nil }
        home = base.appendingPathComponent("", isDirectory: true)
        privacy = base.appendingPathComponent("privacy")
        terms = base.appendingPathComponent("terms")
        support = base.appendingPathComponent("support")
    }

    /// From the Info.plist value under `key` (`Bundle.main.infoDictionary`).
    public init?(infoDictionary: [String: Any]?, key: String) {
        self.init(site: infoDictionary?[key] as? String)
    }
}
