import Foundation
import ServerKit
import SQLKit

/// Who follows whom. Both people's counts move in the transaction that adds or removes the follow,
/// so they stay exact however many follows and unfollows race.
struct Follows: Sendable {
    let database: Database
    let wallClock: any WallClock
    let cursors: CursorCodec
    /// Tells the person followed, in the follow's transaction.
    let notifications: NotificationRecorder

    /// `follower` follows `followee` (idempotent). 422 for yourself; 404 when `followee` blocked you
    /// (as if they did not exist); 409 when you blocked them.
    func follow(_ follower: UUID, _ followee: UUID) async throws {
        guard follower != followee else { throw Problem.validation(field: "userId", "must be someone else: you cannot follow yourself") }
        let now = TimestampKey.micros(of: wallClock.now())
        try await database.transaction { db in
            try await FollowCounts.lock(follower, followee, db)
            if try await Relations.isBlocked(follower, by: followee, in: db) { throw Problem.notFound("No such user.") }
            if try await Relations.isBlocked(followee, by: follower, in: db) {
                throw Problem.conflict("blocked", title: "Blocked", detail: "You blocked this person; unblock them to follow them.")
            }
            let inserted = try await db.raw("""
                INSERT INTO follows (follower_id, followee_id, created_us) VALUES (\(bind: follower), \(bind: followee), \(bind: now))
                ON CONFLICT DO NOTHING RETURNING follower_id
                """).all().count > 0
            if inserted {
                try await FollowCounts.apply(FollowCounts.follow(follower, followee, by: 1), db)
                try await notifications.record(.follow, to: followee, by: follower, about: .you, in: db)
            }
        }
    }

    /// Ends a follow (idempotent).
    func unfollow(_ follower: UUID, _ followee: UUID) async throws {
        try await database.transaction { db in
            try await FollowCounts.lock(follower, followee, db)
            let deleted = try await db.raw("""
                DELETE FROM follows WHERE follower_id = \(bind: follower) AND followee_id = \(bind: followee) RETURNING follower_id
                """).all().count > 0
            if deleted {
                try await FollowCounts.apply(FollowCounts.follow(follower, followee, by: -1), db)
                try await notifications.retract(.follow, to: followee, by: follower, about: .you, in: db)
            }
        }
    }

    enum Direction: String, Sendable {
        /// Who follows the person.
        case followers
        /// Whom the person follows.
        case following

        var person: String { self == .followers ? "followee_id" : "follower_id" }
        var other: String { self == .followers ? "follower_id" : "followee_id" }
    }

    struct Position: Codable {
        let micros: Int64
        let person: UUID
    }

    /// `user`'s followers or followees, newest follow first, leaving out people separated from `viewer` by a block.
    func list(_ direction: Direction, of user: UUID, viewer: UUID?, page: PageRequest) async throws -> Page<UUID> {
        let scope = "\(direction.rawValue)|\(user)"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        let other = SQLIdentifier(direction.other)
        let continuation: SQLQueryString = after.map { "(created_us, \(other)) < (\(bind: $0.micros), \(bind: $0.person))" } ?? "1 = 1"
        let rows = try await database.sql.raw("""
            SELECT \(other) AS person, created_us FROM follows
            WHERE \(ident: direction.person) = \(bind: user) AND \(continuation) AND \(Relations.notSeparated(direction.other, from: viewer))
            ORDER BY created_us DESC, \(other) DESC LIMIT \(literal: page.limit + 1)
            """).all(decoding: Listed.self)
        return try Page(fetched: rows.map { ($0.person, Position(micros: $0.created_us, person: $0.person)) }, request: page, codec: cursors, scope: scope)
    }

    /// Which of `people` `viewer` follows.
    func followed(by viewer: UUID, among people: [UUID]) async throws -> Set<UUID> {
        guard !people.isEmpty else { return [] }
        let rows = try await database.sql.raw("""
            SELECT followee_id AS person FROM follows WHERE follower_id = \(bind: viewer) AND followee_id IN (\(binds: people))
            """).all(decoding: Person.self)
        return Set(rows.map(\.person))
    }

    /// How many people `user` follows, as their profile counts it.
    func followingCount(of user: UUID) async throws -> Int {
        try await database.sql.raw("SELECT following_count FROM profiles WHERE user_id = \(bind: user)")
            .first(decoding: FollowingCount.self)?.following_count ?? 0
    }

    private struct FollowingCount: Decodable { let following_count: Int }

    private struct Listed: Decodable {
        let person: UUID
        let created_us: Int64
    }

    private struct Person: Decodable { let person: UUID }
}
