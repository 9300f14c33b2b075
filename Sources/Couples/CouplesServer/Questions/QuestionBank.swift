import Foundation

/// The daily questions shipped in `questions.json`: warm, varied, each under one theme that matches
/// a flower's meaning, so a day's question belongs to the flower the pair is growing.
struct QuestionBank: Sendable {
    struct Question: Decodable, Sendable, Equatable {
        let id: String
        let theme: String
        let text: String
    }

    let questions: [Question]
    private let byID: [String: Question]

    init(_ questions: [Question]) {
        self.questions = questions
        byID = Dictionary(questions.map { ($0.id, $0) }) { first, _ in first }
    }

    subscript(id: String) -> Question? { byID[id] }

    /// The shipped bank, read once per process.
    static let shipped = Result { () throws -> QuestionBank in
        guard let url = Bundle.module.url(forResource: "questions", withExtension: "json") else { throw CocoaError(.fileNoSuchFile) }
        struct File: Decodable { let questions: [Question] }
        return QuestionBank(try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).questions)
    }
}
