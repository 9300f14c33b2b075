import Foundation

/// Refuses text containing a listed word, as a whole word in any of the spellings `ModerationText`
/// sees through. Needs nothing outside the process, so it is the default and the remote moderator's fallback.
struct WordListModerator: CommentModerator {
    static let refusalReason = "Please keep comments kind: this contains language we don't allow."

    /// The normalised entries; each is one word of letters.
    let words: Set<String>

    /// A moderator for exactly `words`, normalised as comment text is (case, accents, look-alikes).
    init(words: some Sequence<String>) {
        self.words = Set(words.compactMap(Self.entry))
    }

    /// The list shipped in `Words/blocked-words.txt`, parsed once per process.
    static let shipped: WordListModerator = {
        do {
            return WordListModerator(words: try parse(String(contentsOf: shippedListURL(), encoding: .utf8)))
        } catch {
            // The list is part of the build: without it every comment would be allowed, silently.
            fatalError("cannot read the shipped moderation word list: \(error)")
        }
    }()

    static let shippedListName = "blocked-words.txt"

    static func shippedListURL() throws -> URL {
        guard let directory = Bundle.module.url(forResource: "Words", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "the Community/Moderation/Words resources are missing from the CalyxServer bundle"])
        }
        return directory.appendingPathComponent(shippedListName)
    }

    /// One entry per line; `#` starts a comment; blank lines are ignored.
    static func parse(_ text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let entry = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            return entry.isEmpty ? nil : entry
        }
    }

    /// `word` as the matcher sees it, or nil when it is not a single word (it could never match).
    static func entry(_ word: String) -> String? {
        let words = ModerationText.words(word)
        return words.count == 1 ? words[0] : nil
    }

    func review(_ text: String) async -> ModerationVerdict {
        blockedWord(in: text) == nil ? .allowed : .refused(reason: Self.refusalReason)
    }

    /// The first listed word `text` contains, in any spelling looked at; nil when it is clean.
    func blockedWord(in text: String) -> String? {
        ModerationText.candidates(in: text).first(where: words.contains)
    }
}
