import Foundation
import HTTPTypes
import Logging
import ServerKit
import SQLKit

/// An upload is answered once its thumbnail and BlurHash are stored; its medium and large files are
/// encoded afterwards (a 12 MP photo's large WebP alone is a third of its time).
///
/// What makes that safe: the answer commits the record together with a job row holding the original
/// bytes (`media_variant_jobs`). The process that answered finishes the job within a second and deletes
/// the row; if it dies first, `sweepUnfinished` (on any instance) makes the variants again from the
/// kept original. Until they exist, `/media/{key}` waits for them (and has them made at normal
/// priority from then on) or answers 503 with `Retry-After`, never 404 (`MediaRoutes`). A record deleted meanwhile leaves nothing behind: whoever finishes the
/// job removes the files again when no record uses them.
extension MediaLibrary {
    /// Writes the thumbnail's files, then in one transaction the record (every variant's size) and
    /// the job that will make the rest. Returns the record and the job's id.
    func recordPreview(
        _ staged: StagedImage, original: Data, content: String, owner: UUID, pending: UUID
    ) async throws -> (MediaRecord, UUID) {
        let preview = staged.preview
        try await write(preview, content: content)
        let record = MediaRecord(
            id: UUID(), ownerID: owner, content: content, sourceFormat: preview.sourceFormat, width: preview.width,
            height: preview.height, blurHash: preview.blurHash, averageColor: preview.averageColor,
            variants: staged.sizes.map { MediaRecord.Variant(variant: $0.variant, width: $0.width, height: $0.height) },
            createdAt: wallClock.now()
        )
        let job = UUID()
        let previewVariants = preview.variants.map(\.variant)
        try await database.transaction { db in
            try await lock(content, db)
            try await insert(record, storedBytes: Self.storedBytes(preview.variants), db)
            // A delete of the previous last reference may have removed the files after we wrote them.
            if try await !filesExist(content, of: previewVariants) { try await write(preview, content: content) }
            try await db.insert(into: "media_variant_jobs").columns("id", "content_key", "original", "started_at", "claims")
                .values(SQLBind(job), SQLBind(content), SQLBind(original), SQLBind(wallClock.now()), SQLBind(0))
                .run()
            try await db.delete(from: "media_pending").where("id", .equal, pending).run()
        }
        return (record, job)
    }

    /// The answering process's half: encode, store, settle. A failure (the store away, the process
    /// stopping) leaves the job to the sweep.
    func finishVariants(_ staged: StagedImage, content: String, job: UUID, urgency: FinishingUrgency) async {
        do {
            let variants = try await processor.finish(staged.remaining, urgency: urgency)
            try await complete(job, content: content, writing: variants, storedBytes: Self.storedBytes(staged.preview.variants + variants))
        } catch {
            database.logger.warning(
                "media variants left to the sweep", metadata: ["content": "\(content)", "error": "\(String(reflecting: error))"]
            )
        }
    }

    /// Jobs whose process went away before finishing (started or last claimed before `cutoff`): each is
    /// claimed (so one instance does it), made again from its original, and settled. A job whose image
    /// now fails the pipeline is dropped with an error logged. Returns how many were settled.
    func finishAbandonedVariants(now: Date, cutoff: Date) async throws -> Int {
        let jobs = try await database.sql.select().columns("id", "content_key", "claims").from("media_variant_jobs")
            .where("started_at", .lessThan, cutoff).all(decoding: JobRow.self)
        var settled = 0
        for job in jobs {
            let claimed = try await database.transaction { db in
                try await db.update("media_variant_jobs").set("started_at", to: SQLBind(now)).set("claims", to: SQLBind(job.claims + 1))
                    .where("id", .equal, job.id).where("claims", .equal, job.claims).returning("id").all().count == 1
            }
            guard claimed else { continue }
            guard let original = try await database.sql.select().column("original").from("media_variant_jobs")
                .where("id", .equal, job.id).first(decoding: OriginalRow.self)?.original
            else { continue }
            do {
                let image = try await processor.remake(Array(original))
                try await complete(job.id, content: job.content_key, writing: image.variants, storedBytes: Self.storedBytes(image.variants))
                settled += 1
            } catch let rejection as ImageRejection {
                database.logger.error(
                    "a kept original no longer passes the pipeline; its job is dropped",
                    metadata: ["content": "\(job.content_key)", "error": "\(rejection)"]
                )
                try await database.transaction { db in try await db.delete(from: "media_variant_jobs").where("id", .equal, job.id).run() }
            }
        }
        return settled
    }

    /// Stores `variants`, then in one locked step drops the job and, if no record uses the image any
    /// more (deleted while we encoded), its files; otherwise records the image's full size.
    private func complete(_ job: UUID, content: String, writing variants: [EncodedVariant], storedBytes: Int) async throws {
        try await write(variants, content: content)
        try await database.transaction { db in
            try await lock(content, db)
            try await db.delete(from: "media_variant_jobs").where("id", .equal, job).run()
            if try await removeFilesIfUnused(content, db) {
                try await db.update("media").set("stored_bytes", to: SQLBind(storedBytes)).where("content_key", .equal, content).run()
            }
        }
    }

    static func storedBytes(_ variants: [EncodedVariant]) -> Int {
        variants.reduce(0) { $0 + $1.webp.count + $1.jpeg.count }
    }

    private struct JobRow: Decodable {
        let id: UUID
        let content_key: String
        let claims: Int
    }

    private struct OriginalRow: Decodable {
        let original: Data
    }
}
