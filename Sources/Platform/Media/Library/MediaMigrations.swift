import ServerKit
import SQLKit

/// The `media` table. An app lists it among its migrations under a name that fits its history.
public enum MediaMigrations {
    /// Media records owned by rows of `ownerTable` (the Identity `users` table).
    public static func records(name: String, ownerTable: String = "users") -> any Migration {
        Records(name: name, ownerTable: ownerTable)
    }

    /// The journal of file work not yet settled (`media_pending`): an upload's files being written, a
    /// delete's files being removed. A row older than a minute was left by a crash or a store that went
    /// away; `MediaLibrary.sweepUnfinished` settles it, so no files outlive their record for long.
    public static func pendingFiles(name: String) -> any Migration {
        PendingFiles(name: name)
    }

    /// The medium and large encodes of uploads already answered (`media_variant_jobs`, see
    /// `StagedUploads`), each with the original they are made from, so a crash loses none.
    public static func variantJobs(name: String) -> any Migration {
        VariantJobs(name: name)
    }

    struct VariantJobs: Migration {
        let name: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            // `claims` counts sweeps that took the job over, so two instances never make it at once.
            try await db.raw("""
                CREATE TABLE media_variant_jobs (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    content_key TEXT NOT NULL,
                    original \(unsafeRaw: types.bytes) NOT NULL,
                    started_at \(unsafeRaw: types.timestamp) NOT NULL,
                    claims INTEGER NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX media_variant_jobs_started ON media_variant_jobs (started_at)").run()
        }
    }

    struct PendingFiles: Migration {
        let name: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            try await db.raw("""
                CREATE TABLE media_pending (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    content_key TEXT NOT NULL,
                    started_at \(unsafeRaw: types.timestamp) NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX media_pending_started ON media_pending (started_at)").run()
        }
    }

    struct Records: Migration {
        let name: String
        let ownerTable: String

        func apply(to db: any SQLDatabase, backend: DatabaseBackend) async throws {
            let types = SQLColumnTypes(backend)
            // No cascade from the owner: deleting a user must go through MediaLibrary so files whose
            // last reference goes are deleted too.
            try await db.raw("""
                CREATE TABLE media (
                    id \(unsafeRaw: types.uuid) PRIMARY KEY,
                    owner_id \(unsafeRaw: types.uuid) NOT NULL REFERENCES \(ident: ownerTable)(id),
                    content_key TEXT NOT NULL,
                    source_format TEXT NOT NULL,
                    width INTEGER NOT NULL,
                    height INTEGER NOT NULL,
                    blurhash TEXT NOT NULL,
                    average_color TEXT NOT NULL,
                    variants TEXT NOT NULL,
                    stored_bytes BIGINT NOT NULL,
                    created_at \(unsafeRaw: types.timestamp) NOT NULL
                )
                """).run()
            try await db.raw("CREATE INDEX media_content_key ON media (content_key)").run()
            try await db.raw("CREATE INDEX media_owner_created ON media (owner_id, created_at)").run()
        }
    }
}
