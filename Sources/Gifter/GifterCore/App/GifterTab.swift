/// The four tabs of §1.2, each with its own navigation stack.
public enum GifterTab: String, CaseIterable, Hashable, Sendable {
    case home, find, occasions, you

    public var title: String {
        switch self {
        case .home: GifterCopy[.tabHome]
        case .find: GifterCopy[.tabFind]
        case .occasions: GifterCopy[.tabOccasions]
        case .you: GifterCopy[.tabYou]
        }
    }

    /// The SF Symbol (white outline, §1.2).
    public var symbol: String {
        switch self {
        case .home: "house"
        case .find: "person.crop.circle.badge.magnifyingglass"
        case .occasions: "calendar"
        case .you: "person.circle"
        }
    }
}
