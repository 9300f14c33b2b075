/// A person's taste: a weight per tag, from their answers (and, for someone you buy for, your three
/// words about them), with where each weight came from so a reason can name it.
public struct TasteProfile: Sendable {
    /// One weight per vocabulary tag, in [-1, 1]; 0 is neutral (skipped, or never asked).
    public let weights: [Double]
    /// For each tag, the answers that raised it, strongest first (what a reason may quote).
    let sources: [[Source]]
    /// Price range an answer set (nonUser's budget question).
    public let budget: Quiz.Budget?
    /// Never-gift phrases the answers add ("doesn't drink").
    public let neverGift: [String]

    /// Something the person (or you, about them) actually said.
    struct Source: Sendable, Equatable {
        enum Origin: Sendable, Equatable {
            case answer(questionID: String, optionID: String)
            case words(String)
        }
        let origin: Origin
        let weight: Double
    }

    /// Weight an answer to a multiple-choice question gives each option: several interests each count,
    /// but four of them do not outweigh a whole single-choice answer four times over.
    static func multiShare(_ count: Int) -> Double { count <= 1 ? 1 : 1 / Double(count).squareRoot() }

    /// The weight three words give each tag they name.
    static let wordWeight = 0.8

    init(answers: TasteAnswers, words: [(phrase: String, tags: [String])] = [], quiz: Quiz) {
        let vocabulary = quiz.vocabulary
        var sums = [Double](repeating: 0, count: vocabulary.count)
        var sources = [[Source]](repeating: [], count: vocabulary.count)
        var budget: Quiz.Budget?
        var neverGift: [String] = []
        // Questions in quiz order, so the same answers always give the same profile.
        for question in quiz.questions {
            guard let chosen = answers.choices[question.id] else { continue }
            let share = Self.multiShare(chosen.count)
            for optionID in chosen {
                guard let option = question.options.first(where: { $0.id == optionID }), !option.isSkip else { continue }
                if let range = option.budget { budget = range }
                neverGift.append(contentsOf: option.neverGift ?? [])
                for (tag, weight) in option.tags {
                    guard let index = vocabulary.index(of: tag) else { continue }
                    sums[index] += weight * share
                    if weight > 0 {
                        sources[index].append(Source(origin: .answer(questionID: question.id, optionID: optionID), weight: weight * share))
                    }
                }
            }
        }
        for (phrase, tags) in words {
            for tag in tags {
                guard let index = vocabulary.index(of: tag) else { continue }
                sums[index] += Self.wordWeight
                sources[index].append(Source(origin: .words(phrase), weight: Self.wordWeight))
            }
        }
        weights = sums.map { min(1, max(-1, $0)) }
        self.sources = sources.map { $0.sorted { $0.weight > $1.weight } }
        self.budget = budget
        self.neverGift = neverGift
    }

    /// Whether anything at all is known (a person who skipped everything has a neutral taste).
    public var isNeutral: Bool { weights.allSatisfy { $0 == 0 } }

    /// The chips the You tab shows: the strongest style, mood and interest tags, at most `limit`.
    public func chips(_ vocabulary: TasteVocabulary, limit: Int = 6) -> [TasteTag] {
        weights.enumerated()
            .filter { $0.element >= 0.5 && vocabulary[$0.offset].facet != .price }
            .sorted { $0.element != $1.element ? $0.element > $1.element : $0.offset < $1.offset }
            .prefix(limit)
            .map { vocabulary[$0.offset] }
    }
}
