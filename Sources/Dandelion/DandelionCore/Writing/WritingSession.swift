/// The words on the page. They live in this value and nowhere else: no file, no log, no analytics,
/// no undo history kept past the session. Releasing, quitting the app or a stay in the background longer
/// than the person allows (`PageKeeping`) ends the session and empties it.
///
/// Swift strings cannot be zeroed in place, so "cleared" means every reference is dropped and the
/// storage is returned to the allocator; nothing is ever copied out to storage that outlives the process.
public struct WritingSession: Sendable, Equatable {
    public private(set) var text = ""

    public init() {}

    public var isEmpty: Bool { text.allSatisfy(\.isWhitespace) }

    /// Letters, emoji and other visible clusters: what would become seeds.
    public var visibleCharacterCount: Int { text.reduce(0) { $0 + ($1.isWhitespace ? 0 : 1) } }

    public mutating func update(_ newText: String) {
        text = newText
    }

    /// Hands the words over for their release and empties the page.
    public mutating func takeForRelease() -> String {
        defer { clear() }
        return text
    }

    public mutating func clear() {
        text = ""
    }
}

extension WritingSession: RedactedDescription {
    var redactedFields: KeyValuePairs<String, Any> { ["characters": text.count] }
}
