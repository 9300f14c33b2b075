import ServerKit

/// What one person answered: for each question, the options chosen (one for a single-choice question,
/// one or more for a multiple-choice one, and a skip option only alone).
public struct TasteAnswers: Sendable, Equatable {
    /// Question id → option ids, in the order chosen.
    public private(set) var choices: [String: [String]]

    public init(_ choices: [String: [String]] = [:]) {
        self.choices = choices
    }

    /// Answers to the same questions replace earlier ones; other answers stay ("Refine my taste").
    mutating func merge(_ newer: TasteAnswers) {
        choices.merge(newer.choices) { _, new in new }
    }

    /// Checks answers sent for `modes` against the quiz; the field of a problem names the answer
    /// (`answers[2].optionIds`), and nothing is kept unless every answer is valid.
    static func validated(
        _ sent: [(questionID: String, optionIDs: [String])], quiz: Quiz, modes: Set<Quiz.Mode>
    ) throws(Problem) -> TasteAnswers {
        var validation = Validation()
        var choices: [String: [String]] = [:]
        for (position, answer) in sent.enumerated() {
            let field = "answers[\(position)]"
            guard let question = quiz.question(answer.questionID), modes.contains(question.mode) else {
                let names = modes.map(\.rawValue).sorted().joined(separator: " or ")
                validation.fail(field: "\(field).questionId", "is not a question of the \(names) quiz")
                continue
            }
            if choices[question.id] != nil {
                validation.fail(field: "\(field).questionId", "answers \(question.id) twice")
                continue
            }
            let options = answer.optionIDs
            let known = Set(question.options.map(\.id))
            if let unknown = options.first(where: { !known.contains($0) }) {
                validation.fail(field: "\(field).optionIds", "\(unknown) is not an option of \(question.id)")
            } else if options.isEmpty {
                validation.fail(field: "\(field).optionIds", "must choose at least one option")
            } else if Set(options).count != options.count {
                validation.fail(field: "\(field).optionIds", "names an option twice")
            } else if question.kind == .single, options.count > 1 {
                validation.fail(field: "\(field).optionIds", "\(question.id) takes one option")
            } else if options.count > 1, question.options.contains(where: { $0.isSkip && options.contains($0.id) }) {
                validation.fail(field: "\(field).optionIds", "a skip option cannot be chosen with others")
            } else {
                choices[question.id] = options
            }
        }
        try validation.throwIfFailed()
        return TasteAnswers(choices)
    }
}
