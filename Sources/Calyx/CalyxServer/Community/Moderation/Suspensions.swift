import Foundation
import HTTPTypes
import ServerKit
import SQLKit

/// Authors a moderator suspended for a period. While it lasts their comments are hidden (state
/// `suspended`, out of every count like a hidden comment) and posting or editing is refused with a
/// clear problem; when it ends (`liftExpired`, a job) the same comments show again.
struct Suspensions: Sendable {
    struct Suspension: Sendable {
        let user: UUID
        let until: Date
        let reason: String
    }

    /// The periods the console offers.
    enum Period: String, Sendable, CaseIterable {
        case day = "1d", week = "7d", month = "30d"

        var seconds: TimeInterval {
            switch self {
            case .day: 86_400
            case .week: 7 * 86_400
            case .month: 30 * 86_400
            }
        }

        var label: String {
            switch self {
            case .day: "1 day"
            case .week: "7 days"
            case .month: "30 days"
            }
        }
    }

    let database: Database
    let wallClock: any WallClock
    let versions: ConversationVersions

    static let reasonMaxLength = 500

    /// Throws 403 `account-suspended` while `user` is suspended; on `db`, inside the post's transaction.
    static func refusePosting(by user: UUID, now: Date, _ db: any SQLDatabase) async throws {
        guard let row = try await db.raw("""
            SELECT until_at FROM suspensions WHERE user_id = \(bind: user) AND until_at > \(bind: now)
            """).first(decoding: Until.self)
        else { return }
        let until = ConsoleFormat.time(row.until_at)
        throw Problem(
            status: .forbidden, slug: "account-suspended", title: "Account suspended",
            detail: "A moderator suspended your account until \(until): you can read, but not post or edit comments, until then."
        )
    }

    /// The suspensions still running of each of `people`.
    func active(_ people: [UUID]) async throws -> [UUID: Suspension] {
        guard !people.isEmpty else { return [:] }
        let rows = try await database.sql.raw("""
            SELECT user_id, until_at, reason FROM suspensions WHERE user_id IN (\(binds: people)) AND until_at > \(bind: wallClock.now())
            """).all(decoding: Row.self)
        return Dictionary(rows.map { ($0.user_id, Suspension(user: $0.user_id, until: $0.until_at, reason: $0.reason)) }) { first, _ in first }
    }

    /// Suspends `user` for `period` from now (a new suspension replaces a running one), hides their
    /// visible comments and records it, all in one transaction.
    func suspend(_ user: UUID, for period: Period, reason raw: String, by moderator: UUID, about comment: UUID?) async throws -> Date {
        let reason = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !reason.isEmpty, reason.count <= Self.reasonMaxLength else {
            throw Problem.validation(field: "reason", "must be 1 to \(Self.reasonMaxLength) characters: the author's history shows it")
        }
        guard user != moderator else { throw Problem.validation(field: "user", "is you: a moderator cannot suspend themselves") }
        let now = wallClock.now()
        let until = now.addingTimeInterval(period.seconds)
        let flowers = try await database.transaction { db -> Set<UUID> in
            guard try await db.raw("SELECT id FROM users WHERE id = \(bind: user)").first() != nil else { throw Problem.notFound("No such person.") }
            try await db.raw("DELETE FROM suspensions WHERE user_id = \(bind: user)").run()
            try await db.raw("""
                INSERT INTO suspensions (user_id, until_at, reason, moderator_id, started_at)
                VALUES (\(bind: user), \(bind: until), \(bind: reason), \(bind: moderator), \(bind: now))
                """).run()
            let flowers = try await move(user, from: .visible, to: .suspended, db)
            try await ModerationLog.record(
                .init(at: now, moderator: moderator, action: .suspend, comment: comment, subject: user, detail: "\(period.label): \(reason)"), db
            )
            return flowers
        }
        flowers.forEach(versions.changed)
        return until
    }

    /// Ends every suspension whose period ran out by `now`; the number ended.
    func liftExpired(now: Date) async throws -> Int {
        let due = try await database.sql.raw("SELECT user_id FROM suspensions WHERE until_at <= \(bind: now)").all(decoding: UserRow.self)
        var lifted = 0
        for user in due.map(\.user_id) {
            let flowers = try await database.transaction { db -> Set<UUID>? in
                // Again inside: a moderator may have suspended them anew since the list was read.
                let lock: SQLQueryString = database.backend == .postgres ? " FOR UPDATE" : ""
                guard try await db.raw("SELECT user_id FROM suspensions WHERE user_id = \(bind: user) AND until_at <= \(bind: now)\(lock)").first() != nil
                else { return nil }
                try await db.raw("DELETE FROM suspensions WHERE user_id = \(bind: user)").run()
                let flowers = try await move(user, from: .suspended, to: .visible, db)
                try await ModerationLog.record(.init(at: now, moderator: nil, action: .suspensionEnded, comment: nil, subject: user, detail: ""), db)
                return flowers
            }
            guard let flowers else { continue }
            flowers.forEach(versions.changed)
            lifted += 1
        }
        return lifted
    }

    /// Moves `user`'s comments in `from` to `to`, keeping the visible counts right; the flowers touched.
    private func move(_ user: UUID, from: CommentState, to: CommentState, _ db: any SQLDatabase) async throws -> Set<UUID> {
        let rows = try await db.raw("""
            SELECT \(CommentRow.columns) FROM comments c WHERE c.user_id = \(bind: user) AND c.state = \(bind: from.rawValue)
            """).all(decoding: CommentRow.self)
        let delta = to == .visible ? 1 : from == .visible ? -1 : 0
        for row in rows where delta != 0 {
            try await CommentCounts.change(for: row, by: delta, db)
        }
        try await db.raw("""
            UPDATE comments SET state = \(bind: to.rawValue) WHERE user_id = \(bind: user) AND state = \(bind: from.rawValue)
            """).run()
        return Set(rows.map(\.flower_id))
    }

    private struct Until: Decodable { let until_at: Date }
    private struct UserRow: Decodable { let user_id: UUID }

    private struct Row: Decodable {
        let user_id: UUID
        let until_at: Date
        let reason: String
    }
}
