import Foundation
import HTTPTypes
import Hummingbird

/// `/.well-known/apple-app-site-association`: tells iOS which of a host's links open which installed
/// app. iOS reads one such file per domain, so every app served here adds its entry to the same
/// file: each app lists its own `AppSiteAssociation`, and the server merges those of the same `id`
/// (`merging(_:)`) before mounting the file once.
public struct AppSiteAssociation: SharedRoutes {
    /// One app and the paths it opens.
    public struct AppLinks: Sendable, Equatable {
        /// `TEAMID.bundle.id`.
        public let appID: String
        /// Path patterns (`/calyx/share/*`) with a line saying what they are.
        public let paths: [(pattern: String, comment: String)]
        /// Patterns under those that stay in the browser (an app's API), listed first: iOS uses the first match.
        public let excluded: [String]

        public init(appID: String, paths: [(pattern: String, comment: String)], excluded: [String] = []) {
            self.appID = appID
            self.paths = paths
            self.excluded = excluded
        }

        public static func == (a: AppLinks, b: AppLinks) -> Bool {
            a.appID == b.appID && a.paths.map(\.pattern) == b.paths.map(\.pattern) && a.paths.map(\.comment) == b.paths.map(\.comment)
                && a.excluded == b.excluded
        }

        var components: [[String: Any]] {
            excluded.map { ["/": $0, "exclude": true] } + paths.map { ["/": $0.pattern, "comment": $0.comment] }
        }
    }

    public static let path = "/.well-known/apple-app-site-association"

    public let id = "apple-app-site-association"
    public let apps: [AppLinks]

    public init(_ apps: AppLinks...) {
        self.apps = apps
    }

    init(apps: [AppLinks]) {
        self.apps = apps
    }

    /// The file's JSON: one `details` entry per app, in the order the apps were listed.
    public var document: [String: Any] {
        [
            "applinks": [
                "details": apps.map { app in
                    [
                        "appIDs": [app.appID],
                        "components": app.components,
                    ] as [String: Any]
                },
            ],
        ]
    }

    /// This app's entries and another's, each app once (the first listing of an app id wins).
    public func merging(_ other: any SharedRoutes) -> any SharedRoutes {
        guard let other = other as? AppSiteAssociation else { return self }
        let known = Set(apps.map(\.appID))
        return AppSiteAssociation(apps: apps + other.apps.filter { !known.contains($0.appID) })
    }

    public func addRoutes(to routes: RouterGroup<AppRequestContext>, configuration: ServerConfiguration) {
        let body = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        routes.get(RouterPath(Self.path)) { _, _ in
            // iOS fetches it (through Apple's CDN) as JSON, with no redirects and no file extension.
            Response(
                status: .ok, headers: [.contentType: "application/json", .cacheControl: "public, max-age=3600"],
                body: .init(byteBuffer: ByteBuffer(bytes: body))
            )
        }
    }

    /// An Apple developer team id from `variable` (ten upper-case letters and digits); nil when unset
    /// or empty, since without a team there is no app to associate.
    public static func teamID(_ environment: [String: String], variable: String) throws(ConfigurationError) -> String? {
        guard let team = environment[variable], !team.isEmpty else { return nil }
        guard team.utf8.count == 10, team.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }) else {
            throw ConfigurationError(variable: variable, message: "must be a 10-character Apple team id such as ABCDE12345, got '\(team)'")
        }
        return team
    }
}
