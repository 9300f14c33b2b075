import Foundation
import ServerKit
import SQLKit

/// Something a person made public, as the feed reads it from `feed_events`.
struct FeedEvent: Sendable, Decodable, Equatable {
    let id: UUID
    let actor_id: UUID
    let kind: String
    let flower_id: UUID?
    let collection_id: UUID?
    let created_us: Int64

    var key: Key { Key(at: created_us, id: id) }

    /// A place in the newest-first order of events.
    struct Key: Sendable, Codable, Equatable {
        let at: Int64
        let id: UUID
    }

    /// What to read for one source of the feed: up to `limit` events of the people `actors` selects (a
    /// query with a `person` column), newest first, made no later than `asOf` and after `after`, and
    /// when `since` is given, later than it.
    struct Request {
        let actors: SQLQueryString
        let asOf: Int64
        let after: Key?
        let limit: Int
        var since: Int64? = nil
    }

    /// Each request's events: public saves while the person's catalogue is public, and public
    /// collections with at least one flower.
    ///
    /// On PostgreSQL all requests are one statement (one round trip for a page's sources), and each
    /// person's newest events are read from the index separately (`LATERAL`) and merged, so the work
    /// grows with the number of people and the page, not with their history. One statement measured
    /// faster there: the benchmark's first page at 139–188 req/s, against 94–106 with the same queries
    /// as a statement each (`make bench-feed`'s community, 2026-11-30). On SQLite the index holds
    /// every column read, so sorting their events touches no table rows; there each request is a
    /// statement of its own, because SQLite runs the two as one `UNION ALL` in about three times the
    /// time of the two apart (0.65 ms against 0.15 + 0.08 ms for the benchmark's person; the feed
    /// serves 12% more requests a second apart).
    static func pages(_ requests: [Request], in database: Database) async throws -> [[FeedEvent]] {
        guard !requests.isEmpty else { return [] }
        if database.backend == .sqlite {
            var pages: [[FeedEvent]] = []
            for request in requests {
                pages.append(try await database.sql.raw(query(request, backend: .sqlite)).all(decoding: FeedEvent.self))
            }
            return pages
        }
        let parts = requests.enumerated().map { index, request -> SQLQueryString in
            "SELECT \(literal: index) AS request, p.* FROM (\(query(request, backend: database.backend))) p"
        }
        // A compound statement promises no order of its own: each page comes back newest first.
        let rows = try await database.sql.raw("""
            \(parts.joined(separator: " UNION ALL ")) ORDER BY request, created_us DESC, id DESC
            """).all()
        var pages = [[FeedEvent]](repeating: [], count: requests.count)
        for row in rows { pages[try row.decode(column: "request", as: Int.self)].append(try row.decodeModel(FeedEvent.self)) }
        return pages
    }

    private static func query(_ request: Request, backend: DatabaseBackend) -> SQLQueryString {
        let before: SQLQueryString = request.after.map {
            "AND (e.created_us < \(bind: $0.at) OR (e.created_us = \(bind: $0.at) AND e.id < \(bind: $0.id)))"
        } ?? ""
        let recent: SQLQueryString = request.since.map { "AND e.created_us > \(bind: $0)" } ?? ""
        // The people with a private catalogue are read once per statement, not once per event, from the
        // index of them alone: its condition word for word (`0020_private_catalogues_index`).
        let visible: SQLQueryString = """
            e.created_us <= \(bind: request.asOf) \(before) \(recent)
            AND (e.kind <> 'saved' OR e.actor_id NOT IN (SELECT u.user_id FROM user_settings u WHERE u.catalogue_public = FALSE))
            AND (e.kind <> 'collection' OR EXISTS (SELECT 1 FROM collection_flowers cf WHERE cf.collection_id = e.collection_id))
            """
        let columns: SQLQueryString = "e.id, e.actor_id, e.kind, e.flower_id, e.collection_id, e.created_us"
        switch backend {
        case .postgres:
            return """
                SELECT x.* FROM (\(request.actors)) a CROSS JOIN LATERAL (
                    SELECT \(columns) FROM feed_events e WHERE e.actor_id = a.person AND \(visible)
                    ORDER BY e.created_us DESC, e.id DESC LIMIT \(literal: request.limit)
                ) x ORDER BY x.created_us DESC, x.id DESC LIMIT \(literal: request.limit)
                """
        case .sqlite:
            return """
                SELECT \(columns) FROM feed_events e WHERE e.actor_id IN (\(request.actors)) AND \(visible)
                ORDER BY e.created_us DESC, e.id DESC LIMIT \(literal: request.limit)
                """
        }
    }
}
