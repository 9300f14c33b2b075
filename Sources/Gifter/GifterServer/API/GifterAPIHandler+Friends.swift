import Foundation
import GifterAPI
import ServerKit

/// Friends on Gifter, requests, and claims on their wishlists.
extension GifterAPIHandler {
    func listFriends(_ input: Operations.ListFriends.Input) async throws -> Operations.ListFriends.Output {
        let me = try caller
        let facts = try await PersonFacts.load(service, caller: me)
        let friends = try await service.friends.friends(of: me).map { friendSchema($0.friend, since: $0.since, facts: facts) }
        let incoming = try await service.friends.incoming(to: me).map {
            Components.Schemas.IncomingFriendRequest(id: $0.id.apiString, from: friendSchema($0.from, since: nil, facts: nil), sentAt: $0.sentAt)
        }
        let outgoing = try await service.friends.outgoing(from: me).map {
            Components.Schemas.OutgoingFriendRequest(id: $0.id.apiString, to: $0.to, sentAt: $0.sentAt)
        }
        return .ok(.init(body: .json(.init(friends: friends, incoming: incoming, outgoing: outgoing))))
    }

    func requestFriend(_ input: Operations.RequestFriend.Input) async throws -> Operations.RequestFriend.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try RequestLimits.text(body.to, "to", min: 3, max: 254)
        let text = body.to.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let key = Friends.key(text) else { throw Problem.validation(field: "to", "must be an email address or a username") }
        try await service.friends.request(from: try caller, to: text, key: key)
        return .accepted(.init(body: .json(.init(message: "Sent. If they’re on Gifter, they’ll see your request."))))
    }

    func deleteFriendRequest(_ input: Operations.DeleteFriendRequest.Input) async throws -> Operations.DeleteFriendRequest.Output {
        guard try await service.friends.deleteRequest(try uuid(input.path.requestId, "requestId"), by: try caller) else {
            throw Problem.notFound("No such request.")
        }
        return .noContent(.init())
    }

    func acceptFriendRequest(_ input: Operations.AcceptFriendRequest.Input) async throws -> Operations.AcceptFriendRequest.Output {
        guard let friendship = try await service.friends.accept(try uuid(input.path.requestId, "requestId"), by: try caller) else {
            throw Problem.notFound("No such request.")
        }
        return .ok(.init(body: .json(friendSchema(friendship.friend, since: friendship.since, facts: nil))))
    }

    func getFriend(_ input: Operations.GetFriend.Input) async throws -> Operations.GetFriend.Output {
        let me = try caller
        let id = try uuid(input.path.friendId, "friendId")
        guard let friendship = try await service.friends.friend(id, of: me) else { throw Problem.notFound("No such person.") }
        let facts = try await PersonFacts.load(service, caller: me)
        let member = try await service.members.member(id)
        let chips = TasteProfile(answers: member.answers, quiz: service.quiz).chips(service.quiz.vocabulary).map(\.chip)
        let states = try await service.claims.states(owner: id, viewer: me)
        let catalog = try await service.catalog.index()
        let wishlist = try await service.wishlists.items(owner: id).compactMap { item -> Components.Schemas.FriendWishlistItem? in
            guard let product = catalog.product(item.productID) else { return nil }
            let state = states[item.productID] ?? .none
            return .init(product: .init(product, in: catalog), claim: Components.Schemas.FriendWishlistItem.ClaimPayload(rawValue: state.rawValue) ?? Components.Schemas.FriendWishlistItem.ClaimPayload.none)
        }
        return .ok(.init(body: .json(.init(
            friend: friendSchema(friendship.friend, since: friendship.since, facts: facts), tasteChips: chips, wishlist: wishlist,
            nextOccasion: facts.summary(.friend(id))
        ))))
    }

    func removeFriend(_ input: Operations.RemoveFriend.Input) async throws -> Operations.RemoveFriend.Output {
        guard try await service.friends.remove(try uuid(input.path.friendId, "friendId"), of: try caller) else {
            throw Problem.notFound("No such person.")
        }
        return .noContent(.init())
    }

    func claimItem(_ input: Operations.ClaimItem.Input) async throws -> Operations.ClaimItem.Output {
        let (me, friend) = try await friendPair(input.path.friendId, product: input.path.productId)
        try await service.claims.claim(input.path.productId, owner: friend, claimer: me)
        return .noContent(.init())
    }

    func releaseClaim(_ input: Operations.ReleaseClaim.Input) async throws -> Operations.ReleaseClaim.Output {
        let (me, friend) = try await friendPair(input.path.friendId, product: input.path.productId)
        try await service.claims.release(input.path.productId, owner: friend, claimer: me)
        return .noContent(.init())
    }

    /// The caller and the friend named by `text`; a 404 unless they are friends.
    private func friendPair(_ text: String, product: String) async throws -> (me: UUID, friend: UUID) {
        try RequestLimits.productID(product)
        let me = try caller
        let friend = try uuid(text, "friendId")
        guard try await service.friends.areFriends(me, friend) else { throw Problem.notFound("No such person.") }
        return (me, friend)
    }

    func friendSchema(_ person: Friends.Person, since: Date?, facts: PersonFacts?) -> Components.Schemas.Friend {
        .init(
            id: person.id.apiString, person: PersonRef.friend(person.id).description, displayName: person.displayName, username: person.username,
            since: since, lastGiftedAt: facts?.lastGifted(.friend(person.id))
        )
    }
}
