/// Limits the app and the server both enforce, so the app can validate as the user types and the
/// server refuses the same inputs.
///
/// Text lengths count Unicode code points (`String.unicodeScalars.count`), which is what JSON Schema's
/// `maxLength` counts: the published API document then states the server's rule exactly. Most emoji
/// count 1 or 2; a letter with a separate accent mark counts 2.
public enum CalyxLimits {
    /// Usernames: 3–20 of `A–Z a–z 0–9 _`, at least one letter.
    public static let usernameLength = 3...20
    public static let displayNameMaxLength = 50
    /// "One sentence": the profile about line.
    public static let aboutMaxLength = 80
    /// A comment on a flower.
    public static let commentMaxLength = 500
    /// What a reporter may add to a report.
    public static let reportDetailMaxLength = 500

    /// What is searched: flowers, people, collections, history.
    public static let searchQueryMaxLength = 100

    /// The length of `text` as every limit here counts it.
    public static func length(of text: String) -> Int {
        text.unicodeScalars.count
    }

    /// The longest start of `text` within `maxLength` as counted here, cut between characters.
    public static func prefix(of text: String, maxLength: Int) -> String {
        var kept = 0
        var end = text.startIndex
        for character in text {
            kept += character.unicodeScalars.count
            guard kept <= maxLength else { break }
            end = text.index(after: end)
        }
        return String(text[..<end])
    }
}
