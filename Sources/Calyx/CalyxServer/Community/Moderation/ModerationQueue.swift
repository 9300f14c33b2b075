import Foundation
import ServerKit
import SQLKit

/// The console's queue: every comment with reports nobody reviewed yet (hidden ones first, then the
/// most reported, then the longest waiting), each with what a moderator needs to decide it: the
/// reports by reason, the thread around it and its author's history.
struct ModerationQueue: Sendable {
    struct Item: Sendable {
        let comment: CommentRow
        let openReports: Int
        let firstReportedAt: Date
        /// Reasons with how many people gave each, most given first.
        let reasons: [(reason: String, count: Int)]
        /// Every report's own words, oldest first (the empty ones left out).
        let details: [CommentReports.Report]
        /// The thread's first comment and the replies around this one, oldest first; this one included.
        let thread: [CommentRow]
    }

    struct Author: Sendable {
        let id: UUID
        let displayName: String
        let username: String?
        let joinedAt: Date
        let comments: Int
        let removedByModerators: Int
        let reportsReceived: Int
        let pastSuspensions: Int
        let suspension: Suspensions.Suspension?
    }

    let database: Database
    let reports: CommentReports
    let log: ModerationLog
    let suspensions: Suspensions

    /// Replies shown before and after a reported reply.
    static let threadContext = 3

    /// The first `limit` items, and how many there are in all: ordered and cut by the database, so a
    /// long backlog costs one page, not every open report.
    func items(limit: Int) async throws -> (items: [Item], total: Int) {
        let open: SQLQueryString = """
            FROM comment_reports r JOIN comments c ON c.id = r.comment_id
            WHERE r.reviewed = \(bind: false) AND c.state IN (\(binds: [CommentState.visible, .hidden, .suspended].map(\.rawValue)))
            """
        let total = try await database.sql.raw("SELECT COUNT(DISTINCT r.comment_id) AS n \(open)").first(decoding: Count.self)?.n ?? 0
        // Grouped by the comment's key, its other columns follow it (PostgreSQL allows them for that reason).
        let rows = try await database.sql.raw("""
            SELECT \(CommentRow.columns), COUNT(*) AS open_reports, MIN(r.reported_at) AS first_at \(open)
            GROUP BY c.id
            ORDER BY CASE WHEN c.state = \(bind: CommentState.hidden.rawValue) THEN 0 ELSE 1 END, open_reports DESC, first_at, c.id
            LIMIT \(literal: limit)
            """).all()
        let ordered = try rows.map { (try $0.decodeModel(CommentRow.self), try $0.decodeModel(OpenRow.self)) }
        let reports = try await reports.reports(of: ordered.map(\.0.id))
        var items: [Item] = []
        for (comment, open) in ordered {
            let all = reports[comment.id] ?? []
            let counts = Dictionary(grouping: all, by: \.reason).map { (reason: $0.key, count: $0.value.count) }
                .sorted { ($0.count, $1.reason) > ($1.count, $0.reason) }
            items.append(Item(
                comment: comment, openReports: open.open_reports, firstReportedAt: open.first_at, reasons: counts,
                details: all.filter { !$0.detail.isEmpty }, thread: try await thread(around: comment)
            ))
        }
        return (items, total)
    }

    /// The history of each of `people` as an author.
    func authors(_ people: [UUID]) async throws -> [UUID: Author] {
        let ids = Array(Set(people))
        guard !ids.isEmpty else { return [:] }
        let users = try await database.sql.raw("""
            SELECT id, display_name, username, created_at FROM users WHERE id IN (\(binds: ids))
            """).all(decoding: UserRow.self)
        let counts = try await database.sql.raw("""
            SELECT user_id, COUNT(*) AS n, SUM(CASE WHEN state = \(bind: CommentState.removed.rawValue) THEN 1 ELSE 0 END) AS removed
            FROM comments WHERE user_id IN (\(binds: ids)) GROUP BY user_id
            """).all(decoding: CountRow.self)
        let reported = try await database.sql.raw("""
            SELECT c.user_id, COUNT(*) AS n FROM comment_reports r JOIN comments c ON c.id = r.comment_id
            WHERE c.user_id IN (\(binds: ids)) GROUP BY c.user_id
            """).all(decoding: ReportedRow.self)
        let countsBy = Dictionary(counts.map { ($0.user_id, $0) }) { first, _ in first }
        let reportedBy = Dictionary(reported.map { ($0.user_id, $0.n) }) { first, _ in first }
        let past = try await log.suspensionCounts(of: ids)
        let running = try await suspensions.active(ids)
        return Dictionary(users.map { user in
            (user.id, Author(
                id: user.id, displayName: user.display_name, username: user.username, joinedAt: user.created_at,
                comments: countsBy[user.id]?.n ?? 0, removedByModerators: countsBy[user.id]?.removed ?? 0,
                reportsReceived: reportedBy[user.id] ?? 0, pastSuspensions: past[user.id] ?? 0, suspension: running[user.id]
            ))
        }) { first, _ in first }
    }

    /// The thread's first comment, then up to `threadContext` replies either side of `comment`.
    private func thread(around comment: CommentRow) async throws -> [CommentRow] {
        let top = comment.parent_id ?? comment.id
        let first = comment.parent_id == nil ? comment : try await CommentRow.find(top, in: database.sql)
        let before: [CommentRow] = comment.parent_id == nil ? [] : try await database.sql.raw("""
            SELECT \(CommentRow.columns) FROM comments c
            WHERE c.parent_id = \(bind: top) AND (c.created_us, c.id) < (\(bind: comment.created_us), \(bind: comment.id))
            ORDER BY c.created_us DESC, c.id DESC LIMIT \(literal: Self.threadContext)
            """).all(decoding: CommentRow.self).reversed()
        let after = try await database.sql.raw("""
            SELECT \(CommentRow.columns) FROM comments c
            WHERE c.parent_id = \(bind: top) AND (c.created_us, c.id) > (\(bind: comment.created_us), \(bind: comment.id))
            ORDER BY c.created_us, c.id LIMIT \(literal: Self.threadContext)
            """).all(decoding: CommentRow.self)
        let reply = comment.parent_id == nil ? [] : [comment]
        return (first.map { [$0] } ?? []) + before + reply + after
    }

    private struct OpenRow: Decodable {
        let open_reports: Int
        let first_at: Date
    }

    private struct Count: Decodable { let n: Int }

    private struct UserRow: Decodable {
        let id: UUID
        let display_name: String
        let username: String?
        let created_at: Date
    }

    private struct CountRow: Decodable {
        let user_id: UUID
        let n: Int
        let removed: Int
    }

    private struct ReportedRow: Decodable {
        let user_id: UUID
        let n: Int
    }
}
