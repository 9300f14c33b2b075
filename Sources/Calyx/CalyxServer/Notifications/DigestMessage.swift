import Foundation
import Mail

/// The weekly email: the person's unread notification lines as plain text, with the one-click
/// unsubscribe headers of RFC 8058 (mail apps show an "Unsubscribe" button that POSTs to the link).
enum DigestMessage {
    /// Lines listed in one email; the rest are counted.
    static let maximumLines = 20

    static func make(
        from sender: MailAddress, to recipient: MailAddress, name: String, items: [NotificationItem], total: Int, unsubscribeLink: String
    ) -> MailMessage? {
        guard let unsubscribe = MailExtraHeader("List-Unsubscribe", "<\(unsubscribeLink)>"),
              let oneClick = MailExtraHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
        else { return nil }
        var lines = items.prefix(maximumLines).map { "• \($0.text)" }
        if total > lines.count { lines.append("…and \(total - lines.count) more in the app.") }
        let text = """
            Hello \(name),

            Here is what happened on Calyx that you have not seen yet:

            \(lines.joined(separator: "\n"))

            Open Calyx to see it all.

            You get this summary at most once a week because email notifications are on. To stop them, turn them off in Settings, or open this link:
            \(unsubscribeLink)

            — Calyx
            """
        let subject = total == 1 ? "1 new notification on Calyx" : "\(total) new notifications on Calyx"
        return MailMessage(from: sender, to: [recipient], subject: subject, text: text, headers: [unsubscribe, oneClick])
    }
}
