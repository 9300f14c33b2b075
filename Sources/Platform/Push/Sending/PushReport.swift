/// What one `PushSender.send` did, for callers and tests that look; most callers need nothing from it.
public struct PushReport: Sendable, Equatable {
    /// Each device tried, and what became of it.
    public var outcomes: [DeviceToken: PushOutcome]
    /// Dead tokens removed from the store.
    public var deletedTokens: Set<DeviceToken>
    /// Why nothing was sent, when the notification or the person's devices could not be had.
    public var problem: String?

    public init(outcomes: [DeviceToken: PushOutcome] = [:], deletedTokens: Set<DeviceToken> = [], problem: String? = nil) {
        self.outcomes = outcomes
        self.deletedTokens = deletedTokens
        self.problem = problem
    }

    /// How many devices APNs accepted the notification for.
    public var deliveredCount: Int {
        outcomes.values.count(where: { outcome in
            guard case .delivered = outcome else { return false }
            return true
        })
    }
}
