import Foundation
import SQLKit

/// The follower and following counts on `profiles`, moved in the transaction that changes `follows`.
///
/// Rows are changed in order of user id: two people following each other at the same moment lock the
/// same two rows in the same order, so PostgreSQL never has to break a deadlock between them.
enum FollowCounts {
    struct Delta {
        var followers = 0
        var following = 0
    }

    static func apply(_ deltas: [UUID: Delta], _ db: any SQLDatabase) async throws {
        for (user, delta) in deltas.sorted(by: { $0.key.uuidString < $1.key.uuidString }) where delta.followers != 0 || delta.following != 0 {
            try await db.raw("""
                INSERT INTO profiles (user_id, follower_count, following_count)
                VALUES (\(bind: user), \(bind: max(0, delta.followers)), \(bind: max(0, delta.following)))
                ON CONFLICT (user_id) DO UPDATE SET follower_count = profiles.follower_count + \(bind: delta.followers),
                    following_count = profiles.following_count + \(bind: delta.following)
                """).run()
        }
    }

    /// Takes both people's profile rows, in id order, until the transaction ends (PostgreSQL; SQLite's
    /// write transaction already excludes every other writer): a follow and a block between the same
    /// two people then happen one after the other, so a block always finds, and ends, the follow.
    static func lock(_ one: UUID, _ other: UUID, _ db: any SQLDatabase) async throws {
        for user in [one, other].sorted(by: { $0.uuidString < $1.uuidString }) {
            try await db.raw("""
                INSERT INTO profiles (user_id) VALUES (\(bind: user))
                ON CONFLICT (user_id) DO UPDATE SET follower_count = profiles.follower_count
                """).run()
        }
    }

    /// The deltas of `follower` starting (+1) or ending (-1) to follow `followee`.
    static func follow(_ follower: UUID, _ followee: UUID, by change: Int) -> [UUID: Delta] {
        [follower: Delta(following: change), followee: Delta(followers: change)]
    }
}
