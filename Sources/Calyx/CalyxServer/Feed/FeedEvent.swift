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

    /// Up to `limit` events of the people `actors` selects (a query with a `person` column), newest
    /// first, made no later than `asOf` and after `after`: public saves while the person's catalogue is
    /// public, and public collections with at least one flower.
    ///
    /// On PostgreSQL each person's newest events are read from the index separately (`LATERAL`) and
    /// merged, so the work grows with the number of people and the page, not with their history.
    static func page(
        actors: SQLQueryString, asOf: Int64, after: Key?, limit: Int, in database: Database
    ) async throws -> [FeedEvent] {
        let before: SQLQueryString = after.map { "AND (e.created_us < \(bind: $0.at) OR (e.created_us = \(bind: $0.at) AND e.id < \(bind: $0.id)))" } ?? ""
        let visible: SQLQueryString = """
            e.created_us <= \(bind: asOf) \(before)
            AND (e.kind <> 'saved' OR COALESCE((SELECT u.catalogue_public FROM user_settings u WHERE u.user_id = e.actor_id), \(bind: true)) = \(bind: true))
            AND (e.kind <> 'collection' OR EXISTS (SELECT 1 FROM collection_flowers cf WHERE cf.collection_id = e.collection_id))
            """
        let columns: SQLQueryString = "e.id, e.actor_id, e.kind, e.flower_id, e.collection_id, e.created_us"
        switch database.backend {
        case .postgres:
            return try await database.sql.raw("""
                SELECT x.* FROM (\(actors)) a CROSS JOIN LATERAL (
                    SELECT \(columns) FROM feed_events e WHERE e.actor_id = a.person AND \(visible)
                    ORDER BY e.created_us DESC, e.id DESC LIMIT \(literal: limit)
                ) x ORDER BY x.created_us DESC, x.id DESC LIMIT \(literal: limit)
                """).all(decoding: FeedEvent.self)
        case .sqlite:
            return try await database.sql.raw("""
                SELECT \(columns) FROM feed_events e WHERE e.actor_id IN (\(actors)) AND \(visible)
                ORDER BY e.created_us DESC, e.id DESC LIMIT \(literal: limit)
                """).all(decoding: FeedEvent.self)
        }
    }
}
