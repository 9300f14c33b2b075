/// The taste quiz as shipped in `Data/quiz.json`: questions in three modes over one tag vocabulary.
public struct Quiz: Sendable {
    public enum Mode: String, Decodable, Sendable, CaseIterable {
        /// The onboarding quiz about you (8–12 questions).
        case userDeep
        /// "Refine my taste" (4–5 questions).
        case userLight
        /// About someone you buy for (6–8 questions).
        case nonUser

        /// Whether the questions are about the person answering.
        var isAboutSelf: Bool { self != .nonUser }
    }

    public struct Question: Decodable, Sendable {
        public enum Kind: String, Decodable, Sendable { case single, multi }
        public let id: String
        public let mode: Mode
        public let prompt: String
        public let subtitle: String?
        public let hint: String?
        public let kind: Kind
        public let options: [Option]
        /// Follows "You said " with `{answer}` filled in, in the words of the answer's subject.
        public let because: String?
        /// A question people answer about themselves, as a friend's reason quotes it: follows
        /// "Maya said " ("their everyday style is {answer}").
        public let becauseThirdPerson: String?
    }

    public struct Option: Decodable, Sendable {
        public let id: String
        public let label: String
        /// Tag id → weight in [-1, 1].
        public let tags: [String: Double]
        /// "I'd rather you decide", "Skip for now": no weights at all.
        public let skip: Bool?
        /// Never-gift phrases the answer adds to the person's list ("doesn't drink").
        public let neverGift: [String]?
        public let budget: Budget?
        /// What fills `{answer}` in the question's `because`.
        public let answer: String?
        /// What fills `{answer}` in `becauseThirdPerson` when `answer` speaks to the reader
        /// ("something big they’ve been wishing for").
        public let answerThirdPerson: String?
        /// "slow morning", for "Matches your slow morning answers".
        public let topic: String?

        var isSkip: Bool { skip ?? false }
    }

    /// A price range an answer sets (both ends inclusive; nil is open).
    public struct Budget: Decodable, Sendable, Equatable {
        public let min: Money?
        public let max: Money?
    }

    public let vocabulary: TasteVocabulary
    public let questions: [Question]
    private let questionsByID: [String: Question]
    private let optionsByID: [String: (question: Question, option: Option)]

    init(tags: [TasteTag], questions: [Question]) throws {
        vocabulary = try TasteVocabulary(tags)
        self.questions = questions
        questionsByID = Dictionary(questions.map { ($0.id, $0) }) { first, _ in first }
        var options: [String: (Question, Option)] = [:]
        for question in questions {
            for option in question.options { options[option.id] = (question, option) }
        }
        optionsByID = options
    }

    public func questions(_ mode: Mode) -> [Question] { questions.filter { $0.mode == mode } }
    public func question(_ id: String) -> Question? { questionsByID[id] }
    public func option(_ id: String) -> (question: Question, option: Option)? { optionsByID[id] }

    /// The shipped quiz, read once per process.
    public static let shipped = Result { () throws -> Quiz in
        struct File: Decodable {
            let tags: [TasteTag]
            let questions: [Question]
        }
        let file = try ShippedData.decode(File.self, from: "quiz")
        return try Quiz(tags: file.tags, questions: file.questions)
    }
}
