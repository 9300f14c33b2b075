import CouplesAPI
import Foundation
import Identity
import OpenAPIRuntime
import ServerKit
import SQLKit

/// Today, the days, answers and photos.
extension CouplesAPIHandler {
    func getToday(_ input: Operations.GetToday.Input) async throws -> Operations.GetToday.Output {
        let (view, pair) = try await game.days.today(try caller)
        let shown = try await game.garden.shown(pair: pair.id, on: view.date.ordinal)
        let streak = pair.streakRules
        let zones = view.membership.zones
        return .ok(.init(body: .json(.init(
            date: view.date.description,
            dayNumber: view.dayNumber,
            startsAt: PairCalendar.start(of: view.date, zones: zones),
            endsAt: PairCalendar.start(of: view.date.adding(days: 1), zones: zones),
            question: .init(try question(view.questionID)),
            flower: .init(shown, species: try species(shown.species)),
            streak: .init(current: streak.current, best: streak.best, freezes: streak.freezes, daysToNextFreeze: streak.daysToNextFreeze),
            me: .init(view.mine),
            partner: .init(view.theirs),
            complete: view.complete
        ))))
    }

    func getDay(_ input: Operations.GetDay.Input) async throws -> Operations.GetDay.Output {
        let view = try await game.days.day(try date(input.path.day), for: try caller)
        return .ok(.init(body: .json(.init(view, question: try question(view.questionID)))))
    }

    func listDays(_ input: Operations.ListDays.Input) async throws -> Operations.ListDays.Output {
        let me = try caller
        let request = try PageRequest(validatingLimit: input.query.limit, cursor: input.query.cursor)
        let page = try await game.days.completeDays(of: me, page: request, codec: game.cursors)
        return .ok(.init(body: .json(.init(
            items: try page.items.map { .init($0, question: try question($0.questionID)) }, nextCursor: page.nextCursor
        ))))
    }

    func putAnswer(_ input: Operations.PutAnswer.Input) async throws -> Operations.PutAnswer.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let day = try date(input.path.day)
        guard let box = Data(base64Encoded: body.answer), box.base64EncodedString() == body.answer,
              CouplesLimits.isAnswerBoxSize(box.count)
        else {
            throw Problem.validation(
                field: "answer", "must be a sealed answer: base64 of 28 + 256·k bytes (k from 1 to 9), at most \(CouplesLimits.answerMaxBytes) bytes of text"
            )
        }
        let view = try await game.days.answer(day, box: body.answer, by: try caller)
        return .ok(.init(body: .json(.init(view, question: try question(view.questionID)))))
    }

    func sendPhoto(_ input: Operations.SendPhoto.Input) async throws -> Operations.SendPhoto.Output {
        let day = try date(input.path.day)
        let upload = try uuid(input.query.uploadId, "uploadId")
        guard case .binary(let body)? = input.body else {
            throw Problem.validation(field: "body", "must be a photo envelope (application/octet-stream)")
        }
        let bytes = try await [UInt8](uploadedIn: body, upTo: PhotoEnvelope.maxBytes)
        let envelope: PhotoEnvelope
        do throws(PhotoEnvelope.Problem) {
            envelope = try PhotoEnvelope(parsing: bytes)
        } catch {
            throw Problem.validation(field: "body", Self.envelopeProblem(error))
        }
        let view = try await game.days.sendPhoto(day, upload: upload, envelope: envelope, by: try caller)
        return .ok(.init(body: .json(.init(view, question: try question(view.questionID)))))
    }

    func getPhoto(_ input: Operations.GetPhoto.Input) async throws -> Operations.GetPhoto.Output {
        let day = try date(input.path.day)
        let author: DayBook.Author = input.path.author == .me ? .me : .partner
        let part: PhotoVault.Part = input.query.variant == .thumbnail ? .thumb : .full
        guard let bytes = try await game.days.photo(day, author: author, part: part, for: try caller) else {
            throw Problem.notFound("No photo.")
        }
        return .ok(.init(body: .binary(HTTPBody(bytes))))
    }

    static func envelopeProblem(_ problem: PhotoEnvelope.Problem) -> String {
        switch problem {
        case .truncated: "is cut short: a 4-byte thumbnail length, the thumbnail, then the photo"
        case .thumbnailTooLarge: "holds a thumbnail over \(CouplesLimits.thumbnailMaxBytes) bytes"
        case .photoTooLarge: "holds a photo over \(CouplesLimits.photoMaxBytes) bytes"
        case .emptyPart: "must hold a sealed thumbnail and a sealed photo"
        }
    }

    func question(_ id: String) throws -> QuestionBank.Question {
        guard let question = game.bank[id] else { throw Problem.internalError }
        return question
    }

    func species(_ id: String) throws -> FlowerSpecies {
        guard let species = game.catalog[id] else { throw Problem.internalError }
        return species
    }
}
