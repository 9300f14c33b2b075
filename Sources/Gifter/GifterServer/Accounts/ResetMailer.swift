import Foundation
import Identity
import Logging
import Mail

/// Sends password reset links: by SMTP when `GIFTER_SMTP_URL` is set, otherwise (development) by
/// writing the link to the log, so `make run` can still reset a password.
struct ResetMailer: Sendable {
    let smtp: SMTPClient?
    /// The link's start; the token is appended (`GIFTER_RESET_LINK_BASE`, default `gifter://reset-password?token=`).
    let linkBase: String
    let logger: Logger

    func link(_ token: String) -> String { linkBase + token }

    func message(_ reset: PasswordResets.Reset, from sender: MailAddress) -> MailMessage? {
        guard let to = MailAddress(reset.email, displayName: reset.displayName) else { return nil }
        let text = """
            Hello \(reset.displayName),

            Someone (hopefully you) asked to reset your Gifter password. This link lets you choose a new one. It works once, for the next 30 minutes:

            \(link(reset.token))

            If it wasn’t you, you can ignore this email; your password stays as it is.

            — Gifter
            """
        return MailMessage(from: sender, to: [to], subject: "Choose a new Gifter password", text: text)
    }

    /// Sends the link off the request's task, so the answer takes as long whether or not mail goes out.
    func send(_ reset: PasswordResets.Reset) {
        guard let smtp else {
            logger.notice("password reset link (no GIFTER_SMTP_URL: not mailed)", metadata: ["email": "\(reset.email)", "link": "\(link(reset.token))"])
            return
        }
        guard let message = message(reset, from: smtp.configuration.sender) else { return }
        let logger = logger
        Task {
            do {
                _ = try await smtp.send(message)
            } catch {
                logger.error("password reset mail failed", metadata: ["error": "\(error)"])
            }
        }
    }
}
