import Foundation
import GifterAPI
import Push

/// The words of a reminder (§13): "[Name]'s birthday is in 7 days. Want me to line up a few
/// last-minute ideas?"
struct OccasionReminder: Sendable, Equatable {
    /// Whose occasion: nil for your own dates.
    let name: String?
    let kind: OccasionKind
    let customTitle: String?
    let reminder: ReminderPlan.Kind

    var subject: String {
        if let customTitle { return customTitle }
        let occasion = kind.title.lowercased()
        guard let name else { return "Your \(occasion)" }
        return "\(Possessive.of(name)) \(occasion)"
    }

    var body: String {
        let when = reminder == .weekBefore ? "is in \(reminder.daysAhead) days" : "is today"
        return "\(subject) \(when). Want me to line up a few last-minute ideas?"
    }

    func notification(occasionID: UUID, date: CalendarDay) -> PushNotification {
        PushNotification(
            .alert(title: "Gifter", body: body),
            threadID: "occasion-\(occasionID.uuidString.lowercased())",
            collapseID: "occasion-\(occasionID.uuidString.lowercased())-\(date)",
            custom: ["occasion": .string(occasionID.uuidString.lowercased()), "date": .string(date.description)]
        )
    }
}
