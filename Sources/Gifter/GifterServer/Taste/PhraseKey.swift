import Foundation

/// How free text is compared with the shipped phrase lists: lower case, curly apostrophes straight,
/// runs of spaces one, no surrounding spaces or punctuation.
enum PhraseKey {
    static func normalize(_ text: String) -> String {
        let folded = text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'").replacingOccurrences(of: "\u{2018}", with: "'")
        let words = folded.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return words.trimmingCharacters(in: CharacterSet.punctuationCharacters.subtracting(CharacterSet(charactersIn: "'-")).union(.whitespaces))
    }

    /// The words of `text` (letters, digits, apostrophes and hyphens), lower case.
    static func words(_ text: String) -> [String] {
        normalize(text).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "-") }).map(String.init)
    }
}
