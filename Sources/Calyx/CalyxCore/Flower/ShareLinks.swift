import Foundation

/// The public pages the share sheet hands out (the server renders them, and opens the app where it
/// is installed): `<site>/calyx/share/flowers/<id>`, `/collections/<id>` and `/people/<username>`.
public struct ShareLinks: Sendable {
    public let site: URL

    /// `serverURL` is the API's (`https://greenhouse.app/calyx/v1`); the pages live on its origin.
    public init(serverURL: URL) {
        var origin = URLComponents()
        origin.scheme = serverURL.scheme
        origin.host = serverURL.host
        origin.port = serverURL.port
        site = origin.url ?? serverURL
    }

    public func flower(_ id: String) -> URL { site.appending(path: "calyx/share/flowers/\(id)") }
    public func collection(_ id: String) -> URL { site.appending(path: "calyx/share/collections/\(id)") }
    /// Someone's public page; the app opens the same link to their profile.
    public func person(_ username: String) -> URL { site.appending(path: "calyx/share/people/\(username)") }
}
