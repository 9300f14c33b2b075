import Foundation
import Logging
import Mail
import ServerKit

/// Mails a moderator their one-time sign-in link. The link is built from the configured public URL
/// (`CALYX_PUBLIC_URL`), never from the request's Host header, which whoever asks for the link could
/// point at their own server. Without SMTP the link goes to the server's log, for a developer's laptop.
struct ConsoleSignInMail: Sendable {
    let smtp: SMTPClient?
    let publicURL: String
    let logger: Logger

    func link(_ secret: String) -> String {
        "\(publicURL)/calyx/console/sign-in?token=\(secret)"
    }

    func send(_ secret: String, to address: String) async throws {
        let link = link(secret)
        guard let smtp else {
            logger.warning("console sign-in link (no SMTP configured, so not mailed)", metadata: ["to": "\(address)", "link": "\(link)"])
            return
        }
        guard let recipient = MailAddress(address) else { throw Problem.validation(field: "email", "is not an email address") }
        let text = """
            Someone asked to sign in to the Calyx moderation console as you.

            Sign in: \(link)

            The link works once, in the next 15 minutes. If it was not you, ignore this email: nothing happens without the link.
            """
        let message = MailMessage(from: smtp.configuration.sender, to: [recipient], subject: "Your Calyx moderation sign-in link", text: text)
        do {
            _ = try await smtp.send(message)
        } catch {
            logger.error("console sign-in link not sent", metadata: ["error": "\(error)"])
            throw Problem.unavailable("The sign-in email could not be sent; try again in a minute.", retryAfterSeconds: 60)
        }
    }
}
