import Foundation

/// Rules for text going to and coming from the model: what is sent is clipped so a prompt stays small,
/// and what comes back is shown only if it is one calm, plain line in Gifter's voice (§13).
enum ModelText {
    /// `text` cut to at most `limit` characters, the cut marked with "…".
    static func clipped(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(max(limit - 1, 0))) + "…"
    }

    /// Hype §13 rules out; a rewording with any of these is not Gifter speaking.
    static let exclamations: Set<Character> = ["!", "¡", "！", "‼", "⁉", "❗", "❕"]
    static let hype = ["omg", "must-have", "must have", "buy now", "limited time"]

    /// The model's `text` trimmed, when it may be shown in place of the built-in words: 1…`limit`
    /// characters, one line, no control or invisible formatting characters, no exclamation marks or
    /// hype, and no number that `source` (what the model was given about the item) does not hold, so a
    /// price, a discount or a delivery time cannot be invented.
    static func acceptable(_ text: String, limit: Int, source: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard (1...limit).contains(trimmed.count),
              !trimmed.unicodeScalars.contains(where: isRefused),
              !trimmed.contains(where: exclamations.contains)
        else { return nil }
        let padded = " " + PhraseKey.words(trimmed).joined(separator: " ") + " "
        guard !hype.contains(where: { padded.contains(" \($0) ") }) else { return nil }
        guard numbers(in: trimmed).isSubset(of: numbers(in: source)) else { return nil }
        return trimmed
    }

    /// Line breaks, tabs and other controls; zero-width and direction-changing marks (text that reads
    /// differently from what was checked); private-use and unassigned code points.
    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
        default: false
        }
    }

    /// The runs of digits in `text` ("Set of 2, £45" → 2, 45).
    static func numbers(in text: String) -> Set<Substring> {
        Set(text.split(whereSeparator: { !$0.isNumber }))
    }
}
