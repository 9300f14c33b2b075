import ServerKit
import SQLKit

extension GifterMigrations {
    /// Members, the people they buy for, friends, the catalog, wishlists, claims, gift ideas and occasions.
    struct Gifting: Migration {
        let name = "0005_gifting"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            let uuid = types.uuid, time = types.timestamp, bool = types.boolean
            // Taste answers are a small JSON object (question id → option ids), read and written whole.
            try await db.raw("""
                CREATE TABLE members (
                    user_id \(unsafeRaw: uuid) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    time_zone TEXT NOT NULL,
                    remind_week_before \(unsafeRaw: bool) NOT NULL,
                    remind_on_day \(unsafeRaw: bool) NOT NULL,
                    taste_answers TEXT NOT NULL,
                    taste_updated_at \(unsafeRaw: time)
                )
                """).run()
            try await db.raw("""
                CREATE TABLE gifting_profiles (
                    id \(unsafeRaw: uuid) PRIMARY KEY,
                    owner_id \(unsafeRaw: uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    relationship TEXT NOT NULL,
                    three_words TEXT NOT NULL,
                    never_gift TEXT NOT NULL,
                    taste_answers TEXT NOT NULL,
                    created_at \(unsafeRaw: time) NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX gifting_profiles_owner ON gifting_profiles (owner_id)").run()
            // A request names whom it is for as typed (an email or a username), so it can wait for an
            // address that has no account yet and the answer never says whether one exists.
            try await db.raw("""
                CREATE TABLE friend_requests (
                    id \(unsafeRaw: uuid) PRIMARY KEY,
                    from_id \(unsafeRaw: uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    to_key TEXT NOT NULL,
                    to_text TEXT NOT NULL,
                    created_at \(unsafeRaw: time) NOT NULL,
                    UNIQUE (from_id, to_key)
                )
                """).run()
            try await db.raw("CREATE INDEX friend_requests_to ON friend_requests (to_key)").run()
            // Two rows per friendship, one from each side.
            try await db.raw("""
                CREATE TABLE friendships (
                    user_id \(unsafeRaw: uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    friend_id \(unsafeRaw: uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    since \(unsafeRaw: time) NOT NULL,
                    PRIMARY KEY (user_id, friend_id)
                )
                """).run()
            // The catalog: each product's JSON, and a hash of it so an unchanged import writes nothing.
            try await db.raw("""
                CREATE TABLE products (
                    id TEXT PRIMARY KEY,
                    source TEXT NOT NULL,
                    body TEXT NOT NULL,
                    content_hash TEXT NOT NULL,
                    available \(unsafeRaw: bool) NOT NULL,
                    updated_at \(unsafeRaw: time) NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX products_source ON products (source)").run()
            // Bumped by every change to products, so each server instance knows to reload its copy.
            try await db.raw("CREATE TABLE catalog_state (id INTEGER PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL)").run()
            try await db.raw("INSERT INTO catalog_state (id, version) VALUES (1, 0)").run()
            try await db.raw("""
                CREATE TABLE wishlists (
                    id \(unsafeRaw: uuid) PRIMARY KEY,
                    owner_id \(unsafeRaw: uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    name TEXT NOT NULL,
                    name_key TEXT NOT NULL,
                    built_in \(unsafeRaw: bool) NOT NULL,
                    created_at \(unsafeRaw: time) NOT NULL,
                    UNIQUE (owner_id, name_key)
                )
                """).run()
            // An item is on one of its owner's lists at a time; moving it changes wishlist_id.
            try await db.raw("""
                CREATE TABLE wishlist_items (
                    owner_id \(unsafeRaw: uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    product_id TEXT NOT NULL REFERENCES products(id),
                    wishlist_id \(unsafeRaw: uuid) NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
                    added_at \(unsafeRaw: time) NOT NULL,
                    PRIMARY KEY (owner_id, product_id)
                )
                """).run()
            try await db.raw("CREATE INDEX wishlist_items_list ON wishlist_items (wishlist_id)").run()
            // One claim per wishlist item: the primary key is what stops two friends claiming it.
            try await db.raw("""
                CREATE TABLE claims (
                    owner_id \(unsafeRaw: uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    product_id TEXT NOT NULL REFERENCES products(id),
                    claimer_id \(unsafeRaw: uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    claimed_at \(unsafeRaw: time) NOT NULL,
                    PRIMARY KEY (owner_id, product_id)
                )
                """).run()
            try await db.raw("CREATE INDEX claims_claimer ON claims (claimer_id)").run()
            // person: `self`, `profile:<uuid>` or `friend:<uuid>`. The next reminder is stored as UTC
            // microseconds with its kind, and claimed with a compare-and-set, so it goes out once however
            // many instances run.
            try await db.raw("""
                CREATE TABLE occasions (
                    id \(unsafeRaw: uuid) PRIMARY KEY,
                    owner_id \(unsafeRaw: uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    person TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    custom_title TEXT,
                    year INTEGER NOT NULL,
                    month INTEGER NOT NULL,
                    day INTEGER NOT NULL,
                    recurring \(unsafeRaw: bool) NOT NULL,
                    created_at \(unsafeRaw: time) NOT NULL,
                    next_reminder_us BIGINT,
                    next_reminder_kind TEXT
                )
                """).run()
            try await db.raw("CREATE INDEX occasions_owner ON occasions (owner_id)").run()
            try await db.raw("CREATE INDEX occasions_next_reminder ON occasions (next_reminder_us)").run()
            try await db.raw("""
                CREATE TABLE gift_ideas (
                    owner_id \(unsafeRaw: uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    person TEXT NOT NULL,
                    product_id TEXT NOT NULL REFERENCES products(id),
                    occasion_id \(unsafeRaw: uuid) REFERENCES occasions(id) ON DELETE SET NULL,
                    status TEXT NOT NULL,
                    saved_at \(unsafeRaw: time) NOT NULL,
                    given_at \(unsafeRaw: time),
                    PRIMARY KEY (owner_id, person, product_id)
                )
                """).run()
        }
    }
}
