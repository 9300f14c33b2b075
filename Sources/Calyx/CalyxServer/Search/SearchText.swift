import Foundation

/// How names and queries are compared: case, accents and punctuation never decide a match, so
/// "Forget-me-not", "forget me not" and "FORGET-ME-NOT" are the same words, and "Pâquerette" is found
/// by "paquerette". Both the indexer and the query side use this one definition.
enum SearchText {
    /// Lowercased, accents removed, every run of non-alphanumerics one space, trimmed.
    static func normalize(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        var output = ""
        output.reserveCapacity(folded.utf8.count)
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                if pendingSpace, !output.isEmpty { output.append(" ") }
                pendingSpace = false
                output.unicodeScalars.append(scalar)
            } else {
                pendingSpace = true
            }
        }
        return output
    }

    /// The words of `text`, normalized.
    static func words(_ text: String) -> [String] {
        normalize(text).split(separator: " ").map(String.init)
    }
}
