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

    /// Everything done since `since`, by anyone or (with `people`) by those people only.
    static func since(_ since: Date, by people: [UUID]? = nil, in database: Database) async throws -> [FlowerActivity] {
        if let people, people.isEmpty { return [] }
        let sql = database.sql
        let who: (String) -> SQLQueryString = { column in people.map { "AND \(unsafeRaw: column) IN (\(binds: $0))" } ?? "" }
        var activity: [FlowerActivity] = []
        for row in try await sql.raw("SELECT flower_id, user_id, liked_at AS at FROM flower_likes WHERE liked_at > \(bind: since) \(who("user_id"))")
            .all(decoding: Row.self) { activity.append(row.activity(.like)) }
        for row in try await sql.raw("SELECT flower_id, user_id, saved_at AS at FROM saved_flowers WHERE saved_at > \(bind: since) \(who("user_id"))")
            .all(decoding: Row.self) { activity.append(row.activity(.save)) }
        for row in try await sql.raw("""
            SELECT flower_id, user_id, searched_at AS at FROM search_history
            WHERE searched_at > \(bind: since) AND kind = 'flower' AND flower_id IS NOT NULL \(who("user_id"))
            """).all(decoding: Row.self) { activity.append(row.activity(.open)) }
        for row in try await sql.raw("""
            SELECT flower_id, user_id, created_us FROM comments WHERE created_us > \(bind: TimestampKey.micros(of: since)) AND state = 'visible' \(who("user_id"))
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
