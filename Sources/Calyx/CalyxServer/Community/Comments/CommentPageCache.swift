import Foundation
import Media
import ServerKit

/// Pages of threads as everyone sees them, kept for a moment: a popular flower's conversation is read
/// far more often than it changes. Only what is the same for every viewer is kept (the comments, their
/// authors and photos); each viewer's own votes are read per request, and a viewer who muted or blocked
/// anyone, or was blocked, gets a page made for them alone.
struct CommentPageCache: Sendable {
    struct Entry: Sendable {
        let threads: Page<CommentThreads.Thread>
        let people: [UUID: People.Person]
        let photos: [UUID: MediaRecord]

        /// The comments on the page a reader can vote on.
        var visibleIDs: [UUID] {
            threads.items.flatMap { [$0.comment] + $0.replies }.filter(\.isVisible).map(\.id)
        }
    }

    struct Key: Hashable, Sendable {
        let flower: UUID
        let version: Int
        let sort: CommentThreads.Sort
        let limit: Int
        let cursor: String?
    }

    let versions: ConversationVersions
    private let cache: ExpiringCache<Key, Entry>

    /// Long enough to absorb a crowd, short enough that another instance's change shows soon.
    static let lifetime: Duration = .seconds(2)

    init(versions: ConversationVersions, enabled: Bool = true) {
        self.versions = versions
        cache = ExpiringCache(capacity: enabled ? 1_024 : 0, lifetime: Self.lifetime)
    }

    func entry(flower: UUID, sort: CommentThreads.Sort, page: PageRequest, make: @escaping @Sendable () async throws -> Entry) async throws -> Entry {
        let key = Key(flower: flower, version: versions.version(of: flower), sort: sort, limit: page.limit, cursor: page.cursor)
        return try await cache.value(for: key, compute: make)
    }
}
