import Foundation
import ServerKit
import SQLKit

/// What a signed-in reader brings to a page of comments, in one statement: whose comments they do not
/// see (people they muted or blocked, or who blocked them) and their own votes among `comments`.
struct ConversationViewer: Sendable {
    let hiding: Set<UUID>
    let votes: [UUID: CommentVotes.Vote]

    static let anonymous = ConversationViewer(hiding: [], votes: [:])

    static func load(_ viewer: UUID?, votesOn comments: [UUID], in database: Database) async throws -> ConversationViewer {
        guard let viewer else { return .anonymous }
        let votes: SQLQueryString = comments.isEmpty ? "" : """
            UNION ALL SELECT 'vote' AS kind, comment_id AS id, value FROM comment_votes
                WHERE user_id = \(bind: viewer) AND comment_id IN (\(binds: comments))
            """
        let rows = try await database.sql.raw("""
            SELECT 'hide' AS kind, person AS id, 0 AS value FROM (\(Relations.hiddenFrom(viewer))) hidden
            \(votes)
            """).all(decoding: Row.self)
        var hiding: Set<UUID> = []
        var cast: [UUID: CommentVotes.Vote] = [:]
        for row in rows {
            if row.kind == "hide" {
                hiding.insert(row.id)
            } else if let vote = CommentVotes.Vote(rawValue: row.value) {
                cast[row.id] = vote
            }
        }
        return ConversationViewer(hiding: hiding, votes: cast)
    }

    private struct Row: Decodable {
        let kind: String
        let id: UUID
        let value: Int
    }
}
