import Foundation

/// Asking a model to read free text ("three words", "nudge me with more detail") into taste tags, and
/// keeping from its answer only phrases the text holds and tags the vocabulary knows.
struct WordsReading {
    /// "Three words" and nudges are short; a pasted essay is clipped to this.
    static let sentTextLimit = 500
    /// A phrase is a few words, not a sentence.
    static let phraseWordLimit = 6
    static let matchLimit = 12
    static let tagsPerMatchLimit = 5
    static let maxTokens = 400

    /// The model's answer, as asked for in `ConciergeVoice.wordsReading`.
    private struct Answer: Decodable {
        struct Match: Decodable {
            var phrase: String
            var tags: [String]
        }
        var matches: [Match]
    }

    private struct Payload: Encodable {
        var tags: [String]
        var text: String
    }

    let vocabulary: TasteVocabulary
    /// What is sent: the text, clipped.
    let text: String

    init(text: String, vocabulary: TasteVocabulary) {
        self.vocabulary = vocabulary
        self.text = ModelText.clipped(text, to: Self.sentTextLimit)
    }

    func messages() throws -> [ChatCompletionsClient.Message] {
        let payload = Payload(tags: vocabulary.tags.map(\.id), text: text)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return [
            .init(role: .system, content: ConciergeVoice.wordsReading),
            .init(role: .user, content: String(decoding: try encoder.encode(payload), as: UTF8.self)),
        ]
    }

    /// The built-in matches first, then the model's for phrases the built-in did not find.
    ///
    /// A model phrase is kept only if its words occur, in order, as whole words of the text (compared as
    /// the built-in reader compares: lower case, punctuation aside) and it does not overlap a phrase the
    /// built-in reader found (which would count the same words twice); its tags only if the vocabulary
    /// has them. A phrase left with no tags is dropped. Throws when nothing of the answer is usable.
    func merge(_ content: String, after builtIn: [WordsMatch]) throws(ModelAnswerRejection) -> [WordsMatch] {
        let answer = try ModelAnswer.decode(Answer.self, from: content)
        let written = Self.padded(PhraseKey.words(text))
        let found = builtIn.map { Self.padded(PhraseKey.words($0.phrase)) }
        var merged = builtIn
        var added = 0
        for match in answer.matches where added < Self.matchLimit {
            let words = PhraseKey.words(match.phrase)
            guard !words.isEmpty, words.count <= Self.phraseWordLimit else { continue }
            let phrase = Self.padded(words)
            guard written.contains(phrase),
                  !found.contains(where: { $0.contains(phrase) || phrase.contains($0) }),
                  !merged.contains(where: { Self.padded(PhraseKey.words($0.phrase)) == phrase })
            else { continue }
            var tags: [String] = []
            for tag in match.tags where vocabulary.index(of: tag) != nil && !tags.contains(tag) && tags.count < Self.tagsPerMatchLimit {
                tags.append(tag)
            }
            guard !tags.isEmpty else { continue }
            merged.append(WordsMatch(phrase: words.joined(separator: " "), tags: tags))
            added += 1
        }
        guard added > 0 else { throw .nothingUsable }
        return merged
    }

    /// " word word ", so that containment is whole words only ("art" is not in "heart").
    private static func padded(_ words: [String]) -> String {
        " " + words.joined(separator: " ") + " "
    }
}
