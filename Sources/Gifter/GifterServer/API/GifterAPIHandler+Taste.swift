import Foundation
import GifterAPI
import ServerKit

/// The quiz, and your answers.
extension GifterAPIHandler {
    func getQuiz(_ input: Operations.GetQuiz.Input) async throws -> Operations.GetQuiz.Output {
        guard let mode = Quiz.Mode(rawValue: input.query.mode.rawValue) else { throw Problem.invalidField("mode", "is not a quiz mode") }
        let questions = service.quiz.questions(mode).map { question in
            Components.Schemas.QuizQuestion(
                id: question.id, prompt: question.prompt, subtitle: question.subtitle, hint: question.hint, multiple: question.kind == .multi,
                options: question.options.map { .init(id: $0.id, label: $0.label, skip: $0.isSkip) }
            )
        }
        return .ok(.init(body: .json(.init(mode: input.query.mode, questions: questions))))
    }

    func getTaste(_ input: Operations.GetTaste.Input) async throws -> Operations.GetTaste.Output {
        let member = try await service.members.member(try caller)
        let taste = TasteProfile(answers: member.answers, quiz: service.quiz)
        return .ok(.init(body: .json(.init(taste, answers: member.answers, quiz: service.quiz))))
    }

    func putTasteAnswers(_ input: Operations.PutTasteAnswers.Input) async throws -> Operations.PutTasteAnswers.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let answers = try TasteAnswers.validated(body.sent, quiz: service.quiz, modes: [.userDeep, .userLight])
        let member = try await service.members.answer(try caller, answers)
        let taste = TasteProfile(answers: member.answers, quiz: service.quiz)
        return .ok(.init(body: .json(.init(taste, answers: member.answers, quiz: service.quiz))))
    }
}
