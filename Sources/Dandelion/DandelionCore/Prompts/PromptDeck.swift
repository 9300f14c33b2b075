import Foundation
import SplitMix64

/// Deals prompts like a shuffled deck: none repeats until every available prompt has been seen, and a new
/// round never starts with the prompt that ended the last. What was seen is remembered across launches.
public struct PromptDeck: Sendable {
    /// Ids dealt in the current round.
    public private(set) var seen: [String]
    private var random: SplitMix64

    public init(seen: [String] = [], seed: UInt64) {
        self.seen = seen
        random = SplitMix64(seed: seed)
    }

    /// The next prompt from `available`, or nil if there are none.
    public mutating func next(from available: [Prompt]) -> Prompt? {
        guard !available.isEmpty else { return nil }
        let seenSet = Set(seen)
        var unseen = available.filter { !seenSet.contains($0.id) }
        if unseen.isEmpty {
            // A new round for this listing (a category, say): its prompts are fresh again, except the one
            // just shown; what was seen in other listings stays seen.
            let last = seen.last
            let listed = Set(available.map(\.id))
            seen.removeAll { listed.contains($0) }
            unseen = available.filter { $0.id != last || available.count == 1 }
        }
        let prompt = unseen[Int(random.next() % UInt64(unseen.count))]
        seen.append(prompt.id)
        return prompt
    }

    /// The same prompt for everyone all day: picked from the day's date in the person's calendar, with a
    /// stable hash (Swift's `Hasher` is seeded per process, so it would change at every launch).
    public static func dailyPrompt(from available: [Prompt], on date: Date, calendar: Calendar) -> Prompt? {
        guard !available.isEmpty else { return nil }
        let day = calendar.dateComponents([.year, .month, .day], from: date)
        let key = "\(day.year ?? 0)-\(day.month ?? 0)-\(day.day ?? 0)"
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 // FNV-1a
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let sorted = available.sorted { $0.id < $1.id }
        return sorted[Int(hash % UInt64(sorted.count))]
    }
}
