/// The streak: complete days in a row. A missed day resets it (and only a missed day does), unless
/// a streak freeze covers it: one is earned every 7 days of streak, at most 2 are held, and they
/// are spent automatically.
struct StreakRules: Equatable, Sendable {
    var current: Int
    var best: Int
    var freezes: Int

    static let daysPerFreeze = 7
    static let maxFreezes = 2

    /// What a missed day did to the streak.
    enum Miss: Equatable, Sendable {
        /// A freeze covered it: the streak stands.
        case frozen
        /// The streak went back to zero.
        case reset
    }

    mutating func completeDay() {
        current += 1
        best = max(best, current)
        if current % Self.daysPerFreeze == 0, freezes < Self.maxFreezes {
            freezes += 1
        }
    }

    mutating func missDay() -> Miss {
        if freezes > 0 {
            freezes -= 1
            return .frozen
        }
        current = 0
        return .reset
    }

    /// Complete days until the next freeze is earned.
    var daysToNextFreeze: Int { Self.daysPerFreeze - current % Self.daysPerFreeze }
}
