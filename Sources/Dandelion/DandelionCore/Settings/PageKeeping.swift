import AppCopy

/// How long the words stay on the page while Dandelion is in the background: long enough to survive a
/// glance away (a message, locking the phone), never long enough to be found a day later. They are
/// kept in memory only, whatever the choice: never on disk, in state restoration or in the app
/// switcher's snapshot (the page is covered before it is taken).
public enum PageKeeping: String, Codable, Sendable, CaseIterable {
    /// Cleared the moment the app leaves the foreground.
    case clearAtOnce
    case oneMinute
    case tenMinutes
    case oneHour

    /// How long the words may stay in the background; zero for `clearAtOnce`.
    public var limit: Duration {
        switch self {
        case .clearAtOnce: .zero
        case .oneMinute: .seconds(60)
        case .tenMinutes: .seconds(600)
        case .oneHour: .seconds(3_600)
        }
    }

    /// The choice in Settings.
    public var title: String {
        switch self {
        case .clearAtOnce: DandelionCopy[.pageKeepingClearAtOnce]
        case .oneMinute: DandelionCopy.format(.pageKeepingMinutes, .number(1))
        case .tenMinutes: DandelionCopy.format(.pageKeepingMinutes, .number(10))
        case .oneHour: DandelionCopy.format(.pageKeepingHours, .number(1))
        }
    }
}
