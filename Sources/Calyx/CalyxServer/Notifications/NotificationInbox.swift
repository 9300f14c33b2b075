import Foundation
import ServerKit
import SQLKit

/// A person's notifications as they see them: newest activity first, each group with its latest
/// actors. What they should not see is left out when read, not when written, so a later block or
/// mute hides past activity too: actors separated from them by a block or muted by them are not
/// shown or counted (a group with none left is not shown), nor are kinds they keep out of their inbox.
struct NotificationInbox: Sendable {
    let database: Database
    let people: People
    let wallClock: any WallClock
    let cursors: CursorCodec

    /// Actors named on each item, latest first.
    static let shownActors = 3

    struct Position: Codable {
        let micros: Int64
        let id: UUID
    }

    /// One page of `user`'s notifications and how many are unread.
    func page(of user: UUID, page: PageRequest) async throws -> (items: Page<NotificationItem>, unread: Int) {
        let scope = "notifications|\(user)"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        let continuation: SQLQueryString = after.map { "(n.updated_us, n.id) < (\(bind: $0.micros), \(bind: $0.id))" } ?? "1 = 1"
        let found = try await items(of: user, where: continuation, limit: page.limit + 1)
        let fetched = found.map { ($0, Position(micros: TimestampKey.micros(of: $0.updatedAt), id: $0.id)) }
        return (try Page(fetched: fetched, request: page, codec: cursors, scope: scope), try await unreadCount(of: user))
    }

    /// `user`'s notification `id` as they would see it now; nil when it is gone, someone else's or hidden.
    func item(_ id: UUID, of user: UUID) async throws -> NotificationItem? {
        try await items(of: user, where: "n.id = \(bind: id)", limit: 1).first
    }

    /// `user`'s unread notifications with activity after `since`, newest first.
    func unread(of user: UUID, since: Date, limit: Int) async throws -> [NotificationItem] {
        try await items(of: user, where: "n.read_us IS NULL AND n.updated_us > \(bind: TimestampKey.micros(of: since))", limit: limit)
    }

    func unreadCount(of user: UUID) async throws -> Int {
        let shown = try await shown(to: user)
        return try await database.sql.raw("""
            SELECT COUNT(*) AS n FROM notifications n WHERE n.recipient_id = \(bind: user) AND n.read_us IS NULL AND \(shown)
            """).first(decoding: Count.self)?.n ?? 0
    }

    /// Marks `user`'s notification `id` read (again: idempotent); false when they have none with that id.
    func markRead(_ id: UUID, of user: UUID) async throws -> Bool {
        let now = TimestampKey.micros(of: wallClock.now())
        return try await database.sql.raw("""
            UPDATE notifications SET read_us = COALESCE(read_us, \(bind: now)) WHERE id = \(bind: id) AND recipient_id = \(bind: user) RETURNING id
            """).all().count > 0
    }

    func markAllRead(of user: UUID) async throws {
        let now = TimestampKey.micros(of: wallClock.now())
        try await database.sql.raw("UPDATE notifications SET read_us = \(bind: now) WHERE recipient_id = \(bind: user) AND read_us IS NULL").run()
    }

    // MARK: Reading

    private func items(of user: UUID, where condition: SQLQueryString, limit: Int) async throws -> [NotificationItem] {
        let shown = try await shown(to: user)
        let rows = try await database.sql.raw("""
            SELECT n.id, n.kind, n.collection_id, n.comment_id, n.flower_id, n.milestone, n.updated_us, n.read_us,
                c.name AS collection_name, f.common_name AS flower_name,
                (SELECT COUNT(*) FROM notification_actors a WHERE a.notification_id = n.id AND a.actor_id NOT IN (\(Relations.hiddenFrom(user)))) AS actors
            FROM notifications n LEFT JOIN collections c ON c.id = n.collection_id LEFT JOIN flowers f ON f.id = n.flower_id
            WHERE n.recipient_id = \(bind: user) AND \(shown) AND \(condition)
            ORDER BY n.updated_us DESC, n.id DESC LIMIT \(literal: limit)
            """).all(decoding: Row.self)
        let actors = try await latestActors(of: rows.map(\.id), shownTo: user)
        let people = try await self.people.find(actors.values.flatMap { $0 })
        return rows.compactMap { row in
            guard let kind = NotificationKind(rawValue: row.kind) else { return nil }
            return NotificationItem(
                id: row.id, kind: kind, actors: (actors[row.id] ?? []).compactMap { people[$0] }, actorCount: row.actors,
                collection: row.collection_id.map { NotificationItem.Named(id: $0, name: row.collection_name ?? "") },
                commentID: row.comment_id, flower: row.flower_id.map { NotificationItem.Named(id: $0, name: row.flower_name ?? "") },
                milestone: row.milestone, isRead: row.read_us != nil, updatedAt: TimestampKey.date(micros: row.updated_us)
            )
        }
    }

    /// The condition on `n` that leaves out what `user` does not see.
    private func shown(to user: UUID) async throws -> SQLQueryString {
        let hiddenKinds = try await NotificationKindSettings.hiddenKinds(of: user, in: database.sql).map(\.rawValue)
        let kinds: SQLQueryString = hiddenKinds.isEmpty ? "1 = 1" : "n.kind NOT IN (\(binds: hiddenKinds))"
        return """
            \(kinds) AND (n.kind = \(bind: NotificationKind.commentUpvotes.rawValue) OR EXISTS (SELECT 1 FROM notification_actors a
                WHERE a.notification_id = n.id AND a.actor_id NOT IN (\(Relations.hiddenFrom(user)))))
            """
    }

    /// The latest `shownActors` actors of each of `groups` whom `user` may see, latest first.
    private func latestActors(of groups: [UUID], shownTo user: UUID) async throws -> [UUID: [UUID]] {
        guard !groups.isEmpty else { return [:] }
        let rows = try await database.sql.raw("""
            SELECT notification_id, actor_id FROM (
                SELECT a.notification_id, a.actor_id,
                    ROW_NUMBER() OVER (PARTITION BY a.notification_id ORDER BY a.acted_us DESC, a.actor_id DESC) AS place
                FROM notification_actors a
                WHERE a.notification_id IN (\(binds: groups)) AND a.actor_id NOT IN (\(Relations.hiddenFrom(user)))
            ) ranked WHERE place <= \(literal: Self.shownActors) ORDER BY notification_id, place
            """).all(decoding: Actor.self)
        return Dictionary(grouping: rows, by: \.notification_id).mapValues { $0.map(\.actor_id) }
    }

    private struct Row: Decodable {
        let id: UUID
        let kind: String
        let collection_id: UUID?
        let comment_id: UUID?
        let flower_id: UUID?
        let milestone: Int?
        let updated_us: Int64
        let read_us: Int64?
        let collection_name: String?
        let flower_name: String?
        let actors: Int
    }

    private struct Actor: Decodable {
        let notification_id: UUID
        let actor_id: UUID
    }

    private struct Count: Decodable { let n: Int }
}
