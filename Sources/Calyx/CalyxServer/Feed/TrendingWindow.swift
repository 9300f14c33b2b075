import Foundation

/// How far back trending looks and how fast what happened fades.
enum TrendingWindow: String, Sendable, CaseIterable, Codable {
    case day, week

    /// Activity loses half its weight every `halfLife`…
    var halfLife: TimeInterval {
        switch self {
        case .day: 6 * 3600
        case .week: 2 * 86_400
        }
    }

    /// …and is ignored after `horizon` (by then it weighs 1/256 or less).
    var horizon: TimeInterval { halfLife * 8 }
}
