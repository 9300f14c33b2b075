import Foundation
import ServerKit
import SQLKit

/// Something a person did with a flower that says it is in season: what trending ranks.
struct FlowerActivity: Sendable, Equatable {
    enum Kind: String, Sendable, CaseIterable {
        case like, save, comment, open

        /// A save is the strongest sign of interest, a look from a search the weakest.
        var weight: Double {
            switch self {
            case .save: 3
            case .like, .comment: 2
            case .open: 1
            }
        }
    }

    let flower: UUID
    let person: UUID
    let kind: Kind
    let at: Date

    /// What was done after `since` (and up to `until`), by anyone or (with `people`) by those people
    /// only: each person's latest of each kind per flower, the only one a score counts.
    ///
    /// Repeats are collapsed in the database: a person who opens the same flower from fifty searches
    /// is one row here, not fifty for the job to decode and drop (the trending job reads a week).
    static func since(_ since: Date, until: Date? = nil, by people: [UUID]? = nil, in database: Database) async throws -> [FlowerActivity] {
        if let people, people.isEmpty { return [] }
        let sql = database.sql
        let who: (String) -> SQLQueryString = { column in people.map { "AND \(unsafeRaw: column) IN (\(binds: $0))" } ?? "" }
        let before: (String) -> SQLQueryString = { column in until.map { "AND \(unsafeRaw: column) <= \(bind: $0)" } ?? "" }
        var activity: [FlowerActivity] = []
        for row in try await sql.raw("""
            SELECT flower_id, user_id, MAX(liked_at) AS at FROM flower_likes
            WHERE liked_at > \(bind: since) \(before("liked_at")) \(who("user_id")) GROUP BY flower_id, user_id
            """).all(decoding: Row.self) { activity.append(row.activity(.like)) }
        for row in try await sql.raw("""
            SELECT flower_id, user_id, MAX(saved_at) AS at FROM saved_flowers
            WHERE saved_at > \(bind: since) \(before("saved_at")) \(who("user_id")) GROUP BY flower_id, user_id
            """).all(decoding: Row.self) { activity.append(row.activity(.save)) }
        for row in try await sql.raw("""
            SELECT flower_id, user_id, MAX(searched_at) AS at FROM search_history
            WHERE searched_at > \(bind: since) \(before("searched_at")) AND kind = 'flower' AND flower_id IS NOT NULL \(who("user_id"))
            GROUP BY flower_id, user_id
            """).all(decoding: Row.self) { activity.append(row.activity(.open)) }
        let createdBefore: SQLQueryString = until.map { "AND created_us <= \(bind: TimestampKey.micros(of: $0))" } ?? ""
        for row in try await sql.raw("""
            SELECT flower_id, user_id, MAX(created_us) AS created_us FROM comments
            WHERE created_us > \(bind: TimestampKey.micros(of: since)) \(createdBefore) AND state = 'visible' \(who("user_id"))
            GROUP BY flower_id, user_id
            """).all(decoding: CommentRow.self) {
            activity.append(FlowerActivity(flower: row.flower_id, person: row.user_id, kind: .comment, at: TimestampKey.date(micros: row.created_us)))
        }
        return activity
    }

    private struct Row: Decodable {
        let flower_id: UUID
        let user_id: UUID
        let at: Date

        func activity(_ kind: Kind) -> FlowerActivity { FlowerActivity(flower: flower_id, person: user_id, kind: kind, at: at) }
    }

    private struct CommentRow: Decodable {
        let flower_id: UUID
        let user_id: UUID
        let created_us: Int64
    }
}
