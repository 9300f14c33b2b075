import CalyxAPI
import Foundation
import Identity
import ServerKit

/// Profiles, follows, mutes and blocks.
extension CalyxAPIHandler {
    func getUserProfile(_ input: Operations.GetUserProfile.Input) async throws -> Operations.GetUserProfile.Output {
        .ok(.init(body: .json(try await profile(of: try uuid(input.path.userId, "userId")))))
    }

    func getUserByUsername(_ input: Operations.GetUserByUsername.Input) async throws -> Operations.GetUserByUsername.Output {
        guard let user = try await community.profiles.user(named: input.path.username) else { throw Problem.notFound("No such user.") }
        return .ok(.init(body: .json(try await profile(of: user))))
    }

    func followUser(_ input: Operations.FollowUser.Input) async throws -> Operations.FollowUser.Output {
        let other = try await visibleUser(input.path.userId)
        try await community.follows.follow(try caller.id, other)
        return .ok(.init(body: .json(try await profile(of: other))))
    }

    func unfollowUser(_ input: Operations.UnfollowUser.Input) async throws -> Operations.UnfollowUser.Output {
        let other = try await existingUser(input.path.userId)
        let me = try caller.id
        guard other != me else { throw Problem.validation(field: "userId", "must be someone else: you cannot follow yourself") }
        try await community.follows.unfollow(me, other)
        return .ok(.init(body: .json(try await profile(of: other))))
    }

    func listFollowers(_ input: Operations.ListFollowers.Input) async throws -> Operations.ListFollowers.Output {
        let page = try await followList(.followers, input.path.userId, limit: input.query.limit, cursor: input.query.cursor)
        return .ok(.init(body: .json(page)))
    }

    func listFollowing(_ input: Operations.ListFollowing.Input) async throws -> Operations.ListFollowing.Output {
        let page = try await followList(.following, input.path.userId, limit: input.query.limit, cursor: input.query.cursor)
        return .ok(.init(body: .json(page)))
    }

    func muteUser(_ input: Operations.MuteUser.Input) async throws -> Operations.MuteUser.Output {
        .ok(.init(body: .json(try await relate(.mute, true, input.path.userId))))
    }

    func unmuteUser(_ input: Operations.UnmuteUser.Input) async throws -> Operations.UnmuteUser.Output {
        .ok(.init(body: .json(try await relate(.mute, false, input.path.userId))))
    }

    func blockUser(_ input: Operations.BlockUser.Input) async throws -> Operations.BlockUser.Output {
        .ok(.init(body: .json(try await relate(.block, true, input.path.userId))))
    }

    func unblockUser(_ input: Operations.UnblockUser.Input) async throws -> Operations.UnblockUser.Output {
        .ok(.init(body: .json(try await relate(.block, false, input.path.userId))))
    }

    func listBlocked(_ input: Operations.ListBlocked.Input) async throws -> Operations.ListBlocked.Output {
        let ids = try await community.relations.list(.block, of: try caller.id, page: try page(limit: input.query.limit, cursor: input.query.cursor))
        return .ok(.init(body: .json(try await personPage(ids))))
    }

    func listMuted(_ input: Operations.ListMuted.Input) async throws -> Operations.ListMuted.Output {
        let ids = try await community.relations.list(.mute, of: try caller.id, page: try page(limit: input.query.limit, cursor: input.query.cursor))
        return .ok(.init(body: .json(try await personPage(ids))))
    }

    // MARK: Helpers

    /// `user`'s profile as the caller may see it; 404 when there is none or they blocked the caller.
    func profile(of user: UUID) async throws -> Components.Schemas.Profile {
        guard let profile = try await community.profiles.profile(of: user, viewer: viewer) else { throw Problem.notFound("No such user.") }
        return .init(profile)
    }

    /// The id of a person the caller may see: not the catalog's account, and not someone who blocked them.
    func visibleUser(_ text: String) async throws -> UUID {
        let user = try await existingUser(text)
        if try await community.relations.isBlocked(viewer, by: user) { throw Problem.notFound("No such user.") }
        return user
    }

    /// A page of people, with whether the caller follows each when signed in.
    func personPage(_ ids: Page<UUID>) async throws -> Components.Schemas.PersonPage {
        let people = try await community.people.ordered(ids.items)
        let followed = try await viewer.asyncFlatMap { try await community.follows.followed(by: $0, among: ids.items) }
        let items = people.map { person in
            Components.Schemas.Person(person, youFollow: person.id == viewer ? nil : followed.map { $0.contains(person.id) })
        }
        return .init(items: items, nextCursor: ids.nextCursor)
    }

    private func followList(_ direction: Follows.Direction, _ userID: String, limit: Int?, cursor: String?) async throws -> Components.Schemas.PersonPage {
        let user = try await visibleUser(userID)
        if user != viewer, try await !catalog.settings.settings(of: user).followerListsPublic {
            throw Problem.notFound("This person keeps their follower lists private.")
        }
        let ids = try await community.follows.list(direction, of: user, viewer: viewer, page: try page(limit: limit, cursor: cursor))
        return try await personPage(ids)
    }

    /// Mutes, blocks or takes either back; answers with the relation only, which is all the app needs
    /// and reveals nothing of someone who blocked the caller (who may still block or unblock them).
    private func relate(_ kind: Relations.Kind, _ active: Bool, _ userID: String) async throws -> Components.Schemas.Relation {
        let me = try caller.id
        let other = try await existingUser(userID)
        guard other != me else { throw Problem.validation(field: "userId", "must be someone else") }
        if active {
            try await community.relations.add(kind, by: me, of: other)
        } else {
            try await community.relations.remove(kind, by: me, of: other)
        }
        return .init(try await community.relations.relation(of: me, to: other))
    }
}
