import Foundation
import GifterAPI
import ServerKit

/// Occasions: yours and the people's you buy for.
extension GifterAPIHandler {
    func listOccasions(_ input: Operations.ListOccasions.Input) async throws -> Operations.ListOccasions.Output {
        let all = try await occasionViews(try caller)
        return .ok(.init(body: .json(.init(thisMonth: all.filter { $0.group == .thisMonth }, later: all.filter { $0.group != .thisMonth }))))
    }

    /// Every occasion of `owner` as the app shows it, soonest first (passed one-offs last).
    func occasionViews(_ owner: UUID) async throws -> [Components.Schemas.Occasion] {
        let facts = try await PersonFacts.load(service, caller: owner)
        let names = try await PeopleNames.load(service, caller: owner)
        return facts.occasions.compactMap { occasionView($0, facts: facts, names: names) }
            .sorted { a, b in
                switch (a.daysUntil, b.daysUntil) {
                case let (x?, y?) where x != y: x < y
                case (.some, nil): true
                case (nil, .some): false
                default: (a.title, a.id) < (b.title, b.id)
                }
            }
    }

    func occasionView(_ occasion: Occasions.Occasion, facts: PersonFacts, names: PeopleNames) -> Components.Schemas.Occasion? {
        guard let person = names.summary(occasion.person) else { return nil }
        let next = occasion.date.next(onOrAfter: facts.today)
        let days = next.map { facts.today.days(until: $0) }
        let group: Components.Schemas.Occasion.GroupPayload =
            if let next { next.year == facts.today.year && next.month == facts.today.month ? .thisMonth : .later } else { .past }
        return .init(
            id: occasion.id.apiString, person: person, kind: .init(rawValue: occasion.kind.rawValue) ?? .custom, title: occasion.title,
            date: occasion.date.date.description, recurring: occasion.date.recurring, nextDate: next?.description, daysUntil: days,
            countdown: days.map { Countdown.text(days: $0) }, status: facts.inProgress(occasion) ? .inProgress : .planGift, group: group
        )
    }

    func createOccasion(_ input: Operations.CreateOccasion.Input) async throws -> Operations.CreateOccasion.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let me = try caller
        let person = try PersonRef.parse(body.person, field: "person")
        guard let kind = OccasionKind(rawValue: body.kind.rawValue) else { throw Problem.invalidField("kind", "is not an occasion kind") }
        try RequestLimits.text(body.title, "title", min: 1, max: 60)
        let date = try occasionDate(body.date, recurring: body.recurring ?? true)
        let title = try occasionTitle(body.title, kind: kind)
        guard try await service.directory.exists(person, caller: me) else { throw Problem.validation(field: "person", "is not someone you buy for") }
        let occasion = try await service.occasions.create(
            owner: me, person: person, kind: kind, title: title, date: date, settings: try await service.reminderSettings(me)
        )
        return .created(.init(body: .json(try await view(occasion))))
    }

    func getOccasion(_ input: Operations.GetOccasion.Input) async throws -> Operations.GetOccasion.Output {
        let occasion = try await ownOccasion(input.path.occasionId)
        var body = try await view(occasion)
        // A friend no longer a friend has no ideas to version; the page still opens.
        if var request = try? await recommendationRequest(for: occasion.person, caller: occasion.ownerID) {
            request.occasion = occasion.kind
            body.ideasVersion = IdeasVersion.of(request, catalogVersion: try await service.catalog.index().version)
        }
        return .ok(.init(body: .json(body)))
    }

    func updateOccasion(_ input: Operations.UpdateOccasion.Input) async throws -> Operations.UpdateOccasion.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try RequestLimits.text(body.title, "title", max: 60)
        var occasion = try await ownOccasion(input.path.occasionId)
        if let kind = body.kind { occasion.kind = OccasionKind(rawValue: kind.rawValue) ?? .custom }
        if let title = body.title { occasion.customTitle = title.trimmingCharacters(in: .whitespaces).isEmpty ? nil : title }
        occasion.customTitle = try occasionTitle(occasion.customTitle, kind: occasion.kind)
        if body.date != nil || body.recurring != nil {
            occasion.date = try occasionDate(body.date ?? occasion.date.date.description, recurring: body.recurring ?? occasion.date.recurring)
        }
        try await service.occasions.save(occasion, settings: try await service.reminderSettings(occasion.ownerID))
        return .ok(.init(body: .json(try await view(occasion))))
    }

    func deleteOccasion(_ input: Operations.DeleteOccasion.Input) async throws -> Operations.DeleteOccasion.Output {
        guard try await service.occasions.delete(try uuid(input.path.occasionId, "occasionId"), owner: try caller) else {
            throw Problem.notFound("No such occasion.")
        }
        return .noContent(.init())
    }

    func ownOccasion(_ text: String) async throws -> Occasions.Occasion {
        guard let occasion = try await service.occasions.find(try uuid(text, "occasionId"), owner: try caller) else {
            throw Problem.notFound("No such occasion.")
        }
        return occasion
    }

    private func view(_ occasion: Occasions.Occasion) async throws -> Components.Schemas.Occasion {
        let facts = try await PersonFacts.load(service, caller: occasion.ownerID)
        let names = try await PeopleNames.load(service, caller: occasion.ownerID)
        guard let view = occasionView(occasion, facts: facts, names: names) else { throw Problem.notFound("No such occasion.") }
        return view
    }

    private func occasionDate(_ text: String, recurring: Bool) throws -> OccasionDate {
        guard let day = CalendarDay(text) else { throw Problem.validation(field: "date", "is not a date on the calendar") }
        return OccasionDate(date: day, recurring: recurring)
    }

    private func occasionTitle(_ raw: String?, kind: OccasionKind) throws -> String? {
        let title = raw.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        if let title, title.unicodeScalars.contains(where: { PlainText.isRefused($0, .one) }) {
            throw Problem.validation(field: "title", "must be one line of text")
        }
        if kind == .custom, title == nil { throw Problem.validation(field: "title", "is required for a custom occasion") }
        return title
    }
}
