import Foundation
import Push
import ServerKit

/// The notifications Couples sends. They name the partner and the day, never what anyone wrote: the
/// server cannot read it, and a lock screen is not the place for it anyway.
struct CouplesNotifier: Sendable {
    /// Nil when the server has no APNs configuration.
    let push: PushService?

    enum Notice: Sendable, Equatable {
        /// `partner` finished their part of today; the recipient has not.
        case partnerFinished(partner: String)
        /// `partner` finished last, completing the day the recipient had already done.
        case dayComplete(partner: String)
        /// The recipient's daily reminder, while their part of today is still open.
        case reminder
        /// `partner` unpaired or deleted their account: the pair and everything of it are gone.
        case pairEnded(partner: String)
    }

    /// Sends `notice` to `person`'s devices off the caller's task: a request never waits for APNs.
    func tell(_ person: UUID, _ notice: Notice, pair: UUID, day: String) {
        guard let push else { return }
        let notification = Self.notification(notice, pair: pair, day: day)
        Task { await push.send(notification, to: person) }
    }

    /// Sends `notice` and waits for APNs's answers (the reminder scheduler, already off any request).
    func send(_ person: UUID, _ notice: Notice, pair: UUID, day: String) async {
        await push?.send(Self.notification(notice, pair: pair, day: day), to: person)
    }

    static func notification(_ notice: Notice, pair: UUID, day: String) -> PushNotification {
        let (title, body, collapse): (String, String, String) = switch notice {
        case .partnerFinished(let partner):
            ("Your partner finished today's flower", "\(partner) answered and sent a photo. Your turn to care for it.", "day-\(day)")
        case .dayComplete(let partner):
            ("Today's flower grew", "You and \(partner) both finished. Open it to see their answer.", "day-\(day)")
        case .reminder:
            ("Your flower is waiting", "Answer today's question and send a photo.", "reminder-\(day)")
        case .pairEnded(let partner):
            ("Your pair has ended", "\(partner) left your pair, so your flower and garden are gone. You can start again whenever you like.", "pair-ended")
        }
        return PushNotification(
            .alert(title: title, body: body),
            threadID: "pair-\(pair.apiString)",
            // A later notice of the same day replaces the earlier one on the lock screen.
            collapseID: collapse,
            // Only what belongs to a day names one.
            custom: day.isEmpty ? ["pair": .string(pair.apiString)] : ["pair": .string(pair.apiString), "day": .string(day)]
        )
    }
}
