import Foundation
import GifterAPI

/// Names and relationships of everyone the caller keeps occasions and plans for, read once per request.
struct PeopleNames: Sendable {
    let entries: [PersonRef: (name: String, relationship: String?)]

    static func load(_ service: GifterService, caller: UUID) async throws -> PeopleNames {
        var entries: [PersonRef: (String, String?)] = [.me: ("You", nil)]
        for profile in try await service.profiles.list(owner: caller) { entries[.profile(profile.id)] = (profile.name, profile.relationship.title) }
        for friendship in try await service.friends.friends(of: caller) {
            entries[.friend(friendship.friend.id)] = (friendship.friend.displayName, "Friend")
        }
        return PeopleNames(entries: entries)
    }

    func summary(_ person: PersonRef) -> Components.Schemas.PersonSummary? {
        entries[person].map { .init(person: person.description, name: $0.name, initials: PersonContext.initials($0.name), relationship: $0.relationship) }
    }
}
