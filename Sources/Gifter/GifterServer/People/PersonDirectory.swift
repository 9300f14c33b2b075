import Foundation
import ServerKit
import SQLKit

/// Resolves `self`, `profile:<id>` and `friend:<id>` for a caller: a profile only its owner can see, a
/// friend only their friends. Anyone else gets a 404, the same as something that does not exist.
struct PersonDirectory: Sendable {
    let members: Members
    let profiles: GiftingProfiles
    let friends: Friends
    let wishlists: Wishlists
    let claims: Claims
    let ideas: GiftIdeas
    let quiz: Quiz
    let words: ThreeWords
    let neverGiftRules: NeverGiftRules

    func context(_ person: PersonRef, caller: UUID) async throws -> PersonContext {
        switch person {
        case .me:
            let member = try await members.member(caller)
            let taste = TasteProfile(answers: member.answers, quiz: quiz)
            let saved = try await wishlists.items(owner: caller).map(\.productID)
            return PersonContext(
                ref: .me, name: "You", relationship: nil, taste: taste, neverGift: taste.neverGift.map(neverGiftRules.entry),
                saved: saved, excluded: [], wished: []
            )
        case .profile(let id):
            guard let profile = try await profiles.find(id, owner: caller) else { throw Problem.notFound("No such person.") }
            let taste = TasteProfile(answers: profile.answers, words: words.read(profile.threeWords), quiz: quiz)
            let ideas = try await ideas.ideas(owner: caller, person: person)
            return PersonContext(
                ref: person, name: profile.name, relationship: profile.relationship.title, taste: taste,
                neverGift: (profile.neverGift + taste.neverGift).map(neverGiftRules.entry),
                saved: ideas.filter { $0.status != .given }.map(\.productID),
                excluded: Set(ideas.filter { $0.status == .given }.map(\.productID)), wished: []
            )
        case .friend(let id):
            guard let friendship = try await friends.friend(id, of: caller) else { throw Problem.notFound("No such person.") }
            let member = try await members.member(id)
            let taste = TasteProfile(answers: member.answers, quiz: quiz)
            let ideas = try await ideas.ideas(owner: caller, person: person)
            let states = try await claims.states(owner: id, viewer: caller)
            let wishlist = try await wishlists.items(owner: id).map(\.productID)
            let claimedByOthers = Set(states.filter { $0.value == .someone }.map(\.key))
            return PersonContext(
                ref: person, name: friendship.friend.displayName, relationship: "Friend", taste: taste,
                neverGift: taste.neverGift.map(neverGiftRules.entry),
                saved: ideas.filter { $0.status != .given }.map(\.productID),
                excluded: Set(ideas.filter { $0.status == .given }.map(\.productID)).union(claimedByOthers),
                wished: wishlist.filter { !claimedByOthers.contains($0) }
            )
        }
    }

    /// Whether `person` is someone the caller may plan for (self excluded).
    func exists(_ person: PersonRef, caller: UUID) async throws -> Bool {
        switch person {
        case .me: true
        case .profile(let id): try await profiles.find(id, owner: caller) != nil
        case .friend(let id): try await friends.areFriends(caller, id)
        }
    }
}
