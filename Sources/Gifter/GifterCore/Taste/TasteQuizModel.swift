import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// The taste quiz in its three modes (§3.2): the person's own deep quiz at onboarding, the light one
/// behind "Refine my taste", and the one about someone who is not on Gifter. One question per screen;
/// a single-choice answer moves on at once, a multiple-choice one on Next; Back goes to the question
/// before; an "I'd rather you decide" option is chosen alone. The answers are sent together at the
/// end (one bad answer changes nothing on the server).
@MainActor @Observable
public final class TasteQuizModel {
    public enum Subject: Sendable, Equatable {
        case me(deep: Bool)
        case profile(id: String)
    }

    public enum Phase: Equatable, Sendable {
        case loading
        case asking
        case sending
        /// Everything answered and saved: the final screen.
        case done
        case failed(LoadFailure)
    }

    public typealias Question = Components.Schemas.QuizQuestion
    public typealias Option = Components.Schemas.QuizOption

    public let subject: Subject
    public private(set) var phase = Phase.loading
    public private(set) var questions: [Question] = []
    public private(set) var index = 0
    /// Chosen option ids by question id.
    public private(set) var chosen: [String: [String]] = [:]

    private let api: any APIProtocol

    public init(subject: Subject, client: GifterClient) {
        self.subject = subject
        api = client.api
    }

    public static var backButton: String { GifterCopy[.quizBack] }
    public static var nextButton: String { GifterCopy[.quizNext] }
    public static var seeIdeasButton: String { GifterCopy[.quizSeeIdeas] }

    /// After the quiz about someone not on Gifter: "Thank you. I know James a little better now."
    public static func nonUserDoneLine(name: String) -> String { GifterCopy.format(.quizNonUserDone, .text(name)) }

    public var question: Question? { questions.indices.contains(index) ? questions[index] : nil }
    /// "Question 2 of 11", for VoiceOver and the progress bar.
    public var progressLine: String { GifterCopy.format(.quizProgress, .number(min(index + 1, questions.count)), .number(questions.count)) }
    public var progress: Double { questions.isEmpty ? 0 : Double(index) / Double(questions.count) }
    public var canGoBack: Bool { index > 0 && phase == .asking }
    /// Multiple choice: Next is enabled once something is chosen.
    public var canGoOn: Bool { question.map { !(chosen[$0.id] ?? []).isEmpty } ?? false }

    public func isChosen(_ option: Option) -> Bool {
        question.map { (chosen[$0.id] ?? []).contains(option.id) } ?? false
    }

    public func load() async {
        phase = .loading
        let mode: Components.Schemas.QuizMode = switch subject {
        case .me(let deep): deep ? .userDeep : .userLight
        case .profile: .nonUser
        }
        do {
            async let quiz = api.getQuiz(query: .init(mode: mode)).ok.body.json.questions
            let earlier = try await earlierAnswers()
            questions = try await quiz
            // What was answered before shows chosen ("Refine my taste" starts from the current answers).
            let asked = Set(questions.map(\.id))
            chosen = Dictionary(earlier.filter { asked.contains($0.questionId) }.map { ($0.questionId, $0.optionIds) }) { _, last in last }
            index = 0
            phase = questions.isEmpty ? .done : .asking
        } catch {
            phase = .failed(LoadFailure(error))
        }
    }

    /// The answers given before: yours (`getTaste`), or those about the person (`getProfile`).
    private func earlierAnswers() async throws -> [Components.Schemas.Answer] {
        switch subject {
        case .me: try await api.getTaste().ok.body.json.answers
        case .profile(let id): try await api.getProfile(path: .init(profileId: id)).ok.body.json.taste.answers
        }
    }

    /// A tap on an option: single choice answers and moves on; multiple choice toggles it (a skip
    /// option clears the others, and any other option clears the skip).
    public func choose(_ option: Option) async {
        guard let question, phase == .asking else { return }
        if !question.multiple {
            chosen[question.id] = [option.id]
            await advance()
            return
        }
        var picked = chosen[question.id] ?? []
        if option.skip {
            picked = picked == [option.id] ? [] : [option.id]
        } else {
            let skips = Set(question.options.filter(\.skip).map(\.id))
            picked.removeAll { skips.contains($0) }
            if let at = picked.firstIndex(of: option.id) { picked.remove(at: at) } else { picked.append(option.id) }
        }
        chosen[question.id] = picked
    }

    /// Next, after a multiple-choice answer.
    public func next() async {
        guard canGoOn else { return }
        await advance()
    }

    public func back() {
        guard canGoBack else { return }
        index -= 1
    }

    /// After a failed send: the same answers again.
    public func retry() async {
        if questions.isEmpty { await load() } else { await send() }
    }

    private func advance() async {
        if index + 1 < questions.count {
            index += 1
        } else {
            await send()
        }
    }

    private func send() async {
        phase = .sending
        let answers = questions.compactMap { question in
            chosen[question.id].map { Components.Schemas.Answer(questionId: question.id, optionIds: $0) }
        }
        do {
            switch subject {
            case .me:
                _ = try await api.putTasteAnswers(body: .json(.init(answers: answers))).ok
            case .profile(let id):
                _ = try await api.putProfileAnswers(path: .init(profileId: id), body: .json(.init(answers: answers))).ok
            }
            phase = .done
        } catch {
            phase = .failed(LoadFailure(error))
        }
    }
}
