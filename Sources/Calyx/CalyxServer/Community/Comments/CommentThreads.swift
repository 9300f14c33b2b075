import Foundation
import ServerKit
import SQLKit

/// Reading the conversation: a flower's threads a page at a time, each with its first replies, and
/// the rest of a thread's replies.
///
/// A viewer does not see the comments of people they muted or blocked, or who blocked them
/// (`Hiding`). A thread such a person started is left out whole,
/// its replies included, as a muted post is elsewhere; a placeholder (a deleted, hidden or removed
/// comment) stays for the replies it holds.
struct CommentThreads: Sendable {
    enum Sort: String, Sendable {
        case interactions, newest, oldest
    }

    struct Thread: Sendable {
        let comment: CommentRow
        /// The first `repliesShown` replies, oldest first.
        let replies: [CommentRow]
        /// Continues the replies after those, when there are more.
        let moreReplies: String?
    }

    let database: Database
    let cursors: CursorCodec

    static let repliesShown = 3

    /// Whose comments a page leaves out.
    enum Hiding: Sendable {
        /// Nobody's: a page for anyone.
        case nobody
        /// These people's (a short list, bound as values).
        case people(Set<UUID>)
        /// Everyone this viewer does not see, looked up by the query itself (however many they are).
        case hiddenFrom(UUID)

        /// The cheapest form for a reader who does not see `hidden`.
        static func reader(_ viewer: UUID?, hidden: Set<UUID>) -> Hiding {
            guard let viewer, !hidden.isEmpty else { return .nobody }
            return hidden.count <= 50 ? .people(hidden) : .hiddenFrom(viewer)
        }
    }

    struct Position: Codable {
        var score: Int?
        let micros: Int64
        let id: UUID
    }

    /// One page of `flower`'s top-level comments in `sort` order, with their first replies.
    func threads(on flower: UUID, sort: Sort, hiding: Hiding, page: PageRequest) async throws -> Page<Thread> {
        let scope = "comments|\(flower)|\(sort.rawValue)"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        var conditions: [SQLQueryString] = [
            "c.flower_id = \(bind: flower)", "c.parent_id IS NULL",
            "((c.state = \(bind: CommentState.visible.rawValue) AND \(Self.notBy(hiding))) OR (c.state <> \(bind: CommentState.visible.rawValue) AND c.reply_count > 0))",
        ]
        let order: SQLQueryString
        switch sort {
        case .interactions:
            order = "c.score DESC, c.created_us DESC, c.id DESC"
            if let after { conditions.append("(c.score, c.created_us, c.id) < (\(bind: after.score ?? 0), \(bind: after.micros), \(bind: after.id))") }
        case .newest:
            order = "c.created_us DESC, c.id DESC"
            if let after { conditions.append("(c.created_us, c.id) < (\(bind: after.micros), \(bind: after.id))") }
        case .oldest:
            order = "c.created_us, c.id"
            if let after { conditions.append("(c.created_us, c.id) > (\(bind: after.micros), \(bind: after.id))") }
        }
        let rows = try await database.sql.raw("""
            SELECT \(CommentRow.columns) FROM comments c WHERE \(conditions.joined(separator: " AND "))
            ORDER BY \(order) LIMIT \(literal: page.limit + 1)
            """).all(decoding: CommentRow.self)
        // Replies only for the comments shown: the extra row fetched only proves there is a next page.
        let replies = try await firstReplies(of: rows.prefix(page.limit).map(\.id), hiding: hiding)
        let threads = try rows.map { comment in
            let fetched = replies[comment.id] ?? []
            let first = Array(fetched.prefix(Self.repliesShown))
            let more = try fetched.count > Self.repliesShown ? first.last.map { try replyCursor(after: $0, in: comment.id) } : nil
            let thread = Thread(comment: comment, replies: first, moreReplies: more)
            return (thread, Position(score: sort == .interactions ? comment.score : nil, micros: comment.created_us, id: comment.id))
        }
        return try Page(fetched: threads, request: page, codec: cursors, scope: scope)
    }

    /// The replies of the top-level comment `thread`, oldest first. nil when the viewer cannot see it
    /// (`hiding`: the people whose comments they do not see).
    func replies(to thread: UUID, viewer: UUID?, hiding: Set<UUID>, page: PageRequest) async throws -> Page<CommentRow>? {
        let filter = Hiding.reader(viewer, hidden: hiding)
        let scope = Self.replyScope(thread)
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        guard let head = try await CommentRow.find(thread, in: database.sql), head.parent_id == nil,
              head.isVisible ? !hiding.contains(head.user_id) : head.reply_count > 0
        else { return nil }
        let continuation: SQLQueryString = after.map { "(c.created_us, c.id) > (\(bind: $0.micros), \(bind: $0.id))" } ?? "1 = 1"
        let rows = try await database.sql.raw("""
            SELECT \(CommentRow.columns) FROM comments c
            WHERE c.parent_id = \(bind: thread) AND c.state = \(bind: CommentState.visible.rawValue) AND \(Self.notBy(filter)) AND \(continuation)
            ORDER BY c.created_us, c.id LIMIT \(literal: page.limit + 1)
            """).all(decoding: CommentRow.self)
        return try Page(fetched: rows.map { ($0, Position(micros: $0.created_us, id: $0.id)) }, request: page, codec: cursors, scope: scope)
    }

    /// Up to `repliesShown + 1` visible replies of each thread (the extra one says there are more),
    /// one index range per thread in a single statement.
    private func firstReplies(of threads: [UUID], hiding: Hiding) async throws -> [UUID: [CommentRow]] {
        guard !threads.isEmpty else { return [:] }
        let branches: [SQLQueryString] = threads.enumerated().map { index, thread in
            """
            SELECT * FROM (SELECT \(CommentRow.columns) FROM comments c
                WHERE c.parent_id = \(bind: thread) AND c.state = \(bind: CommentState.visible.rawValue) AND \(Self.notBy(hiding))
                ORDER BY c.created_us, c.id LIMIT \(literal: Self.repliesShown + 1)) AS \(ident: "r\(index)")
            """
        }
        let rows = try await database.sql.raw(branches.joined(separator: " UNION ALL ")).all(decoding: CommentRow.self)
        return Dictionary(grouping: rows) { $0.parent_id ?? $0.id }.mapValues { $0.sorted { ($0.created_us, $0.id.uuidString) < ($1.created_us, $1.id.uuidString) } }
    }

    private func replyCursor(after reply: CommentRow, in thread: UUID) throws -> String {
        try cursors.encode(Position(micros: reply.created_us, id: reply.id), scope: Self.replyScope(thread))
    }

    private static func replyScope(_ thread: UUID) -> String { "replies|\(thread)" }

    private static func notBy(_ hiding: Hiding) -> SQLQueryString {
        switch hiding {
        case .nobody: return "1 = 1"
        case .people(let people): return "c.user_id NOT IN (\(binds: Array(people)))"
        case .hiddenFrom(let viewer): return "c.user_id NOT IN (\(Relations.hiddenFrom(viewer)))"
        }
    }
}
