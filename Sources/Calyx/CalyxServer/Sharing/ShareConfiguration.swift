import Foundation
import ServerKit

/// Share-page settings, read from the environment in one place.
struct ShareConfiguration: Sendable {
    /// `CalyxPublicURL`, for the absolute links previews need. When unset, each page uses the host its
    /// request named.
    var publicURL: String?
    /// `CALYX_APPLE_TEAM_ID`: the Apple developer team that signs the app; without it no
    /// `apple-app-site-association` is served (there is no app to associate).
    var appleTeamID: String?

    /// The app's bundle id, which universal links open.
    static let bundleID = "app.greenhouse.calyx"

    init(environment: [String: String]) throws(ConfigurationError) {
        publicURL = try CalyxPublicURL.read(environment)
        if let team = environment["CALYX_APPLE_TEAM_ID"], !team.isEmpty {
            // Apple team ids are ten upper-case letters and digits.
            guard team.utf8.count == 10, team.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }) else {
                throw ConfigurationError(variable: "CALYX_APPLE_TEAM_ID", message: "must be a 10-character Apple team id such as ABCDE12345, got '\(team)'")
            }
            appleTeamID = team
        }
    }
}
