import CalyxAPI
import Foundation
import ServerKit
import SQLKit

/// A user's searches and the flowers they opened from them.
///
/// Repeats within a minute move the entry to now instead of adding another: the same search run
/// again (typing, paging, a reload), or the same flower opened again from the same search.
struct SearchHistory: Sendable {
    enum Kind: String, Sendable {
        /// A search the user ran.
        case search
        /// A flower the user opened from a search.
        case flower
    }

    struct Entry: Sendable {
        let id: UUID
        let kind: Kind
        let query: String
        let searchedAt: Date
        /// The flower opened; nil for a search.
        let flower: FlowerCardRow?
    }

    let database: Database
    let wallClock: any WallClock
    let cursors: CursorCodec
    /// Recordings of requests that arrive together share a transaction (`HistoryRecording`).
    private let recordings: GroupCommit<HistoryRecording>

    static let repeatWindow: TimeInterval = 60

    init(database: Database, wallClock: any WallClock, cursors: CursorCodec) {
        self.database = database
        self.wallClock = wallClock
        self.cursors = cursors
        recordings = GroupCommit { batch in try await HistoryRecording.write(batch, in: database) }
    }

    /// Records that `user` opened `flower` from the search `query`; returns once it is stored.
    func record(user: UUID, flower: UUID, query: String) async throws {
        let query = String(query.trimmingCharacters(in: .whitespacesAndNewlines).prefix(CalyxLimits.searchQueryMaxLength))
        guard !query.isEmpty else { return }
        try await recordings.commit(HistoryRecording(user: user, kind: .flower, flower: flower, query: query, at: wallClock.now()))
    }

    /// Records that `user` ran the search `query`: once per distinct query (as search compares them)
    /// per minute. Returns once it is stored.
    func record(user: UUID, search query: String) async throws {
        let query = String(query.trimmingCharacters(in: .whitespacesAndNewlines).prefix(CalyxLimits.searchQueryMaxLength))
        guard !SearchText.normalize(query).isEmpty else { return }
        try await recordings.commit(HistoryRecording(user: user, kind: .search, flower: nil, query: query, at: wallClock.now()))
    }

    struct Position: Codable {
        let micros: Int64
        let id: UUID
    }

    /// Newest first; with `query`, only entries whose search or flower names contain every word.
    func list(user: UUID, query: String?, page: PageRequest) async throws -> Page<Entry> {
        let words = SearchText.words(query ?? "")
        let scope = "history|\(user)|\(words.joined(separator: " "))"
        let after = try page.position(Position.self, codec: cursors, scope: scope)
        var conditions: [SQLQueryString] = ["h.user_id = \(bind: user)"]
        for word in words {
            conditions.append("(h.query_key LIKE \(bind: "%\(word)%") OR f.names_text LIKE \(bind: "%\(word)%"))")
        }
        let micros = TimestampKey.micros("h.searched_at", backend: database.backend)
        if let after {
            conditions.append("(\(micros) < \(bind: after.micros) OR (\(micros) = \(bind: after.micros) AND h.id < \(bind: after.id)))")
        }
        let rows = try await database.sql.raw("""
            SELECT h.id AS entry_id, h.kind, h.flower_id, h.query, h.searched_at, \(micros) AS sort_micros, \(FlowerCardRow.columns)
            FROM search_history h LEFT JOIN flowers f ON f.id = h.flower_id LEFT JOIN media m ON m.id = f.image_id
            WHERE \(conditions.joined(separator: " AND "))
            ORDER BY h.searched_at DESC, h.id DESC LIMIT \(literal: page.limit + 1)
            """).all()
        let entries = try rows.map { row in
            let head = try row.decodeModel(Head.self)
            let entry = Entry(
                id: head.entry_id, kind: Kind(rawValue: head.kind) ?? .flower, query: head.query, searchedAt: head.searched_at,
                flower: head.flower_id == nil ? nil : try row.decodeModel(FlowerCardRow.self)
            )
            return (entry, Position(micros: head.sort_micros, id: head.entry_id))
        }
        return try Page(fetched: entries, request: page, codec: cursors, scope: scope)
    }

    /// False when there is no such entry of `user`'s.
    func delete(user: UUID, entry: UUID) async throws -> Bool {
        try await database.sql.raw("DELETE FROM search_history WHERE id = \(bind: entry) AND user_id = \(bind: user) RETURNING id")
            .all().count > 0
    }

    func clear(user: UUID) async throws {
        try await database.sql.raw("DELETE FROM search_history WHERE user_id = \(bind: user)").run()
    }

    private struct Head: Decodable {
        let sort_micros: Int64
        let kind: String
        let flower_id: UUID?
        let entry_id: UUID
        let query: String
        let searched_at: Date
    }
}
