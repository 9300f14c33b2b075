import CalyxAPI
import ClientKit
import Foundation
import Observation

/// Someone else's profile: the same header, a prominent Follow / Following button, mute and block in
/// a menu, and only what they show the world (a private catalogue stays hidden).
@MainActor @Observable
public final class PersonProfileModel {
    public typealias Profile = Components.Schemas.Profile

    /// Known from the start when opened from a card or list; found from `username` by the first load
    /// when opened from an `@mention` or a profile link.
    public private(set) var userID: String?
    public let username: String?
    public var section = ProfileModel.Section.collections
    public private(set) var profile: Profile?
    public private(set) var collections: [Components.Schemas.Collection] = []
    public private(set) var catalogue: [Components.Schemas.FlowerCard] = []
    public private(set) var favorites: [Components.Schemas.FlowerCard] = []
    public private(set) var failure: LoadFailure?
    /// Set by Block: the screen asks before blocking.
    public private(set) var confirmingBlock = false
    public private(set) var notice: String?

    private let client: CalyxClient
    private var api: any APIProtocol { client.api }

    public init(userID: String, client: CalyxClient) {
        self.userID = userID
        username = nil
        self.client = client
    }

    /// Someone by username (any case, with or without the `@`).
    public init(username: String, client: CalyxClient) {
        userID = nil
        self.username = username.hasPrefix("@") ? String(username.dropFirst()) : username
        self.client = client
    }

    public var isFollowing: Bool { profile?.relation?.following ?? false }
    public var isMuted: Bool { profile?.relation?.muted ?? false }
    public var isBlocked: Bool { profile?.relation?.blocked ?? false }
    /// Whether the catalogue is theirs to show (the server leaves the count out when it is private).
    public var showsCatalogue: Bool { profile?.catalogueCount != nil }
    public var followButtonTitle: String { isFollowing ? "Following" : (profile?.relation?.followedBy == true ? "Follow Back" : "Follow") }
    /// "12 Followers  •  3 Following", as on one's own profile.
    public var followLine: String { profile.map { ProfileModel.followLine(for: $0) } ?? "" }
    public var memberSinceLine: String? { profile.map { ProfileModel.memberSinceLine(for: $0) } }

    public func dismissNotice() { notice = nil }

    public func load() async {
        do {
            let answer: Profile
            if let userID {
                switch try await api.getUserProfile(path: .init(userId: userID)) {
                case .ok(let ok): answer = try ok.body.json
                case .default(let status, _): return refused(status)
                }
            } else if let username {
                switch try await api.getUserByUsername(path: .init(username: username)) {
                case .ok(let ok): answer = try ok.body.json
                case .default(let status, _): return refused(status)
                }
            } else {
                return
            }
            profile = answer
            userID = answer.id
            let id = answer.id
            async let owned = api.listUserCollections(path: .init(userId: id), query: .init(limit: 100)).ok.body.json.items
            async let liked = api.getUserFavorites(path: .init(userId: id), query: .init(limit: 100)).ok.body.json.items
            collections = try await owned
            favorites = try await liked
            if showsCatalogue, case .ok(let ok) = try await api.getUserCatalogue(path: .init(userId: id), query: .init(limit: 100)) {
                catalogue = try ok.body.json.items
            } else {
                catalogue = []
            }
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    /// Not found (no such username, or someone who blocked you), or a server failure.
    private func refused(_ status: Int) {
        // An invalid username is as unfindable as an unknown one.
        failure = LoadFailure(kind: status == 404 || status == 422 ? .notFound : .server)
    }

    /// Follow or unfollow: the button flips at once, and back if the server says no.
    public func toggleFollow() async {
        guard let profile else { return }
        do {
            let answer = isFollowing
                ? try await api.unfollowUser(path: .init(userId: profile.id)).ok.body.json
                : try await api.followUser(path: .init(userId: profile.id)).ok.body.json
            self.profile = answer
        } catch {
            notice = LoadFailure(error).message
        }
    }

    public func toggleMute() async {
        guard let userID else { return }
        do {
            let relation = isMuted
                ? try await api.unmuteUser(path: .init(userId: userID)).ok.body.json
                : try await api.muteUser(path: .init(userId: userID)).ok.body.json
            profile?.relation = relation
            notice = relation.muted ? "You won't see their activity in your feed." : nil
        } catch {
            notice = LoadFailure(error).message
        }
    }

    public func askToBlock() { confirmingBlock = !isBlocked }
    public func cancelBlock() { confirmingBlock = false }

    /// Blocking also ends following both ways; their things disappear from what you see.
    public func confirmBlock() async {
        confirmingBlock = false
        guard let userID else { return }
        do {
            let relation = try await api.blockUser(path: .init(userId: userID)).ok.body.json
            profile?.relation = relation
            await load()
        } catch {
            notice = LoadFailure(error).message
        }
    }

    public func unblock() async {
        guard let userID else { return }
        do {
            profile?.relation = try await api.unblockUser(path: .init(userId: userID)).ok.body.json
            await load()
        } catch {
            notice = LoadFailure(error).message
        }
    }

    /// The heart on their collection cards: for a signed-in visitor (one's own page has no relation).
    public func showsHeart(on collection: Components.Schemas.Collection) -> Bool {
        profile?.relation != nil && collection.liked != nil
    }

    public func toggleLike(_ collection: Components.Schemas.Collection) async {
        guard showsHeart(on: collection) else { return }
        let failure = await CollectionHeart.toggle(collection, api: api) { card in
            for index in collections.indices where collections[index].id == card.id { collections[index] = card }
        }
        if let failure { notice = failure.message }
    }

    public func followers() -> PeopleListModel? { userID.map { PeopleListModel(source: .followers(userID: $0), client: client) } }
    public func following() -> PeopleListModel? { userID.map { PeopleListModel(source: .following(userID: $0), client: client) } }
}
