import Foundation
import GRDB
import ZIPFoundation

extension PlantJournal {
    /// What an export wrote.
    public struct ExportSummary: Sendable, Equatable {
        public var plants: Int
        public var photos: Int
        public var bytes: Int64
    }

    /// Writes every plant, photo record and photo file into one zip at `destination`, replacing it.
    /// The zip is built beside the destination and renamed into place, so a failed export leaves
    /// nothing half-written. Photos are stored as they are (already compressed); the manifest is deflated.
    @discardableResult
    public func exportBackup(to destination: URL, progress: (@Sendable (BackupProgress) -> Void)? = nil) throws -> ExportSummary {
        // One read transaction: the manifest is a consistent snapshot even if the app writes meanwhile.
        // Recently Deleted stays out, as it does from Apple's apps' exports: a backup holds what is kept.
        let (plants, photos) = try database.writer.read { db in
            (
                try Plant.fetchAll(db, sql: "SELECT * FROM plant WHERE deletedAt IS NULL"),
                try Photo.fetchAll(db, sql: """
                    SELECT photo.* FROM photo JOIN plant ON plant.id = photo.plantID WHERE photo.deletedAt IS NULL AND plant.deletedAt IS NULL
                    """)
            )
        }
        let partial = destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).partial")
        try? FileManager.default.removeItem(at: partial)
        do {
            let archive = try Archive(url: partial, accessMode: .create)
            var exported: [BackupManifest.BackupPhoto] = []
            let total = photos.count * 2 + 1
            let plantUUIDs = Dictionary(uniqueKeysWithValues: plants.compactMap { plant in plant.id.map { ($0, plant.uuid) } })
            for (index, photo) in photos.enumerated() {
                let original = files.originalURL(photo.fileName)
                let thumbnail = files.thumbnailURL(photo.fileName)
                // A photo deleted since the snapshot is left out, not an error.
                guard let originalSize = Self.size(of: original), let thumbnailSize = Self.size(of: thumbnail) else { continue }
                try archive.addEntry(with: BackupManifest.originalEntry(photo.fileName), fileURL: original)
                try archive.addEntry(with: BackupManifest.thumbnailEntry(photo.fileName), fileURL: thumbnail)
                exported.append(.init(
                    plantUUID: plantUUIDs[photo.plantID] ?? "", fileName: photo.fileName, takenAt: photo.takenAt,
                    notes: photo.notes, createdAt: photo.createdAt, originalSize: originalSize, thumbnailSize: thumbnailSize
                ))
                progress?(BackupProgress(completed: index * 2 + 2, total: total))
            }
            let fileNames = Dictionary(uniqueKeysWithValues: photos.compactMap { photo in photo.id.map { ($0, photo.fileName) } })
            let manifest = BackupManifest(
                format: BackupManifest.formatName, version: BackupManifest.currentVersion, createdAt: store.now(),
                plants: plants.map { plant in
                    .init(
                        uuid: plant.uuid, name: plant.name, scientificName: plant.scientificName, location: plant.location,
                        startedAt: plant.startedAt, coverFileName: plant.coverPhotoID.flatMap { fileNames[$0] },
                        isArchived: plant.isArchived, createdAt: plant.createdAt, updatedAt: plant.updatedAt
                    )
                },
                photos: exported
            )
            let json = try BackupManifest.encoder.encode(manifest)
            try archive.addEntry(
                with: BackupManifest.entryName, type: .file, uncompressedSize: Int64(json.count), compressionMethod: .deflate
            ) { position, size in
                json.subdata(in: Int(position)..<Int(position) + size)
            }
            progress?(BackupProgress(completed: total, total: total))
            try DurableFile.flush(partial)
            try DurableFile.rename(partial, to: destination)
            return ExportSummary(plants: plants.count, photos: exported.count, bytes: Self.size(of: destination) ?? 0)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw BackupError.couldNotWrite(String(describing: error))
        }
    }

    static func size(of url: URL) -> Int64? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.int64Value
    }
}
