import Foundation
import GRDB

/// The whole on-device journal: the database, the photo files and the image processor, kept in step.
/// Files are written before the row that points at them and deleted after it, so a crash can only leave
/// files without a row, which `reconcile()` (run on open) removes.
public struct PlantJournal: Sendable {
    public let store: PlantStore
    public let files: PhotoFiles
    public let processor: any ImageProcessor

    public init(store: PlantStore, files: PhotoFiles, processor: any ImageProcessor) {
        self.store = store
        self.files = files
        self.processor = processor
    }

    /// Opens the journal kept in `directory` (the app's documents directory) and tidies what a crash
    /// may have left.
    public static func open(
        in directory: URL, processor: any ImageProcessor, now: @escaping @Sendable () -> Date = Date.init
    ) throws -> (journal: PlantJournal, reconciliation: Reconciliation) {
        let database = try PlantDatabase(url: directory.appendingPathComponent("PlantTracker.sqlite"))
        let files = try PhotoFiles(root: directory.appendingPathComponent("Photos", isDirectory: true))
        let journal = PlantJournal(store: PlantStore(database: database, now: now), files: files, processor: processor)
        return (journal, try journal.reconcile())
    }

    public var database: PlantDatabase { store.database }

    // MARK: Photos

    /// Compresses a picked or captured photo and reads its capture date; slow, so never on the main actor.
    public func prepare(_ data: Data) throws(ImageProcessingError) -> PreparedPhoto {
        try processor.prepare(data)
    }

    /// Keeps a prepared photo on a plant's timeline: its files first, then the row.
    @discardableResult
    public func addPhoto(_ photo: PreparedPhoto, to plantID: Int64, takenAt: Date, notes: String?) throws -> Photo {
        let name = try files.write(photo)
        do {
            return try store.addPhoto(plantID: plantID, fileName: name, takenAt: takenAt, notes: notes)
        } catch {
            files.remove(name)
            throw error
        }
    }

    /// Deletes a photo: it moves to Recently Deleted with its files for 30 days (erasing is in
    /// PlantJournal+RecentlyDeleted).
    public func deletePhoto(id: Int64) throws {
        try store.deletePhoto(id: id)
    }

    /// Deletes a plant: it moves to Recently Deleted with its photos and their files for 30 days.
    public func deletePlant(id: Int64) throws {
        try store.deletePlant(id: id)
    }

    // MARK: Crash recovery

    /// What `reconcile()` found and put right.
    public struct Reconciliation: Sendable, Equatable {
        /// Half-written files from an interrupted write.
        public var interruptedWrites = 0
        /// Photos whose files outlived their row (an interrupted delete, or a write that never got its row).
        public var orphanedPhotos = 0
        /// Rows whose original file is gone; they would show as broken photos, so they go too.
        public var danglingRows = 0
        /// Thumbnails made again from their original.
        public var rebuiltThumbnails = 0

        public init() {}
        public var isClean: Bool { self == Reconciliation() }
    }

    /// Brings files and rows back in step after a crash. Run before anything else writes.
    @discardableResult
    public func reconcile() throws -> Reconciliation {
        var report = Reconciliation()
        report.interruptedWrites = try files.clearIncoming()
        let recorded = Set(try database.writer.read { db in try String.fetchAll(db, sql: "SELECT fileName FROM photo") })
        let originals = try files.originalNames()
        let thumbnails = try files.thumbnailNames()

        let orphans = originals.union(thumbnails).subtracting(recorded)
        for name in orphans { files.remove(name) }
        report.orphanedPhotos = orphans.count

        let dangling = recorded.subtracting(originals)
        if !dangling.isEmpty {
            let ids = try database.writer.read { db in
                try Int64.fetchAll(db, Photo.select(Column("id")).filter(dangling.contains(Column("fileName"))))
            }
            // Erased, not moved to Recently Deleted: there is nothing left to restore.
            for id in ids { files.remove(try store.erasePhoto(id: id)) }
            report.danglingRows = ids.count
        }

        for name in recorded.intersection(originals).subtracting(thumbnails) {
            let original = try Data(contentsOf: files.originalURL(name))
            try files.writeThumbnail(try processor.thumbnail(ofOriginal: original), for: name)
            report.rebuiltThumbnails += 1
        }
        return report
    }
}
