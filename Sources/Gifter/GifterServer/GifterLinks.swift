import ServerKit

/// Gifter's universal links: the host's apple-app-site-association names the app
/// (`TEAMID.app.greenhouse.gifter`, with `GIFTER_APPLE_TEAM_ID`) for friend invites
/// (`/gifter/invite/<token>`) and Gifter's other pages, but not its API.
enum GifterLinks {
    /// The app's bundle id (Apps/Gifter/project.yml).
    static let bundleID = "app.greenhouse.gifter"

    static func association(team: String) -> AppSiteAssociation {
        AppSiteAssociation(.init(
            appID: "\(team).\(bundleID)",
            paths: [("/gifter/invite/*", "Friend invites"), ("/gifter/*", "Gifter's pages")],
            excluded: ["/gifter/v1/*"]
        ))
    }
}
