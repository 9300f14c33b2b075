import Foundation

/// What the invite page shows: the inviter's display name and nothing else of theirs (never an email
/// or username), Gifter in one line, and the two ways on. The same type renders the one "run out" page
/// that unknown, expired and malformed links all get, so a guess learns nothing.
struct InvitePage: Sendable {
    let title: String
    let description: String
    let heading: String
    let about: String
    /// The operator's App Store link (`GIFTER_APP_STORE_URL`); nil until the app is listed.
    let appStoreURL: String?
    /// `gifter://invite/<token>`, for someone who has the app but opened the link elsewhere.
    let openURL: String?

    /// The spec's Welcome copy (§2.2), as the line on what Gifter is.
    static let about = "I help you find gifts that feel exactly like them — not just “that’ll do.”"

    static func invite(from displayName: String, token: String, appStoreURL: String?) -> InvitePage {
        InvitePage(
            title: "\(displayName) invited you to Gifter",
            description: about,
            heading: "\(displayName) invited you to be friends on Gifter",
            about: about,
            appStoreURL: appStoreURL,
            openURL: "gifter://invite/\(token)"
        )
    }

    static let missing = InvitePage(
        title: "Gifter invitation",
        description: "This invitation has run out or the link is incomplete.",
        heading: "This invitation has run out or the link is incomplete. Ask for a new one.",
        about: about,
        appStoreURL: nil,
        openURL: nil
    )
}
