import Foundation
import ServerKit
import SQLKit

/// Mutes and blocks between people.
///
/// A mute is one way and silent: you stop seeing someone's comments. A block separates two people:
/// follows end both ways, the blocked person can no longer see the blocker's profile, collections or
/// comments (404, as if they did not exist), nor follow, answer or vote on them; the blocker no longer
/// sees theirs.
struct Relations: Sendable {
    enum Kind: String, Sendable {
        case mute, block

        var table: String { self == .mute ? "mutes" : "blocks" }
        var otherColumn: String { self == .mute ? "muted_id" : "blocked_id" }
    }

    /// How `viewer` and someone else are connected.
    struct Relation: Sendable, Equatable {
        var following = false
        var followedBy = false
        var muted = false
        var blocked = false
    }

    let database: Database
    let wallClock: any WallClock
    let cursors: CursorCodec

    func relation(of viewer: UUID, to other: UUID) async throws -> Relation {
        let row = try await database.sql.raw("""
            SELECT
                (SELECT COUNT(*) FROM follows WHERE follower_id = \(bind: viewer) AND followee_id = \(bind: other)) AS following,
                (SELECT COUNT(*) FROM follows WHERE follower_id = \(bind: other) AND followee_id = \(bind: viewer)) AS followed_by,
                (SELECT COUNT(*) FROM mutes WHERE user_id = \(bind: viewer) AND muted_id = \(bind: other)) AS muted,
                (SELECT COUNT(*) FROM blocks WHERE user_id = \(bind: viewer) AND blocked_id = \(bind: other)) AS blocked
            """).first(decoding: Flags.self)
        return Relation(
            following: (row?.following ?? 0) > 0, followedBy: (row?.followed_by ?? 0) > 0,
            muted: (row?.muted ?? 0) > 0, blocked: (row?.blocked ?? 0) > 0
        )
    }

    /// Whether `blocker` blocked `blocked`; on `db` so a transaction sees its own view.
    static func isBlocked(_ blocked: UUID?, by blocker: UUID, in db: any SQLDatabase) async throws -> Bool {
        guard let blocked, blocked != blocker else { return false }
        return try await db.raw("SELECT user_id FROM blocks WHERE user_id = \(bind: blocker) AND blocked_id = \(bind: blocked)").first() != nil
    }

    func isBlocked(_ blocked: UUID?, by blocker: UUID) async throws -> Bool {
        try await Self.isBlocked(blocked, by: blocker, in: database.sql)
    }

    /// Whether either of two people blocked the other.
    static func isSeparated(_ one: UUID, _ other: UUID, in db: any SQLDatabase) async throws -> Bool {
        try await db.raw("""
            SELECT user_id FROM blocks WHERE (user_id = \(bind: one) AND blocked_id = \(bind: other))
                OR (user_id = \(bind: other) AND blocked_id = \(bind: one))
            """).first() != nil
    }

    /// People whose comments `viewer` does not see, as one `person` column: muted or blocked by them,
    /// or who blocked them. Read as a list (`ConversationViewer`) or used as a subquery (`CommentThreads`).
    static func hiddenFrom(_ viewer: UUID) -> SQLQueryString {
        """
        SELECT muted_id AS person FROM mutes WHERE user_id = \(bind: viewer)
        UNION ALL SELECT blocked_id AS person FROM blocks WHERE user_id = \(bind: viewer)
        UNION ALL SELECT user_id AS person FROM blocks WHERE blocked_id = \(bind: viewer)
        """
    }

    /// Which of `people` blocked `viewer`.
    func blockers(of viewer: UUID?, among people: [UUID]) async throws -> Set<UUID> {
        guard let viewer, !people.isEmpty else { return [] }
        let rows = try await database.sql.raw("""
            SELECT user_id AS person FROM blocks WHERE blocked_id = \(bind: viewer) AND user_id IN (\(binds: people))
            """).all(decoding: Person.self)
        return Set(rows.map(\.person))
    }

    /// A condition on `column` (a user id) leaving out people separated from `viewer` by a block.
    static func notSeparated(_ column: String, from viewer: UUID?) -> SQLQueryString {
        guard let viewer else { return "1 = 1" }
        return """
            \(unsafeRaw: column) NOT IN (SELECT blocked_id FROM blocks WHERE user_id = \(bind: viewer)
                UNION SELECT user_id FROM blocks WHERE blocked_id = \(bind: viewer))
            """
    }

    // MARK: Changing

    /// Mutes or blocks `other` (idempotent). Blocking ends follows both ways.
    func add(_ kind: Kind, by user: UUID, of other: UUID) async throws {
        guard user != other else { throw Problem.validation(field: "userId", "must be someone else") }
        let now = TimestampKey.micros(of: wallClock.now())
        try await database.transaction { db in
            if kind == .block { try await FollowCounts.lock(user, other, db) }
            try await db.raw("""
                INSERT INTO \(ident: kind.table) (user_id, \(ident: kind.otherColumn), created_us) VALUES (\(bind: user), \(bind: other), \(bind: now))
                ON CONFLICT DO NOTHING
                """).run()
            guard kind == .block else { return }
            var deltas: [UUID: FollowCounts.Delta] = [:]
            for (follower, followee) in [(user, other), (other, user)] {
                let ended = try await db.raw("""
                    DELETE FROM follows WHERE follower_id = \(bind: follower) AND followee_id = \(bind: followee) RETURNING follower_id
                    """).all().count
                guard ended > 0 else { continue }
                deltas[follower, default: .init()].following -= 1
                deltas[followee, default: .init()].followers -= 1
            }
            try await FollowCounts.apply(deltas, db)
        }
    }

    /// Takes back a mute or block (idempotent).
    func remove(_ kind: Kind, by user: UUID, of other: UUID) async throws {
        try await database.sql.raw("""
            DELETE FROM \(ident: kind.table) WHERE user_id = \(bind: user) AND \(ident: kind.otherColumn) = \(bind: other)
            """).run()
    }

    struct Position: Codable {
        let micros: Int64
        let person: UUID
    }

    /// The people `user` muted or blocked, most recent first.
    func list(_ kind: Kind, of user: UUID, page: PageRequest) async throws -> Page<UUID> {
        let scope = "\(kind.table)|\(user)"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        let other = SQLIdentifier(kind.otherColumn)
        let continuation: SQLQueryString = after.map { "(created_us, \(other)) < (\(bind: $0.micros), \(bind: $0.person))" } ?? "1 = 1"
        let rows = try await database.sql.raw("""
            SELECT \(other) AS person, created_us FROM \(ident: kind.table) WHERE user_id = \(bind: user) AND \(continuation)
            ORDER BY created_us DESC, \(other) DESC LIMIT \(literal: page.limit + 1)
            """).all(decoding: Listed.self)
        return try Page(fetched: rows.map { ($0.person, Position(micros: $0.created_us, person: $0.person)) }, request: page, codec: cursors, scope: scope)
    }

    private struct Flags: Decodable {
        let following: Int
        let followed_by: Int
        let muted: Int
        let blocked: Int
    }

    private struct Person: Decodable { let person: UUID }

    private struct Listed: Decodable {
        let person: UUID
        let created_us: Int64
    }
}
