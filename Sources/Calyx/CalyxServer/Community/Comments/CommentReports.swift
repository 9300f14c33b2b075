import CalyxAPI
import Foundation
import ServerKit
import SQLKit

/// Reports of comments, and what moderators decide about them.
///
/// Each person reports a comment at most once. When reports from `hideAfter` different people are
/// open, the comment is hidden until a moderator approves it (it shows again and those reports close)
/// or removes it.
struct CommentReports: Sendable {
    enum Reason: String, Sendable, CaseIterable {
        case spam, harassment, hate, sexual, violence, selfHarm = "self-harm", misinformation, other
    }

    enum Decision: String, Sendable {
        case approve, remove
    }

    struct Report: Sendable {
        let reason: String
        let detail: String
        let reportedAt: Date
    }

    let database: Database
    let wallClock: any WallClock
    let cursors: CursorCodec
    let versions: ConversationVersions

    static let hideAfter = 3

    func report(_ id: UUID, by user: UUID, reason: Reason, detail raw: String?) async throws {
        let detail = try CommentText.cleanDetail(raw)
        let now = wallClock.now()
        let flower = try await database.transaction { db -> UUID in
            guard let comment = try await CommentRow.find(id, in: db, lockingOn: database.backend), comment.isVisible,
                  try await !Relations.isSeparated(user, comment.user_id, in: db)
            else { throw Problem.notFound("No such comment.") }
            guard comment.user_id != user else { throw Problem.validation(field: "commentId", "is your own comment: delete it instead") }
            try await db.raw("""
                INSERT INTO comment_reports (comment_id, user_id, reason, detail, reported_at, reviewed)
                VALUES (\(bind: id), \(bind: user), \(bind: reason.rawValue), \(bind: detail), \(bind: now), \(bind: false))
                ON CONFLICT DO NOTHING
                """).run()
            let open = try await db.raw("""
                SELECT COUNT(*) AS n FROM comment_reports WHERE comment_id = \(bind: id) AND reviewed = \(bind: false)
                """).first(decoding: Count.self)?.n ?? 0
            guard open >= Self.hideAfter else { return comment.flower_id }
            try await db.raw("""
                UPDATE comments SET state = \(bind: CommentState.hidden.rawValue), hidden_us = \(bind: TimestampKey.micros(of: now))
                WHERE id = \(bind: id)
                """).run()
            try await CommentCounts.change(for: comment, by: -1, db)
            return comment.flower_id
        }
        versions.changed(flower)
    }

    struct Position: Codable {
        let micros: Int64
        let id: UUID
    }

    /// Hidden comments waiting for review, longest waiting first.
    func queue(page: PageRequest) async throws -> Page<CommentRow> {
        let scope = "moderation"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        let continuation: SQLQueryString = after.map { "(c.hidden_us, c.id) > (\(bind: $0.micros), \(bind: $0.id))" } ?? "1 = 1"
        let rows = try await database.sql.raw("""
            SELECT \(CommentRow.columns), c.hidden_us FROM comments c
            WHERE c.state = \(bind: CommentState.hidden.rawValue) AND \(continuation)
            ORDER BY c.hidden_us, c.id LIMIT \(literal: page.limit + 1)
            """).all()
        let entries = try rows.map { row in
            let comment = try row.decodeModel(CommentRow.self)
            return (comment, Position(micros: try row.decodeModel(Hidden.self).hidden_us, id: comment.id))
        }
        return try Page(fetched: entries, request: page, codec: cursors, scope: scope)
    }

    /// The reports of each of `comments`, oldest first.
    func reports(of comments: [UUID]) async throws -> [UUID: [Report]] {
        guard !comments.isEmpty else { return [:] }
        let rows = try await database.sql.raw("""
            SELECT comment_id, reason, detail, reported_at FROM comment_reports WHERE comment_id IN (\(binds: comments))
            ORDER BY reported_at, user_id
            """).all(decoding: ReportRow.self)
        return Dictionary(grouping: rows, by: \.comment_id).mapValues { rows in
            rows.map { Report(reason: $0.reason, detail: $0.detail, reportedAt: $0.reported_at) }
        }
    }

    /// Applies `moderator`'s decision and records it (`ModerationLog`); the comment's row afterwards.
    /// An approved comment of a suspended author stays out of sight until the suspension ends.
    func decide(_ decision: Decision, on id: UUID, by moderator: UUID) async throws -> CommentRow {
        let now = wallClock.now()
        let row = try await database.transaction { db -> CommentRow in
            guard let comment = try await CommentRow.find(id, in: db, lockingOn: database.backend) else { throw Problem.notFound("No such comment.") }
            guard comment.commentState != .deleted else {
                throw Problem.conflict("comment-deleted", title: "Deleted by its author", detail: "Its author deleted this comment; there is nothing to decide.")
            }
            let suspended = try await db.raw("""
                SELECT user_id FROM suspensions WHERE user_id = \(bind: comment.user_id) AND until_at > \(bind: now)
                """).first() != nil
            let state: CommentState = decision == .remove ? .removed : suspended ? .suspended : .visible
            try await db.raw("UPDATE comments SET state = \(bind: state.rawValue) WHERE id = \(bind: id)").run()
            try await db.raw("UPDATE comment_reports SET reviewed = \(bind: true) WHERE comment_id = \(bind: id)").run()
            try await ModerationLog.record(
                .init(at: now, moderator: moderator, action: decision == .approve ? .approve : .remove, comment: id, subject: comment.user_id, detail: ""), db
            )
            if comment.isVisible != (state == .visible) {
                try await CommentCounts.change(for: comment, by: state == .visible ? 1 : -1, db)
            }
            guard let updated = try await CommentRow.find(id, in: db) else { throw Problem.notFound("No such comment.") }
            return updated
        }
        versions.changed(row.flower_id)
        return row
    }

    private struct Count: Decodable { let n: Int }
    private struct Hidden: Decodable { let hidden_us: Int64 }

    private struct ReportRow: Decodable {
        let comment_id: UUID
        let reason: String
        let detail: String
        let reported_at: Date
    }
}
