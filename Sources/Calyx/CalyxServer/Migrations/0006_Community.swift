import ServerKit
import SQLKit

extension CalyxMigrations {
    /// People and conversation: profiles with their photo and follow counts, follows, mutes and blocks,
    /// comments with votes and reports; likes and saves of collections; per-flower privacy.
    ///
    /// Counts shown on profiles, comments and collections are kept in the rows they describe and moved
    /// in the same transaction as the change they count, so a listing never counts rows.
    struct Community: Migration {
        let name = "0006_community"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await createPeople(db, types)
            try await createComments(db, types)
            try await extendCollections(db, types)
        }

        private func createPeople(_ db: any SQLDatabase, _ types: SQLColumnTypes) async throws {
            // Calyx's part of a person: the photo they chose (else their provider's picture) and counts.
            // A row appears on the first follow or photo; a person without one has the defaults.
            try await db.raw("""
                CREATE TABLE profiles (
                    user_id \(unsafeRaw: types.uuid) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    photo_id \(unsafeRaw: types.uuid) REFERENCES media(id) ON DELETE SET NULL,
                    follower_count INTEGER NOT NULL DEFAULT 0,
                    following_count INTEGER NOT NULL DEFAULT 0
                )
                """).run()
            try await db.raw("""
                CREATE TABLE follows (
                    follower_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    followee_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    created_us BIGINT NOT NULL,
                    PRIMARY KEY (follower_id, followee_id)
                )
                """).run()
            try await db.raw("CREATE INDEX follows_followers ON follows (followee_id, created_us DESC, follower_id DESC)").run()
            try await db.raw("CREATE INDEX follows_following ON follows (follower_id, created_us DESC, followee_id DESC)").run()
            for (table, other) in [("mutes", "muted_id"), ("blocks", "blocked_id")] {
                try await db.raw("""
                    CREATE TABLE \(ident: table) (
                        user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        \(ident: other) \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        created_us BIGINT NOT NULL,
                        PRIMARY KEY (user_id, \(ident: other))
                    )
                    """).run()
                try await db.raw("CREATE INDEX \(ident: table + "_recent") ON \(ident: table) (user_id, created_us DESC, \(ident: other) DESC)").run()
            }
            // "Who blocked me" is asked on every read of someone else's things.
            try await db.raw("CREATE INDEX blocks_blocked ON blocks (blocked_id, user_id)").run()
        }

        private func createComments(_ db: any SQLDatabase, _ types: SQLColumnTypes) async throws {
            // `created_us` (microseconds since 1970) orders and pages comments exactly on both engines.
            // `state`: visible, deleted (by its author), hidden (reported, pending review), removed (by a
            // moderator). A comment that is not visible keeps its row only while it has replies.
            try await db.raw("""
                CREATE TABLE comments (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    flower_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES flowers(id) ON DELETE CASCADE,
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    parent_id \(unsafeRaw: types.uuid) REFERENCES comments(id) ON DELETE CASCADE,
                    reply_to_user_id \(unsafeRaw: types.uuid) REFERENCES users(id) ON DELETE SET NULL,
                    body TEXT NOT NULL,
                    photo_id \(unsafeRaw: types.uuid) REFERENCES media(id) ON DELETE SET NULL,
                    state TEXT NOT NULL,
                    upvotes INTEGER NOT NULL DEFAULT 0,
                    downvotes INTEGER NOT NULL DEFAULT 0,
                    score INTEGER NOT NULL DEFAULT 0,
                    reply_count INTEGER NOT NULL DEFAULT 0,
                    created_us BIGINT NOT NULL,
                    edited_at \(unsafeRaw: types.timestamp),
                    hidden_us BIGINT
                )
                """).run()
            // One index per sort of a flower's top-level comments, read in order and stopped after a page.
            try await db.raw("""
                CREATE INDEX comments_top_by_score ON comments (flower_id, score DESC, created_us DESC, id DESC) WHERE parent_id IS NULL
                """).run()
            try await db.raw("CREATE INDEX comments_top_by_time ON comments (flower_id, created_us, id) WHERE parent_id IS NULL").run()
            try await db.raw("CREATE INDEX comments_replies ON comments (parent_id, created_us, id) WHERE parent_id IS NOT NULL").run()
            try await db.raw("CREATE INDEX comments_author ON comments (user_id)").run()
            try await db.raw("CREATE INDEX comments_pending ON comments (hidden_us, id) WHERE state = 'hidden'").run()

            // One vote per person per comment: +1 or -1.
            try await db.raw("""
                CREATE TABLE comment_votes (
                    comment_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    value INTEGER NOT NULL,
                    voted_at \(unsafeRaw: types.timestamp) NOT NULL,
                    PRIMARY KEY (user_id, comment_id)
                )
                """).run()
            try await db.raw("CREATE INDEX comment_votes_comment ON comment_votes (comment_id)").run()
            // One report per person per comment; `reviewed` once a moderator approved the comment, so
            // old reports never hide it again.
            try await db.raw("""
                CREATE TABLE comment_reports (
                    comment_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
                    user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    reason TEXT NOT NULL,
                    detail TEXT NOT NULL,
                    reported_at \(unsafeRaw: types.timestamp) NOT NULL,
                    reviewed \(unsafeRaw: types.boolean) NOT NULL,
                    PRIMARY KEY (comment_id, user_id)
                )
                """).run()
        }

        private func extendCollections(_ db: any SQLDatabase, _ types: SQLColumnTypes) async throws {
            for column in [
                "like_count INTEGER NOT NULL DEFAULT 0",
                "save_count INTEGER NOT NULL DEFAULT 0",
                // The owner's order of their collections (smallest first); new ones go first.
                "position INTEGER NOT NULL DEFAULT 0",
                // A copy credits the collection and person it came from, for as long as they exist.
                "copied_from_collection_id \(types.uuid) REFERENCES collections(id) ON DELETE SET NULL",
                "copied_from_user_id \(types.uuid) REFERENCES users(id) ON DELETE SET NULL",
            ] {
                try await db.raw("ALTER TABLE collections ADD COLUMN \(unsafeRaw: column)").run()
            }
            // Existing collections keep the newest-first order they were shown in.
            try await db.raw("""
                UPDATE collections SET position = (SELECT COUNT(*) FROM collections o WHERE o.user_id = collections.user_id
                    AND (o.created_at > collections.created_at OR (o.created_at = collections.created_at AND o.id > collections.id)))
                """).run()
            try await db.raw("CREATE INDEX collections_user_position ON collections (user_id, position, id)").run()

            for (table, at) in [("collection_likes", "liked_at"), ("saved_collections", "saved_at")] {
                try await db.raw("""
                    CREATE TABLE \(ident: table) (
                        collection_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
                        user_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                        \(ident: at) BIGINT NOT NULL,
                        PRIMARY KEY (collection_id, user_id)
                    )
                    """).run()
                try await db.raw("CREATE INDEX \(ident: table + "_by_collection") ON \(ident: table) (collection_id, \(ident: at) DESC, user_id DESC)").run()
                try await db.raw("CREATE INDEX \(ident: table + "_by_user") ON \(ident: table) (user_id, \(ident: at) DESC, collection_id DESC)").run()
                // Discovery ranks by what happened recently.
                try await db.raw("CREATE INDEX \(ident: table + "_recent") ON \(ident: table) (\(ident: at))").run()
            }
        }
    }
}
