import Foundation

/// What the server made of one App Store transaction. Every result but `waiting` is the server's last
/// word, and the transaction was finished; a `waiting` one stays unfinished and is sent again.
public struct Redemption: Sendable, Equatable {
    public enum Result: Sendable, Equatable {
        /// Verified and recorded: the species is unlocked for the pair.
        case unlocked(speciesID: String, name: String)
        /// Verified and recorded while the buyer has no pair: it unlocks in their next one.
        case keptForNextPair
        /// Refunded or revoked by Apple: the unlock is taken back (flowers already grown stay).
        case refunded
        /// Refused for good: not this app's product, another account's purchase, or not signed by Apple.
        case refused(reason: String?)
        /// Not decided yet; sent again at launch, on coming back, and while the app runs.
        case waiting(Waiting)
    }

    public enum Waiting: Sendable, Equatable {
        case offline
        /// The server answered but could not take it now (5xx, busy, store not configured).
        case serverUnavailable
        /// The session is over; the next sign-in sends it.
        case signedOut
    }

    public let transactionID: UInt64
    public let productID: String
    public let result: Result

    public init(transactionID: UInt64, productID: String, result: Result) {
        self.transactionID = transactionID
        self.productID = productID
        self.result = result
    }

    /// The server decided, so the transaction was finished.
    public var isSettled: Bool {
        if case .waiting = result { return false }
        return true
    }
}
