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
        scores.filter { $0.value > 1e-9 }
            .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key.uuidString < $1.key.uuidString }
            .prefix(limit).map { ($0.key, $0.value) }
    }

    private struct Key: Hashable {
        let flower: UUID
        let person: UUID
        let kind: FlowerActivity.Kind
    }
}
