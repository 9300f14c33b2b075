import Foundation
import NIOConcurrencyHelpers

/// A counter per flower, moved by every change to its conversation made in this process (a comment
/// posted, edited, deleted, voted on, reported or moderated). Cached pages are keyed by it, so this
/// process never serves a page older than its own last change; other instances' changes show once
/// the cached page expires.
final class ConversationVersions: Sendable {
    private let versions = NIOLockedValueBox<[UUID: Int]>([:])

    func version(of flower: UUID) -> Int {
        versions.withLockedValue { $0[flower] ?? 0 }
    }

    func changed(_ flower: UUID) {
        versions.withLockedValue { $0[flower, default: 0] += 1 }
    }
}
