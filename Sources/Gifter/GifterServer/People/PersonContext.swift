import Foundation

/// Someone the caller may look at or buy for, with everything the concierge and the screens need of
/// them — gathered only after checking the caller may see it (their own profile, an actual friend).
struct PersonContext: Sendable {
    let ref: PersonRef
    /// "Mia"; "You" for yourself.
    let name: String
    /// "Sister", "Friend"; nil for yourself.
    let relationship: String?
    let taste: TasteProfile
    let neverGift: [NeverGiftRules.Entry]
    /// Your wishlist (for yourself), or the ideas saved for them, most recent first.
    let saved: [String]
    /// What must not be recommended: given to them already, claimed by someone else.
    let excluded: Set<String>
    /// A friend's own wishlist, unclaimed.
    let wished: [String]

    /// "MR" for "Mia Rossi"; the first letter for one word.
    static func initials(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        let letters = words.count > 1 ? [words.first!, words.last!].compactMap(\.first) : Array(words.first?.prefix(1) ?? "")
        return String(letters).uppercased()
    }
}
