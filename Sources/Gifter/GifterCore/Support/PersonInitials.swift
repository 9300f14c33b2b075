/// The letters an avatar shows for a name: the first letter of the first and the last word ("Mia
/// Rossi" → "MR", "Mia" → "M", "jean-luc picard" → "JP"), upper-cased. A word that starts with no
/// letter ("(Mum)", "🎁") gives its first letter, or its first character when it has none.
public enum PersonInitials {
    public static func of(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        guard let first = words.first else { return "" }
        let picked = words.count > 1 ? [first, words.last!] : [first]
        return picked.compactMap { word in word.first(where: \.isLetter) ?? word.first }.map { String($0).uppercased() }.joined()
    }
}
