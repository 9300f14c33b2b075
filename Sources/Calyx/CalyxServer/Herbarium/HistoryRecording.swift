import Foundation
import ServerKit
import SQLKit

/// One line for a person's search history, as a request recorded it, and how batches of them are
/// written: in one transaction, in the order they were recorded (`GroupCommit`).
///
/// Repeats within `SearchHistory.repeatWindow` move the entry to now instead of adding another: the
/// same search run again (typing, paging, a reload), or the same flower opened again from the same
/// search. Each line is applied as if alone, so a batch ends as the same lines one by one would.
struct HistoryRecording: Sendable {
    let user: UUID
    let kind: SearchHistory.Kind
    /// The flower opened; nil for a search.
    let flower: UUID?
    /// Trimmed and at most `CalyxLimits.searchQueryMaxLength` long.
    let query: String
    let at: Date

    static func write(_ batch: [HistoryRecording], in database: Database) async throws {
        try await database.transaction { db in
            // One person's lines are recorded one at a time, so two at once do not both add an entry.
            // Locks in one order, so two instances' batches never wait on each other in a circle.
            for user in Set(batch.map(\.user)).sorted(by: { $0.uuidString < $1.uuidString }) {
                try await AdvisoryLock.lock("history.\(user)", in: db, backend: database.backend)
            }
            for recording in batch { try await recording.apply(db) }
        }
    }

    private func apply(_ db: any SQLDatabase) async throws {
        let key = SearchText.normalize(query)
        let repeated: SQLQueryString
        switch kind {
        case .flower:
            // The newest line of all: opening the same flower from the same search again.
            repeated = "user_id = \(bind: user)"
        case .search:
            repeated = "user_id = \(bind: user) AND kind = \(bind: SearchHistory.Kind.search.rawValue) AND query_key = \(bind: key)"
        }
        let latest = try await db.raw("""
            SELECT id, flower_id, query, searched_at FROM search_history WHERE \(repeated)
            ORDER BY searched_at DESC, id DESC LIMIT 1
            """).first(decoding: Latest.self)
        let isRepeat = latest.map { latest in
            at.timeIntervalSince(latest.searched_at) < SearchHistory.repeatWindow
                && (kind == .search || (latest.flower_id == flower && latest.query == query))
        } ?? false
        if let latest, isRepeat {
            try await db.raw("UPDATE search_history SET searched_at = \(bind: at), query = \(bind: query) WHERE id = \(bind: latest.id)").run()
        } else {
            try await db.raw("""
                INSERT INTO search_history (id, user_id, flower_id, kind, query, query_key, searched_at)
                VALUES (\(bind: UUID()), \(bind: user), \(bind: flower), \(bind: kind.rawValue), \(bind: query), \(bind: key), \(bind: at))
                """).run()
        }
    }

    private struct Latest: Decodable {
        let id: UUID
        let flower_id: UUID?
        let query: String
        let searched_at: Date
    }
}
