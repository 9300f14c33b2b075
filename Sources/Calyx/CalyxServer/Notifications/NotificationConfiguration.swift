import Foundation
import Mail
import Push
import ServerKit

/// How Calyx reaches people outside the app, from the environment:
/// - `CALYX_PUBLIC_URL` (see `CalyxPublicURL`): for the links in emails; defaults to the address the
///   server listens on.
/// - `CALYX_APNS_*` (see `APNsConfiguration`): push; without them pushes are claimed and logged.
/// - `CALYX_SMTP_URL`, `CALYX_MAIL_FROM` (see `SMTPConfiguration`): the weekly digest; without them
///   digests are claimed and logged.
struct NotificationConfiguration: Sendable {
    let publicURL: String
    let apns: APNsConfiguration?
    let smtp: SMTPConfiguration?

    init(configuration: ServerConfiguration) throws {
        let variables = configuration.environment
        publicURL = try CalyxPublicURL.read(variables) ?? "http://\(configuration.host):\(configuration.port)"
        apns = try APNsConfiguration(app: "calyx", environment: variables)
        smtp = try SMTPConfiguration(app: "calyx", environment: variables)
    }

    /// The one-click unsubscribe link for `token` (RFC 8058).
    func unsubscribeLink(_ token: String) -> String {
        "\(publicURL)/calyx/v1/email/unsubscribe?token=\(token)"
    }
}
