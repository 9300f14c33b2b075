import Foundation
import GifterAPI
import ServerKit

/// Invite links: make one, see who it is from, accept it.
extension GifterAPIHandler {
    func createFriendInvite(_ input: Operations.CreateFriendInvite.Input) async throws -> Operations.CreateFriendInvite.Output {
        let invite = try await service.invites.create(owner: try caller)
        return .created(.init(body: .json(.init(
            token: invite.token, link: "\(service.publicURL)/gifter/invite/\(invite.token)", expiresAt: invite.expiresAt
        ))))
    }

    func getFriendInvite(_ input: Operations.GetFriendInvite.Input) async throws -> Operations.GetFriendInvite.Output {
        let me = try caller
        let invite = try await liveInvite(input.path.token)
        guard let person = try await service.friends.person(invite.ownerID) else { throw Self.noSuchInvite }
        let friendship = try await service.friends.friend(invite.ownerID, of: me)
        return .ok(.init(body: .json(.init(
            from: friendSchema(person, since: friendship?.since, facts: nil), expiresAt: invite.expiresAt,
            alreadyFriends: friendship != nil, yours: invite.ownerID == me
        ))))
    }

    func acceptFriendInvite(_ input: Operations.AcceptFriendInvite.Input) async throws -> Operations.AcceptFriendInvite.Output {
        let me = try caller
        let invite = try await liveInvite(input.path.token)
        guard invite.ownerID != me else { throw Problem.validation(field: "token", "is your own invite link; send it to someone else") }
        guard let accepted = try await service.friends.acceptInvite(from: invite.ownerID, by: me) else { throw Self.noSuchInvite }
        return .ok(.init(body: .json(friendSchema(accepted.friendship.friend, since: accepted.friendship.since, facts: nil))))
    }

    /// The invite `token` names; unknown, expired and malformed tokens are the same 404, so a guess
    /// learns nothing.
    private func liveInvite(_ token: String) async throws -> FriendInvites.Found {
        guard let invite = try await service.invites.find(token) else { throw Self.noSuchInvite }
        return invite
    }

    private static var noSuchInvite: Problem { Problem.notFound("This invite link has expired or does not exist.") }
}
