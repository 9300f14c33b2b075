import AppCopy
import Foundation
import GRDB
import ZIPFoundation

extension PlantJournal {
    /// What an import added. Plants and photos already here (same plant identity, same photo file) are
    /// left as they are, so restoring the same backup twice adds nothing the second time.
    public struct ImportSummary: Sendable, Equatable {
        public var plantsAdded: Int
        public var photosAdded: Int
        public var photosAlreadyHere: Int
    }

    /// Restores a backup made by `exportBackup`, adding what is not here yet. Everything is checked
    /// first (format, version, every record, every file's size and CRC); a foreign, newer or damaged
    /// file is refused with a `BackupError` and changes nothing.
    @discardableResult
    public func importBackup(from url: URL, progress: (@Sendable (BackupProgress) -> Void)? = nil) throws -> ImportSummary {
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            throw BackupError.notABackup
        }
        // One pass over the central directory; `archive[path]` would scan it again for every file.
        var entries: [String: Entry] = [:]
        for entry in archive where entry.type == .file { entries[entry.path] = entry }
        guard let manifestEntry = entries[BackupManifest.entryName] else { throw BackupError.notABackup }
        let manifest = try Self.readManifest(manifestEntry, in: archive)
        try Self.check(manifest, entries: entries)

        let (knownPlants, knownFiles) = try database.writer.read { db in
            (
                Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT uuid, id FROM plant").map { ($0["uuid"] as String, $0["id"] as Int64) }),
                Set(try String.fetchAll(db, sql: "SELECT fileName FROM photo"))
            )
        }
        let newPhotos = manifest.photos.filter { !knownFiles.contains($0.fileName) }

        // Stage every new file, checked, before anything is visible; then rename them all into place.
        let staging = try files.makeStagingFolder()
        defer { try? FileManager.default.removeItem(at: staging) }
        let total = newPhotos.count * 2 + 1
        var placed: [String] = []
        do {
            for (index, photo) in newPhotos.enumerated() {
                for (entryName, kind) in [(BackupManifest.originalEntry(photo.fileName), "o"), (BackupManifest.thumbnailEntry(photo.fileName), "t")] {
                    try Self.extract(entries[entryName]!, named: entryName, from: archive, to: staging.appendingPathComponent("\(kind)-\(photo.fileName)"))
                }
                progress?(BackupProgress(completed: index * 2 + 2, total: total))
            }
            for photo in newPhotos {
                try files.adopt(staging.appendingPathComponent("o-\(photo.fileName)"), as: files.originalURL(photo.fileName))
                placed.append(photo.fileName)
                try files.adopt(staging.appendingPathComponent("t-\(photo.fileName)"), as: files.thumbnailURL(photo.fileName))
            }
            let (plantsAdded, recovered) = try database.writer.write { db in
                (try Self.insert(manifest, newPhotos: newPhotos, knownPlants: knownPlants, db), try Self.recoverDeleted(manifest, db))
            }
            progress?(BackupProgress(completed: total, total: total))
            return ImportSummary(
                plantsAdded: plantsAdded + recovered.plants, photosAdded: newPhotos.count + recovered.photos,
                photosAlreadyHere: manifest.photos.count - newPhotos.count - recovered.photos
            )
        } catch {
            // Files placed for rows that were never committed would be orphans: take them back now.
            for name in placed { files.remove(name) }
            if let error = error as? BackupError { throw error }
            throw BackupError.couldNotWrite(String(describing: error))
        }
    }

    private static func readManifest(_ entry: Entry, in archive: Archive) throws -> BackupManifest {
        guard entry.uncompressedSize < 64 << 20 else { throw BackupError.damaged(PlantTrackerCopy[.backupDamageManifestTooLarge]) }
        var json = Data()
        let checksum: CRC32
        do {
            checksum = try archive.extract(entry) { json.append($0) }
        } catch {
            throw BackupError.damaged(PlantTrackerCopy[.backupDamageManifestUnreadable])
        }
        guard checksum == entry.checksum else { throw BackupError.damaged(PlantTrackerCopy[.backupDamageManifestCorrupt]) }
        // Read the format first: a foreign or newer manifest may not decode as ours at all.
        struct Header: Decodable { var format: String; var version: Int }
        guard let header = try? JSONDecoder().decode(Header.self, from: json), header.format == BackupManifest.formatName else {
            throw BackupError.notABackup
        }
        guard header.version <= BackupManifest.currentVersion else { throw BackupError.newerVersion(header.version) }
        do {
            return try BackupManifest.decoder.decode(BackupManifest.self, from: json)
        } catch {
            throw BackupError.damaged(PlantTrackerCopy[.backupDamageManifestIncomplete])
        }
    }

    /// Every record valid and every file present at its recorded size, before anything is touched.
    private static func check(_ manifest: BackupManifest, entries: [String: Entry]) throws {
        var plantUUIDs = Set<String>()
        for plant in manifest.plants {
            guard !plant.uuid.isEmpty, plant.uuid.count <= 64, plantUUIDs.insert(plant.uuid).inserted else {
                throw BackupError.damaged(PlantTrackerCopy[.backupDamagePlantIdentity])
            }
            let draft = PlantDraft(name: plant.name, scientificName: plant.scientificName ?? "", location: plant.location ?? "")
            guard (try? draft.validated(now: .distantFuture)) != nil else { throw BackupError.damaged(PlantTrackerCopy[.backupDamagePlantDetails]) }
        }
        var fileNames = Set<String>()
        for photo in manifest.photos {
            guard PhotoFiles.isValidFileName(photo.fileName), fileNames.insert(photo.fileName).inserted else {
                throw BackupError.damaged(PlantTrackerCopy[.backupDamagePhotoFileName])
            }
            guard plantUUIDs.contains(photo.plantUUID) else { throw BackupError.damaged(PlantTrackerCopy[.backupDamagePhotoWithoutPlant]) }
            guard entries[BackupManifest.originalEntry(photo.fileName)]?.uncompressedSize == UInt64(clamping: photo.originalSize),
                  entries[BackupManifest.thumbnailEntry(photo.fileName)]?.uncompressedSize == UInt64(clamping: photo.thumbnailSize)
            else { throw BackupError.damaged(PlantTrackerCopy[.backupDamagePhotoMissing]) }
        }
        let owners = Dictionary(uniqueKeysWithValues: manifest.photos.map { ($0.fileName, $0.plantUUID) })
        for plant in manifest.plants {
            if let cover = plant.coverFileName, owners[cover] != plant.uuid {
                throw BackupError.damaged(PlantTrackerCopy[.backupDamageCoverMissing])
            }
        }
    }

    private static func extract(_ entry: Entry, named name: String, from archive: Archive, to url: URL) throws {
        let checksum: CRC32
        do {
            checksum = try archive.extract(entry, to: url)
        } catch {
            throw BackupError.damaged(PlantTrackerCopy.format(.backupDamageFileUnreadable, .text(name)))
        }
        guard checksum == entry.checksum else { throw BackupError.damaged(PlantTrackerCopy.format(.backupDamageFileCorrupt, .text(name))) }
        try DurableFile.flush(url)
    }

    /// The rows, in one transaction: plants not here yet (keeping their identity), then every new photo,
    /// then the new plants' covers. Returns how many plants were added.
    private static func insert(_ manifest: BackupManifest, newPhotos: [BackupManifest.BackupPhoto], knownPlants: [String: Int64], _ db: Database) throws -> Int {
        var plantIDs = knownPlants
        var added: [BackupManifest.BackupPlant] = []
        for backup in manifest.plants where plantIDs[backup.uuid] == nil {
            var plant = Plant(
                uuid: backup.uuid, name: backup.name, scientificName: backup.scientificName, location: backup.location,
                startedAt: backup.startedAt, isArchived: backup.isArchived, createdAt: backup.createdAt, updatedAt: backup.updatedAt
            )
            try plant.insert(db)
            plantIDs[backup.uuid] = plant.id
            added.append(backup)
        }
        var photoIDs: [String: Int64] = [:]
        for backup in newPhotos {
            var photo = Photo(
                plantID: plantIDs[backup.plantUUID]!, fileName: backup.fileName, takenAt: backup.takenAt, notes: backup.notes,
                createdAt: backup.createdAt
            )
            try photo.insert(db)
            photoIDs[backup.fileName] = photo.id
        }
        for backup in added {
            guard let cover = backup.coverFileName, let photoID = photoIDs[cover], let plantID = plantIDs[backup.uuid] else { continue }
            try db.execute(sql: "UPDATE plant SET coverPhotoID = ? WHERE id = ?", arguments: [photoID, plantID])
        }
        return added.count
    }
}
