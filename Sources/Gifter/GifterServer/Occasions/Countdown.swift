/// How the app words the time to a date: "Today", "Tomorrow", "In 6 days", "In 2 weeks", "In 3 months".
enum Countdown {
    static func text(days: Int) -> String {
        switch days {
        case ..<0: "Passed"
        case 0: "Today"
        case 1: "Tomorrow"
        case 2...13: "In \(days) days"
        case 14...59: "In \(days / 7) weeks"
        default: "In \(days / 30) months"
        }
    }

    /// "in 2 weeks" inside a sentence ("Next occasion: Birthday in 2 weeks").
    static func phrase(days: Int) -> String {
        switch days {
        case 0: "today"
        case 1: "tomorrow"
        default: text(days: days).prefix(1).lowercased() + text(days: days).dropFirst()
        }
    }
}
