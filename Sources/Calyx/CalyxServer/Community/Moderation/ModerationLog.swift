import Foundation
import ServerKit
import SQLKit

/// What moderators did, and when suspensions ended: written in the same transaction as the change it
/// records, so the log never claims what did not happen nor misses what did. It holds ids and the
/// moderator's own words, never a comment's text.
struct ModerationLog: Sendable {
    enum Action: String, Sendable, CaseIterable {
        case approve, remove, suspend
        /// A suspension's period ran out (the job, no moderator).
        case suspensionEnded = "suspension-ended"
    }

    struct Entry: Sendable {
        let at: Date
        let moderator: UUID?
        let action: Action
        let comment: UUID?
        let subject: UUID?
        let detail: String
    }

    let database: Database

    static func record(_ entry: Entry, _ db: any SQLDatabase) async throws {
        try await db.raw("""
            INSERT INTO moderation_log (id, at_us, moderator_id, action, comment_id, subject_id, detail)
            VALUES (\(bind: UUID()), \(bind: TimestampKey.micros(of: entry.at)), \(bind: entry.moderator), \(bind: entry.action.rawValue),
                \(bind: entry.comment), \(bind: entry.subject), \(bind: entry.detail))
            """).run()
    }

    /// The newest `limit` entries, newest first.
    func recent(limit: Int) async throws -> [Entry] {
        try await database.sql.raw("""
            SELECT at_us, moderator_id, action, comment_id, subject_id, detail FROM moderation_log
            ORDER BY at_us DESC, id DESC LIMIT \(literal: limit)
            """).all(decoding: Row.self).map(\.entry)
    }

    /// How many times each of `people` was suspended before.
    func suspensionCounts(of people: [UUID]) async throws -> [UUID: Int] {
        guard !people.isEmpty else { return [:] }
        let rows = try await database.sql.raw("""
            SELECT subject_id, COUNT(*) AS n FROM moderation_log
            WHERE subject_id IN (\(binds: people)) AND action = \(bind: Action.suspend.rawValue) GROUP BY subject_id
            """).all(decoding: Count.self)
        return Dictionary(rows.map { ($0.subject_id, $0.n) }) { first, _ in first }
    }

    private struct Count: Decodable {
        let subject_id: UUID
        let n: Int
    }

    private struct Row: Decodable {
        let at_us: Int64
        let moderator_id: UUID?
        let action: String
        let comment_id: UUID?
        let subject_id: UUID?
        let detail: String

        var entry: Entry {
            Entry(
                at: TimestampKey.date(micros: at_us), moderator: moderator_id, action: Action(rawValue: action) ?? .remove,
                comment: comment_id, subject: subject_id, detail: detail
            )
        }
    }
}
