import AppCopy
import ClientKit
import Foundation
import GifterAPI
import Observation

/// The Find tab (§5): "Who are we shopping for?" over a search of friends (people on Gifter) and
/// gifting profiles (people who are not), "People you gift most", "Recent gifting profiles", and
/// "Create a new gifting profile".
@MainActor @Observable
public final class FindModel {
    /// One person the search can find: a friend opens their context, a profile their recommendations.
    public struct Entry: Identifiable, Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case friend(id: String)
            case profile(id: String)
        }

        public let kind: Kind
        /// The person reference the API takes (`friend:<id>`, `profile:<id>`).
        public let person: String
        public let name: String
        public let initials: String
        /// "Friend", "Partner", "Colleague".
        public let relationship: String
        public let lastGiftedAt: Date?
        /// A gifting profile's making or last use (ideas asked or saved for them, opened); nil for friends.
        public let lastUsedAt: Date?
        let ideasSaved: Int
        let searchKey: String

        public var id: String { person }
    }

    public static var title: String { GifterCopy[.findTitle] }
    public static var subtitle: String { GifterCopy[.findSubtitle] }
    public static var mostGiftedTitle: String { GifterCopy[.findMostGifted] }
    public static var recentProfilesTitle: String { GifterCopy[.findRecentProfiles] }
    public static var createButton: String { GifterCopy[.findCreate] }

    public private(set) var friends: [Entry] = []
    public private(set) var profiles: [Entry] = []
    /// Requests to be friends waiting for an answer: the count beside "Friends".
    public private(set) var requestsWaiting = 0
    public private(set) var query = ""
    public private(set) var failure: LoadFailure?

    private let client: GifterClient

    public init(client: GifterClient) {
        self.client = client
    }

    public func load() async {
        do {
            async let friendList = client.api.listFriends().ok.body.json
            async let profileList = client.api.listProfiles().ok.body.json
            let list = try await friendList
            friends = list.friends.map(Self.entry)
            requestsWaiting = list.incoming.count
            profiles = try await profileList.profiles.map(Self.entry)
            failure = nil
        } catch {
            failure = LoadFailure(error)
        }
    }

    public func search(_ text: String) { query = text }

    /// Everyone whose name (or username) contains what is typed, ignoring case and accents.
    public var results: [Entry] {
        let words = TextKey.fold(query.trimmingCharacters(in: .whitespaces))
        guard !words.isEmpty else { return [] }
        return (friends + profiles).filter { $0.searchKey.contains(words) }
    }

    /// "No one by that name yet…" when a search finds no one.
    public var noMatchLine: String? {
        query.trimmingCharacters(in: .whitespaces).isEmpty || !results.isEmpty ? nil : GifterCopy[.findNoMatch]
    }

    /// Those with the most ideas saved for them and gifted most recently: up to six.
    public var mostGifted: [Entry] {
        let ranked = (friends + profiles).filter { $0.ideasSaved > 0 || $0.lastGiftedAt != nil }
        return Array(ranked.sorted {
            ($0.ideasSaved, $0.lastGiftedAt ?? .distantPast) > ($1.ideasSaved, $1.lastGiftedAt ?? .distantPast)
        }.prefix(6))
    }

    /// "Recent gifting profiles": the most recently made or used first, up to six.
    public var recentProfiles: [Entry] {
        Array(profiles.sorted { ($0.lastUsedAt ?? .distantPast) > ($1.lastUsedAt ?? .distantPast) }.prefix(6))
    }

    /// Edit or delete a gifting profile (from its row's menu).
    public func editProfile(_ entry: Entry) -> ProfileEditModel? {
        guard case .profile(let id) = entry.kind else { return nil }
        return ProfileEditModel(profileID: id, client: client)
    }

    /// "Last gifted: 3 months ago", when there is a date.
    public static func lastGiftedLine(_ entry: Entry, now: Date = Date()) -> String? {
        guard let date = entry.lastGiftedAt else { return nil }
        return GifterCopy.format(.findLastGifted, .text(ago(date, now: now)))
    }

    /// "today", "3 days ago", "2 weeks ago", "3 months ago", "1 year ago": rounded down, as people
    /// say it. (Foundation's relative formatter is not on every platform we build for.)
    static func ago(_ date: Date, now: Date) -> String {
        let days = Int(now.timeIntervalSince(date) / 86_400)
        switch days {
        case ..<1: return GifterCopy[.agoToday]
        case ..<7: return GifterCopy.format(.agoDays, .number(days))
        case ..<30: return GifterCopy.format(.agoWeeks, .number(days / 7))
        case ..<365: return GifterCopy.format(.agoMonths, .number(days / 30))
        default: return GifterCopy.format(.agoYears, .number(days / 365))
        }
    }

    public func newProfile() -> NewProfileModel { NewProfileModel(client: client) }

    public static var addFriendButton: String { GifterCopy[.findAddFriend] }
    public static var friendsButton: String { GifterCopy[.friendsTitle] }

    /// "2 requests waiting", beside Friends; nil when none wait.
    public var requestsWaitingLine: String? {
        requestsWaiting == 0 ? nil : GifterCopy.format(.findRequestsWaiting, .number(requestsWaiting))
    }

    static func entry(_ friend: Components.Schemas.Friend) -> Entry {
        Entry(
            kind: .friend(id: friend.id), person: friend.person, name: friend.displayName, initials: initials(friend.displayName),
            relationship: GifterCopy[.relationshipFriend], lastGiftedAt: friend.lastGiftedAt, lastUsedAt: nil, ideasSaved: 0,
            searchKey: TextKey.fold(friend.displayName + " " + (friend.username ?? ""))
        )
    }

    static func entry(_ profile: Components.Schemas.ProfileSummary) -> Entry {
        Entry(
            kind: .profile(id: profile.id), person: profile.person, name: profile.name, initials: initials(profile.name),
            relationship: RelationshipTitle.of(profile.relationship), lastGiftedAt: profile.lastGiftedAt, lastUsedAt: profile.lastUsedAt,
            ideasSaved: profile.ideasSaved,
            searchKey: TextKey.fold(profile.name)
        )
    }

    static func initials(_ name: String) -> String {
        String(name.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
    }
}
