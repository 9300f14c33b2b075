import ServerKit
import SQLKit

extension CouplesMigrations {
    /// People, invites, pairs and their keys, days, entries, flowers and unlocks.
    ///
    /// Answers, photos and thumbnails are ciphertext the server cannot open; dates of the pair's days
    /// are stored as day ordinals (`DayDate.ordinal`); instants as microseconds since 1970 (`*_us`).
    struct Game: Migration {
        let name = "0002_game"

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await db.raw("""
                CREATE TABLE people (
                    account_id \(unsafeRaw: types.uuid) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    time_zone TEXT NOT NULL,
                    reminder_minute INTEGER,
                    reminded_day INTEGER,
                    created_us BIGINT NOT NULL
                )
                """).run()
            try await db.raw("""
                CREATE TABLE invites (
                    code TEXT PRIMARY KEY,
                    inviter_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    public_key TEXT NOT NULL,
                    created_us BIGINT NOT NULL,
                    expires_us BIGINT NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX invites_inviter ON invites (inviter_id, created_us)").run()
            try await db.raw("""
                CREATE TABLE pairs (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    created_us BIGINT NOT NULL,
                    first_day INTEGER NOT NULL,
                    latest_day INTEGER NOT NULL,
                    settled_through INTEGER NOT NULL,
                    streak INTEGER NOT NULL,
                    best_streak INTEGER NOT NULL,
                    freezes INTEGER NOT NULL,
                    next_species TEXT
                )
                """).run()
            // A person is in at most one pair: the primary key says so.
            try await db.raw("""
                CREATE TABLE pair_members (
                    account_id \(unsafeRaw: types.uuid) PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
                    pair_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES pairs(id) ON DELETE CASCADE,
                    pairing_key TEXT NOT NULL,
                    current_key TEXT NOT NULL,
                    wrapped_key TEXT,
                    wrapped_by TEXT,
                    rekey_key TEXT,
                    rekey_us BIGINT,
                    joined_us BIGINT NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX pair_members_pair ON pair_members (pair_id)").run()
            try await db.raw("""
                CREATE TABLE flowers (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    pair_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES pairs(id) ON DELETE CASCADE,
                    species TEXT NOT NULL,
                    stage INTEGER NOT NULL,
                    wilted \(unsafeRaw: types.boolean) NOT NULL,
                    planted_day INTEGER NOT NULL,
                    bloomed_day INTEGER
                )
                """).run()
            try await db.raw("CREATE INDEX flowers_pair ON flowers (pair_id, planted_day)").run()
            try await db.raw("""
                CREATE TABLE pair_days (
                    pair_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES pairs(id) ON DELETE CASCADE,
                    day INTEGER NOT NULL,
                    question_id TEXT NOT NULL,
                    completed_us BIGINT,
                    PRIMARY KEY (pair_id, day)
                )
                """).run()
            try await db.raw("""
                CREATE TABLE entries (
                    pair_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES pairs(id) ON DELETE CASCADE,
                    day INTEGER NOT NULL,
                    author_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES users(id) ON DELETE CASCADE,
                    answer TEXT,
                    answered_us BIGINT,
                    upload_id \(unsafeRaw: types.uuid),
                    photo_bytes INTEGER,
                    thumbnail_bytes INTEGER,
                    photo_us BIGINT,
                    PRIMARY KEY (pair_id, day, author_id)
                )
                """).run()
            // Unlocks beyond the starter species; a refund revokes a purchase's row, never a flower.
            try await db.raw("""
                CREATE TABLE unlocks (
                    pair_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES pairs(id) ON DELETE CASCADE,
                    species TEXT NOT NULL,
                    source TEXT NOT NULL,
                    transaction_id TEXT,
                    unlocked_us BIGINT NOT NULL,
                    PRIMARY KEY (pair_id, species)
                )
                """).run()
            // Purchases belong to the person who made them (and follow them to a new pair).
            try await db.raw("""
                CREATE TABLE purchases (
                    original_transaction_id TEXT PRIMARY KEY,
                    account_id \(unsafeRaw: types.uuid) REFERENCES users(id) ON DELETE SET NULL,
                    product_id TEXT NOT NULL,
                    species TEXT NOT NULL,
                    environment TEXT NOT NULL,
                    purchased_us BIGINT NOT NULL,
                    revoked_us BIGINT
                )
                """).run()
            try await db.raw("""
                CREATE TABLE store_notifications (
                    uuid TEXT PRIMARY KEY,
                    kind TEXT NOT NULL,
                    received_us BIGINT NOT NULL
                )
                """).run()
        }
    }
}
