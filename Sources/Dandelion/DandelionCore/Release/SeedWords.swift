/// Where the words are, for a release that lets go a word at a time. Both the Linux layout and the app's
/// TextKit layout cut the writing here, so a word drifts as the same seed on every platform.
///
/// White space separates words. Chinese, Japanese, Thai, Lao, Khmer and Myanmar are written without spaces,
/// and telling their words apart needs a dictionary; cutting them by white space alone made a whole
/// sentence (or a whole line, once wrapped) one seed. So in those scripts every character is its own
/// seed, as it is in the letters release, with three exceptions that keep what reads as one unit together:
/// a run of katakana (a loanword or a name, "コーヒー"), closing punctuation with the character before it
/// ("た。"), and opening punctuation with the character after it ("「今").
public enum SeedWords {
    public static func words(in text: String) -> [Substring] {
        words(in: text[...])
    }

    /// The words of `text`, in order, as slices of it (so their indices are the text's own).
    public static func words(in text: Substring) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        var previous: Kind?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace {
                if let wordStart = start { words.append(text[wordStart..<index]) }
                start = nil
                previous = nil
            } else {
                let kind = Kind(character)
                if let wordStart = start, let before = previous, Self.breaks(between: before, and: kind) {
                    words.append(text[wordStart..<index])
                    start = index
                } else if start == nil {
                    start = index
                }
                previous = kind
            }
            index = text.index(after: index)
        }
        if let wordStart = start { words.append(text[wordStart..<text.endIndex]) }
        return words
    }

    private static func breaks(between before: Kind, and after: Kind) -> Bool {
        switch (before, after) {
        case (.opening, _), (_, .closing): false
        case (.katakana, .katakana): false
        case (.unspaced, _), (_, .unspaced), (.katakana, _), (_, .katakana): true
        default: false
        }
    }

    /// How a character joins its neighbours inside a run without white space.
    enum Kind {
        /// Latin, Cyrillic, Greek, Hangul, Arabic, digits, emoji…: words end only at white space.
        case spaced
        /// A script written without spaces between words: each character stands alone.
        case unspaced
        /// Katakana, and its long-vowel mark: a run stays one word.
        case katakana
        /// Punctuation that ends something ("。", "」", ",", "!") stays with the character before it.
        case closing
        /// Punctuation that opens something ("「", "(") stays with the character after it.
        case opening

        init(_ character: Character) {
            guard let scalar = character.unicodeScalars.first else {
                self = .spaced
                return
            }
            switch scalar.properties.generalCategory {
            case .closePunctuation, .finalPunctuation, .otherPunctuation: self = .closing
            case .openPunctuation, .initialPunctuation: self = .opening
            default:
                switch scalar.value {
                case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .katakana
                case 0x3005...0x3007, 0x3021...0x3029, 0x3040...0x309F,  // iteration marks, Hangzhou numerals, hiragana
                    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,  // CJK ideographs and compatibility ideographs
                    0x20000...0x3FFFF,  // CJK extension planes
                    0x0E00...0x0EFF,  // Thai, Lao
                    0x1000...0x109F,  // Myanmar
                    0x1780...0x17FF:  // Khmer
                    self = .unspaced
                default: self = .spaced
                }
            }
        }
    }
}
