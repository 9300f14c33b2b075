import Crypto
import Foundation

/// Chooses a day's question for a pair: never one the pair has had until the whole bank is used up,
/// preferably of the growing flower's theme, in an order of its own for every pair.
struct QuestionPicker: Sendable {
    let bank: QuestionBank

    /// `asked` counts how often the pair has had each question (by id).
    func pick(pair: UUID, theme: String, asked: [String: Int]) -> QuestionBank.Question {
        // The least-asked questions: all of the bank on a new cycle, the unasked ones before that.
        let fewest = bank.questions.map { asked[$0.id, default: 0] }.min() ?? 0
        let fresh = bank.questions.filter { asked[$0.id, default: 0] == fewest }
        let candidates = fresh.contains { $0.theme == theme } ? fresh.filter { $0.theme == theme } : fresh
        return candidates.map { (rank: rank($0, pair), question: $0) }
            .min { $0.rank.lexicographicallyPrecedes($1.rank) }!.question
    }

    /// A per-pair shuffle that needs no stored state: the question's hash salted with the pair id.
    private func rank(_ question: QuestionBank.Question, _ pair: UUID) -> [UInt8] {
        Array(SHA256.hash(data: Array("\(pair.uuidString)|\(question.id)".utf8)))
    }
}
