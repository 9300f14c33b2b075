/// When the microphone may run. Not for as long as there are words on the page (the orange indicator
/// would then stay on through a whole session of writing), only once the person says they are ready
/// to let go, and only until they type again, let go, leave the page, or stay quiet for `idleLimit`.
public struct ListeningWindow: Sendable, Equatable {
    /// Quiet this long and the microphone stops; the person can say they are ready again.
    public static let idleLimit: Duration = .seconds(12)
    /// A breath at least this strong (0…1) counts as someone trying, and keeps the window open.
    static let activityStrength: Float = 0.1

    /// When the window last saw the person ready or breathing; nil while closed.
    private var lastActivity: Duration?

    public init() {}

    public var isOpen: Bool { lastActivity != nil }

    mutating func open(at now: Duration) {
        lastActivity = now
    }

    mutating func close() {
        lastActivity = nil
    }

    /// A live strength from the microphone at `now`: a real breath keeps the window open.
    mutating func heard(_ strength: Float, at now: Duration) {
        guard isOpen, strength >= Self.activityStrength else { return }
        lastActivity = now
    }

    /// Closes the window after `idleLimit` without activity; true if it closed now.
    mutating func closeIfIdle(at now: Duration) -> Bool {
        guard let last = lastActivity, now - last >= Self.idleLimit else { return false }
        lastActivity = nil
        return true
    }
}
