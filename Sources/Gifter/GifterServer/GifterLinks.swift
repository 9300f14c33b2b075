import ServerKit

/// Gifter's universal links: the host's apple-app-site-association names the app
/// (`TEAMID.app.greenhouse.gifter`, with `GIFTER_APPLE_TEAM_ID`) for friend invites
/// (`/gifter/invite/<token>`) and Gifter's other pages, but not its API, nor the web pages (`AppPages`)
/// that must open in a browser: the App Store's privacy link, and the app's own About links, would
/// otherwise open Gifter instead of the page.
enum GifterLinks {
    /// The app's bundle id (Apps/Gifter/project.yml).
    static let bundleID = "app.greenhouse.gifter"

    /// `/gifter/`, `/gifter/privacy`, `/gifter/terms`, `/gifter/support` and the icon they show.
    static let webPages = ["/gifter", "/gifter/", "/gifter/privacy", "/gifter/terms", "/gifter/support", "/gifter/icon.png"]

    static func association(team: String) -> AppSiteAssociation {
        AppSiteAssociation(.init(
            appID: "\(team).\(bundleID)",
            paths: [("/gifter/invite/*", "Friend invites"), ("/gifter/*", "Gifter's pages")],
            excluded: ["/gifter/v1/*"] + webPages
        ))
    }
}
