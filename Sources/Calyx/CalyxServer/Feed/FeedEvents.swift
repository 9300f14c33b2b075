import Foundation
import ServerKit
import SQLKit

/// Keeps `feed_events` in step with what people make public. Called inside the transaction that
/// saves a flower, creates a collection or changes either's privacy: afterwards the event exists
/// exactly when the thing is public. Deleting the thing deletes its event by cascade.
enum FeedEvents {
    /// A public saved flower enters the feed `now` (when it was saved or made public); a private one leaves it.
    static func sync(saved id: UUID, now: Date, _ db: any SQLDatabase) async throws {
        try await db.raw("""
            DELETE FROM feed_events WHERE id = \(bind: id)
                AND NOT EXISTS (SELECT 1 FROM saved_flowers s WHERE s.id = \(bind: id) AND s.is_public = \(bind: true))
            """).run()
        try await db.raw("""
            INSERT INTO feed_events (id, actor_id, kind, flower_id, saved_id, collection_id, created_us)
            SELECT s.id, s.user_id, \(bind: FeedItemKind.saved.rawValue), s.flower_id, s.id, NULL, \(bind: TimestampKey.micros(of: now))
            FROM saved_flowers s WHERE s.id = \(bind: id) AND s.is_public = \(bind: true)
            ON CONFLICT (id) DO NOTHING
            """).run()
    }

    /// The same for a collection.
    static func sync(collection id: UUID, now: Date, _ db: any SQLDatabase) async throws {
        try await db.raw("""
            DELETE FROM feed_events WHERE id = \(bind: id)
                AND NOT EXISTS (SELECT 1 FROM collections c WHERE c.id = \(bind: id) AND c.is_public = \(bind: true))
            """).run()
        try await db.raw("""
            INSERT INTO feed_events (id, actor_id, kind, flower_id, saved_id, collection_id, created_us)
            SELECT c.id, c.user_id, \(bind: FeedItemKind.collection.rawValue), NULL, NULL, c.id, \(bind: TimestampKey.micros(of: now))
            FROM collections c WHERE c.id = \(bind: id) AND c.is_public = \(bind: true)
            ON CONFLICT (id) DO NOTHING
            """).run()
    }
}

/// What a feed item says happened.
enum FeedItemKind: String, Sendable, Codable {
    /// Someone saved a flower to their public catalogue.
    case saved
    /// Someone made a public collection.
    case collection
    /// A flower many people are liking, saving, discussing and opening lately.
    case trending
    /// A flower the person has not met, in bloom where they live (when nothing more is trending).
    case discovery
}
