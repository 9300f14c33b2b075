import BlurHash
import Foundation
import HTTPTypes
import Logging
import ServerKit
import SQLKit

/// Uploads become records and files; deleting the last record of an image deletes its files.
///
/// Files are shared between records of identical bytes (keys are content-addressed), so the check
/// "is this the last reference?" and the file deletion happen under a per-image lock that uploads of
/// the same image also take: an upload can never end up pointing at files a delete just removed.
public struct MediaLibrary: Sendable {
    public let database: Database
    public let store: any MediaStore
    public let processor: ImageProcessor
    let wallClock: any WallClock
    /// The app: its keys and locks are its own, as its records are in its own database.
    let scope: String
    /// Where an answered upload's medium and large encodes run; nil leaves them to `sweepUnfinished`
    /// (what a crash right after the answer leaves: tests use it to stand for one).
    let finishing: MediaFinishing?

    public init(
        database: Database, store: any MediaStore, processor: ImageProcessor, wallClock: any WallClock, scope: String,
        finishing: MediaFinishing? = .shared
    ) {
        self.database = database
        self.store = store
        self.processor = processor
        self.wallClock = wallClock
        self.scope = scope
        self.finishing = finishing
    }

    /// Processes and stores `bytes` for `owner`, answering once the thumbnail and BlurHash are stored
    /// (`StagedUploads`): the medium and large files follow within a second, and `/media/{key}` waits
    /// for them. While `finishing` has no place left (its capacity of answered uploads is still
    /// encoding), the upload is made whole before its answer instead. Throws `ImageRejection` (nothing
    /// stored) for refused input.
    public func upload(_ bytes: [UInt8], owner: UUID) async throws -> MediaRecord {
        try await upload(.bytes(bytes), content: content(of: bytes), owner: owner)
    }

    /// `upload`, for bytes in memory or spooled to a file, whose `content` (`MediaKey.ContentDigest`)
    /// the caller took as they arrived.
    public func upload(_ image: UploadedImage, content: String, owner: UUID) async throws -> MediaRecord {
        if let record = try await attachStored(content: content, owner: owner) {
            return record
        }
        // Without `finishing` (a crash right after the answer, in tests) the answer is always early.
        guard finishing?.reserve() ?? true else {
            return try await storeWhole(processor.process(image), content: content, owner: owner)
        }
        let staged: StagedImage, record: MediaRecord, job: UUID
        do {
            staged = try await processor.processStaged(image)
            let pending = try await journal(content)
            do {
                // The original is read into memory only now, for the job row, and let go with it.
                let original = try await image.whole()
                (record, job) = try await recordPreview(staged, original: original, content: content, owner: owner, pending: pending)
            } catch {
                try? await settle(pending, content: content)
                throw error
            }
        } catch {
            finishing?.release()
            throw error
        }
        finishing?.start(content: content, reserved: true) { urgency in
            await finishVariants(staged, content: content, job: job, urgency: urgency)
        }
        return record
    }

    /// Stores an illustration the server drew (SVG, the trusted path uploads never take) for `owner`.
    public func storeIllustration(svg: [UInt8], owner: UUID) async throws -> MediaRecord {
        try await ingest(svg, owner: owner) { try await processor.processIllustration(svg: $0) }
    }

    /// `storeIllustration`, for work that can wait (drawing a catalog): while uploads fill the image
    /// processor's queue (503), tries again a little later rather than fail. Gives up after five minutes
    /// of a full queue.
    public func storeIllustrationWhenFree(svg: [UInt8], owner: UUID) async throws -> MediaRecord {
        var attempts = 0
        while true {
            do {
                return try await storeIllustration(svg: svg, owner: owner)
            } catch let problem as Problem where problem.status == .serviceUnavailable && attempts < 600 {
                attempts += 1
                try await Task.sleep(for: .milliseconds(500), tolerance: .zero)
            }
        }
    }

    /// The content part of the keys `bytes` are (or would be) stored under.
    public func content(of bytes: [UInt8]) -> String {
        MediaKey.content(of: bytes, scope: scope)
    }

    private func ingest(
        _ bytes: [UInt8], owner: UUID, process: ([UInt8]) async throws -> ProcessedImage
    ) async throws -> MediaRecord {
        let content = MediaKey.content(of: bytes, scope: scope)
        if let record = try await attachStored(content: content, owner: owner) {
            return record
        }
        return try await storeWhole(process(bytes), content: content, owner: owner)
    }

    /// Stores every file of `image` and its record.
    private func storeWhole(_ image: ProcessedImage, content: String, owner: UUID) async throws -> MediaRecord {
        // Journaled before the first file is written, settled with the row: whatever stops us in
        // between (a store that goes away, a crash), the files are removed now or by the sweep.
        let pending = try await journal(content)
        do {
            return try await record(image, content: content, owner: owner, pending: pending)
        } catch {
            try? await settle(pending, content: content)
            throw error
        }
    }

    private func record(_ image: ProcessedImage, content: String, owner: UUID, pending: UUID) async throws -> MediaRecord {
        try await write(image, content: content)
        let record = MediaRecord(
            id: UUID(), ownerID: owner, content: content, sourceFormat: image.sourceFormat, width: image.width, height: image.height,
            blurHash: image.blurHash, averageColor: image.averageColor,
            variants: image.variants.map { MediaRecord.Variant(variant: $0.variant, width: $0.width, height: $0.height) },
            createdAt: wallClock.now()
        )
        let storedBytes = Self.storedBytes(image.variants)
        try await database.transaction { db in
            try await lock(content, db)
            try await insert(record, storedBytes: storedBytes, db)
            // A delete of the previous last reference may have removed the files after we wrote them.
            if try await !filesExist(content) { try await write(image, content: content) }
            try await db.delete(from: "media_pending").where("id", .equal, pending).run()
        }
        return record
    }

    public func find(_ id: UUID) async throws -> MediaRecord? {
        try await database.sql.select().columns(Row.columns).from("media").where("id", .equal, id).first(decoding: Row.self)?.record
    }

    /// The records of `ids` that exist, in one query (a page of authors' photos).
    public func find(_ ids: some Collection<UUID>) async throws -> [UUID: MediaRecord] {
        let unique = Array(Set(ids))
        guard !unique.isEmpty else { return [:] }
        let rows = try await database.sql.select().columns(Row.columns).from("media").where("id", .in, unique).all(decoding: Row.self)
        return Dictionary(rows.map { ($0.id, $0.record) }) { first, _ in first }
    }

    /// Every record `owner` uploaded, oldest first (what leaves with them: a data export, an account deletion).
    public func records(ownedBy owner: UUID) async throws -> [MediaRecord] {
        try await database.sql.select().columns(Row.columns).from("media").where("owner_id", .equal, owner)
            .orderBy("created_at").orderBy("id").all(decoding: Row.self).map(\.record)
    }

    /// Deletes the record if `owner` owns it; the files go too when no other record uses them.
    /// Returns false when there is no such record of `owner`'s (whether absent or someone else's).
    ///
    /// The row goes first, in its own transaction: if the process dies before the files are removed,
    /// they are only unreferenced, never a record pointing at nothing.
    ///
    /// `unless` is asked in the deleting transaction, after the row is locked (PostgreSQL; SQLite's
    /// write transaction excludes every other writer): a use that committed first is seen and keeps the
    /// record, and one that comes later, locking the row as `lockForUse` does, finds it gone.
    @discardableResult
    public func delete(
        _ id: UUID, owner: UUID, unless inUse: (@Sendable (any SQLDatabase) async throws -> Bool)? = nil
    ) async throws -> Bool {
        guard let record = try await find(id), record.ownerID == owner else { return false }
        let deleted = try await database.transaction { db -> UUID? in
            if database.backend == .postgres {
                _ = try await db.raw("SELECT id FROM media WHERE id = \(bind: id) FOR UPDATE").all()
            }
            if let inUse, try await inUse(db) { return nil }
            let pending = UUID()
            let removed = try await db.delete(from: "media").where("id", .equal, id).where("owner_id", .equal, owner).returning("id")
                .all().count > 0
            // The files go after this commits; until they have, the journal says they may be unreferenced.
            if removed { try await journal(record.content, id: pending, db) }
            return removed ? pending : nil
        }
        guard let pending = deleted else { return false }
        try await settle(pending, content: record.content)
        return true
    }

    /// Settles file work left unfinished for longer than `olderThan` (a crash, a store that was away):
    /// files no record uses are removed, and so are temporary files of writes a crash cut short; the
    /// medium and large variants of answered uploads are made from their kept originals.
    /// Returns how many journal rows it settled, variant jobs included.
    @discardableResult
    public func sweepUnfinished(now: Date, olderThan: Duration = .seconds(60)) async throws -> Int {
        let cutoff = now.addingTimeInterval(-Double(olderThan.components.seconds))
        let rows = try await database.sql.select().columns("id", "content_key").from("media_pending")
            .where("started_at", .lessThan, cutoff).all(decoding: PendingRow.self)
        for row in rows { try await settle(row.id, content: row.content_key) }
        // A crash mid-write can also leave a file that never got its name (the disk store's `.tmp-*`).
        _ = try await store.removeAbandonedWrites(olderThan: olderThan)
        return try await rows.count + finishAbandonedVariants(now: now, cutoff: cutoff)
    }

    /// Removes the files of `content` if no record uses them, and the journal row, in one locked step.
    func settle(_ pending: UUID, content: String) async throws {
        try await database.transaction { db in
            try await lock(content, db)
            _ = try await removeFilesIfUnused(content, db)
            try await db.delete(from: "media_pending").where("id", .equal, pending).run()
        }
    }

    /// In a transaction of its own, though one statement: the journal row is written with the same
    /// guarantees on both engines as the settling transaction that later removes it.
    func journal(_ content: String) async throws -> UUID {
        let id = UUID()
        try await database.transaction { db in try await journal(content, id: id, db) }
        return id
    }

    private func journal(_ content: String, id: UUID, _ db: any SQLDatabase) async throws {
        try await db.insert(into: "media_pending").columns("id", "content_key", "started_at")
            .values(SQLBind(id), SQLBind(content), SQLBind(wallClock.now())).run()
    }

    private struct PendingRow: Decodable {
        let id: UUID
        let content_key: String
    }

    /// A new record for bytes already stored, without processing them again; nil when they are not.
    private func attachStored(content: String, owner: UUID) async throws -> MediaRecord? {
        try await database.transaction { db -> MediaRecord? in
            try await lock(content, db)
            guard let existing = try await db.select().columns(Row.columns).from("media").where("content_key", .equal, content)
                .limit(1).first(decoding: Row.self),
                try await filesExist(content)
            else { return nil }
            let source = existing.record
            let record = MediaRecord(
                id: UUID(), ownerID: owner, content: content, sourceFormat: source.sourceFormat, width: source.width,
                height: source.height, blurHash: source.blurHash, averageColor: source.averageColor, variants: source.variants,
                createdAt: wallClock.now()
            )
            try await insert(record, storedBytes: existing.stored_bytes, db)
            return record
        }
    }

    /// Under the content's lock: removes every file of `content` when no record uses it any more.
    /// Returns whether some record still does.
    func removeFilesIfUnused(_ content: String, _ db: any SQLDatabase) async throws -> Bool {
        let remaining = try await db.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "count").from("media")
            .where("content_key", .equal, content).first(decoding: Count.self)?.count ?? 0
        guard remaining == 0 else { return true }
        for variant in MediaVariant.allCases { try await store.delete(MediaKey(content: content, variant: variant)) }
        return false
    }

    func write(_ image: ProcessedImage, content: String) async throws {
        try await write(image.variants, content: content)
    }

    func write(_ variants: [EncodedVariant], content: String) async throws {
        for variant in variants {
            for encoding in MediaEncoding.allCases {
                try await store.put(variant.bytes(encoding), for: MediaKey(content: content, variant: variant.variant), encoding: encoding)
            }
        }
    }

    func filesExist(_ content: String, of variants: [MediaVariant] = MediaVariant.allCases) async throws -> Bool {
        for variant in variants {
            for encoding in MediaEncoding.allCases where try await !store.contains(MediaKey(content: content, variant: variant), encoding: encoding) {
                return false
            }
        }
        return true
    }

    func lock(_ content: String, _ db: any SQLDatabase) async throws {
        try await AdvisoryLock.lock("media.\(scope).\(content)", in: db, backend: database.backend)
    }

    func insert(_ record: MediaRecord, storedBytes: Int, _ db: any SQLDatabase) async throws {
        let variants = String(decoding: try JSONEncoder().encode(record.variants), as: UTF8.self)
        try await db.insert(into: "media")
            .columns(Row.columns)
            .values(
                SQLBind(record.id), SQLBind(record.ownerID), SQLBind(record.content), SQLBind(record.sourceFormat.rawValue),
                SQLBind(record.width), SQLBind(record.height), SQLBind(record.blurHash), SQLBind(record.averageColor.hex),
                SQLBind(variants), SQLBind(storedBytes), SQLBind(record.createdAt)
            )
            .run()
    }

    struct Count: Decodable {
        let count: Int
    }

    /// A `media` row as stored.
    private struct Row: Decodable {
        static let columns = [
            "id", "owner_id", "content_key", "source_format", "width", "height", "blurhash", "average_color", "variants",
            "stored_bytes", "created_at",
        ]
        let id: UUID
        let owner_id: UUID
        let content_key: String
        let source_format: String
        let width: Int
        let height: Int
        let blurhash: String
        let average_color: String
        let variants: String
        let stored_bytes: Int
        let created_at: Date

        var record: MediaRecord {
            MediaRecord(
                id: id, ownerID: owner_id, content: content_key, sourceFormat: ImageFormat(rawValue: source_format) ?? .jpeg,
                width: width, height: height, blurHash: blurhash, averageColor: RGB(hex: average_color) ?? RGB(red: 0, green: 0, blue: 0),
                variants: (try? JSONDecoder().decode([MediaRecord.Variant].self, from: Data(variants.utf8))) ?? [], createdAt: created_at
            )
        }
    }
}
