import Foundation
import HTTPTypes
import Hummingbird
import ServerKit

/// `/.well-known/apple-app-site-association`: tells iOS that links under `/calyx/share/` open the Calyx
/// app (`TEAMID.app.greenhouse.calyx`) where it is installed. Served only with `CALYX_APPLE_TEAM_ID`.
struct AppSiteAssociation: SharedRoutes {
    /// One file per domain: an app that adds its own links must merge them into this one.
    let id = "apple-app-site-association"
    let teamID: String

    static let path = "/.well-known/apple-app-site-association"

    var document: [String: Any] {
        [
            "applinks": [
                "details": [[
                    "appIDs": ["\(teamID).\(ShareConfiguration.bundleID)"],
                    "components": [["/": "/calyx/share/*", "comment": "Shared flowers and collections"]],
                ]],
            ],
        ]
    }

    func addRoutes(to routes: RouterGroup<AppRequestContext>, configuration: ServerConfiguration) {
        let body = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        routes.get(RouterPath(Self.path)) { _, _ in
            // iOS fetches it (through Apple's CDN) as JSON, with no redirects and no file extension.
            Response(
                status: .ok, headers: [.contentType: "application/json", .cacheControl: "public, max-age=3600"],
                body: .init(byteBuffer: ByteBuffer(bytes: body))
            )
        }
    }
}
