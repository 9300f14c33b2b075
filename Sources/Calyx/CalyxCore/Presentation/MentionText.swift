/// A comment or a profile's about line cut into plain text and `@username` mentions, so the view can
/// link each mention to its profile (`CalyxLink.person(username:)`). A mention is `@` then a
/// well-formed username (§3.1), not glued to a word before it (an e-mail address is no mention).
public enum MentionText {
    public enum Segment: Equatable, Sendable {
        case text(String)
        case mention(username: String)
    }

    public static func segments(of text: String) -> [Segment] {
        var segments: [Segment] = []
        var plain = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let previous = index > text.startIndex ? text[text.index(before: index)] : nil
            if character == "@", !(previous.map(isNameCharacter) ?? false) {
                let start = text.index(after: index)
                let end = text[start...].firstIndex { !isNameCharacter($0) } ?? text.endIndex
                let name = String(text[start..<end])
                if UsernameModel.problem(with: name) == nil {
                    if !plain.isEmpty { segments.append(.text(plain)) }
                    plain = ""
                    segments.append(.mention(username: name))
                    index = end
                    continue
                }
            }
            plain.append(character)
            index = text.index(after: index)
        }
        if !plain.isEmpty { segments.append(.text(plain)) }
        return segments
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_")
    }
}
