import Foundation

/// The hot score: each person's like, save, comment and look counts once per flower, weighted by
/// kind and halved for every half-life since it happened. A burst today beats a pile from last month.
enum TrendingScore {
    static func scores(_ activity: [FlowerActivity], at now: Date, window: TrendingWindow) -> [UUID: Double] {
        // One person doing the same thing twice (opening a flower from five searches) counts once, at its latest.
        var latest: [Key: Date] = [:]
        for event in activity where now.timeIntervalSince(event.at) < window.horizon {
            let key = Key(flower: event.flower, person: event.person, kind: event.kind)
            if let seen = latest[key], seen >= event.at { continue }
            latest[key] = event.at
        }
        var scores: [UUID: Double] = [:]
        for (key, at) in latest {
            let age = max(0, now.timeIntervalSince(at))
            scores[key.flower, default: 0] += key.kind.weight * exp2(-age / window.halfLife)
        }
        return scores
    }

    /// Highest first; equal scores in id order, so every instance ranks alike.
    static func ranked(_ scores: [UUID: Double], limit: Int) -> [(flower: UUID, score: Double)] {
        // Each id's text made once, not twice per comparison.
        scores.filter { $0.value > 1e-9 }
            .map { (flower: $0.key, score: $0.value, text: $0.key.uuidString) }
            .sorted { $0.score != $1.score ? $0.score > $1.score : $0.text < $1.text }
            .prefix(limit).map { ($0.flower, $0.score) }
    }

    private struct Key: Hashable {
        let flower: UUID
        let person: UUID
        let kind: FlowerActivity.Kind
    }
}
