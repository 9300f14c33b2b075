import Foundation
import GifterAPI
import ServerKit

/// What the lists of people show about each person the caller buys for: ideas saved, when they were
/// last given something, and their next occasion. Read once per request for all of them.
struct PersonFacts: Sendable {
    let today: CalendarDay
    let ideas: [GiftIdeas.Idea]
    let occasions: [Occasions.Occasion]

    static func load(_ service: GifterService, caller: UUID) async throws -> PersonFacts {
        let member = try await service.members.member(caller)
        let zone = TimeZone(identifier: member.timeZone) ?? .gmt
        return PersonFacts(
            today: CalendarDay(service.wallClock.now(), in: zone),
            ideas: try await service.ideas.ideas(owner: caller),
            occasions: try await service.occasions.list(owner: caller)
        )
    }

    func ideasSaved(_ person: PersonRef) -> Int { ideas.filter { $0.person == person && $0.status != .given }.count }

    func lastGifted(_ person: PersonRef) -> Date? { ideas.filter { $0.person == person }.compactMap(\.givenAt).max() }

    /// Whether an idea is saved for the occasion (or for its person, with no occasion named): "In progress".
    func inProgress(_ occasion: Occasions.Occasion) -> Bool {
        ideas.contains { $0.status != .given && ($0.occasionID == occasion.id || ($0.occasionID == nil && $0.person == occasion.person)) }
    }

    /// The person's soonest occasion still to come.
    func nextOccasion(_ person: PersonRef) -> (occasion: Occasions.Occasion, date: CalendarDay)? {
        occasions.filter { $0.person == person }
            .compactMap { occasion in occasion.date.next(onOrAfter: today).map { (occasion, $0) } }
            .min { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.createdAt < $1.0.createdAt }
    }

    func summary(_ person: PersonRef) -> Components.Schemas.OccasionSummary? {
        nextOccasion(person).map { occasion, date in
            let days = today.days(until: date)
            return .init(
                id: occasion.id.apiString, kind: .init(rawValue: occasion.kind.rawValue) ?? .custom, title: occasion.title,
                nextDate: date.description, daysUntil: days, countdown: Countdown.text(days: days)
            )
        }
    }
}
