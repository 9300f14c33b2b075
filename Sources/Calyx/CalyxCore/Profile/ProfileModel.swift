import CalyxAPI
import ClientKit
import Foundation
import Observation

/// The Profile tab: the header (photo, the catalogue count "Flowers", name, @username, about), the
/// follower and following counts, and the Collections | Catalogue | Favorites tabs. The header opens
/// from the last one seen.
@MainActor @Observable
public final class ProfileModel {
    public enum Section: String, Sendable, CaseIterable {
        case collections, catalogue, favorites

        public var title: String { rawValue.capitalized }
    }

    public typealias Profile = Components.Schemas.Profile

    public var section = Section.collections
    public private(set) var profile: Profile?
    public private(set) var account: Components.Schemas.Account?
    public private(set) var collections: [Components.Schemas.Collection] = []
    /// Others' collections saved to one's library (§3.6), credited to their owners and kept in step with them.
    public private(set) var savedCollections: [Components.Schemas.Collection] = []
    public private(set) var catalogue: [Components.Schemas.FlowerCard] = []
    public private(set) var favorites: [Components.Schemas.FlowerCard] = []
    /// The Catalogue tab's filter (§3.5: All, Public only, Private only), over the phone's saved flowers.
    public var catalogueFilter = SavedOrder.Visibility.all
    public private(set) var failure: LoadFailure?

    @ObservationIgnored public let environment: CalyxEnvironment
    private var api: any APIProtocol { environment.client.api }

    public init(environment: CalyxEnvironment) {
        self.environment = environment
        profile = environment.store.snapshots.load(Profile.self, CalyxCacheKey.profile)
    }

    /// "12 Followers  •  3 Following".
    public var followLine: String {
        profile.map { Self.followLine(for: $0) } ?? ""
    }

    public var memberSinceLine: String? {
        profile.map { Self.memberSinceLine(for: $0) }
    }

    /// Any profile header's follow line, "12 Followers  •  3 Following" (someone else's too).
    nonisolated public static func followLine(for profile: Profile) -> String {
        "\(profile.followerCount) \(profile.followerCount == 1 ? "Follower" : "Followers")  •  \(profile.followingCount) Following"
    }

    /// "Member since March 2024".
    nonisolated public static func memberSinceLine(for profile: Profile) -> String {
        "Member since \(profile.memberSince.formatted(.dateTime.month(.wide).year()))"
    }

    /// The Catalogue tab's flowers: every saved flower on this phone, filtered by privacy.
    public var catalogueItems: [SavedItem] {
        (try? environment.store.saved.items(SavedOrder(sort: .alphabetical, visibility: catalogueFilter))) ?? []
    }

    public func load() async {
        do {
            let me = try await api.getProfile().ok.body.json
            account = me
            let header = try await api.getUserProfile(path: .init(userId: me.id)).ok.body.json
            profile = header
            try? environment.store.snapshots.save(header, as: CalyxCacheKey.profile)
            async let owned = api.listCollections(query: .init(limit: 100)).ok.body.json.items
            async let liked = api.getUserFavorites(path: .init(userId: me.id), query: .init(limit: 100)).ok.body.json.items
            async let library = api.listSavedCollections(query: .init(limit: 100)).ok.body.json.items
            collections = try await owned
            favorites = try await liked
            savedCollections = try await library
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    /// The heart on the library's cards (others' collections; one's own carry none).
    public func showsHeart(on collection: Components.Schemas.Collection) -> Bool {
        CollectionHeart.shows(on: collection, accountID: account?.id ?? profile?.id)
    }

    /// Liking a collection saved to one's library; a refusal puts the heart back and says why.
    public func toggleLike(_ collection: Components.Schemas.Collection) async {
        guard showsHeart(on: collection) else { return }
        let refused = await CollectionHeart.toggle(collection, api: api) { card in
            for index in savedCollections.indices where savedCollections[index].id == card.id { savedCollections[index] = card }
        }
        if let refused { failure = refused }
    }

    public func followers() -> PeopleListModel? {
        profile.map { PeopleListModel(source: .followers(userID: $0.id), client: environment.client) }
    }

    public func following() -> PeopleListModel? {
        profile.map { PeopleListModel(source: .following(userID: $0.id), client: environment.client) }
    }

    public func editor() -> EditProfileModel? {
        account.map { EditProfileModel(account: $0, client: environment.client, downscaler: environment.photoDownscaler) }
    }

    public func settings() -> SettingsModel { SettingsModel(environment: environment) }

    public func notifications() -> NotificationsModel { NotificationsModel(client: environment.client) }
}
