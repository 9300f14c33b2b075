import Foundation

/// What became of one notification to one device. Returned, never thrown: one dead token among a
/// person's devices is routine, not an error.
public enum PushOutcome: Sendable, Equatable {
    /// APNs accepted it, under this `apns-id`.
    case delivered(apnsID: String)
    /// The token will never work again (the app was deleted, or the token belongs to another app or
    /// environment): delete it. `since` is when APNs learned so, when it says.
    case deadToken(reason: String, since: Date?)
    /// APNs refused this notification (a header, the payload, our credentials): trying again will not help.
    case rejected(status: Int, reason: String)
    /// APNs stayed busy or unreachable through every attempt; `status` is the last answer, if any.
    case failed(status: Int?, reason: String, attempts: Int)
}
