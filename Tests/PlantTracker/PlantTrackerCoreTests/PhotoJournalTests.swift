import Foundation
import GRDB
@testable import PlantTrackerCore
import PlantTrackerTestSupport
import Testing

/// Photos as files and rows together, with real images through libvips: sizes, compression, capture
/// dates, deletion of files with their rows, and recovery from every point a crash can interrupt.
@Suite final class PhotoJournalTests {
    let fixture: JournalFixture
    var journal: PlantJournal { fixture.journal }

    init() throws { fixture = try JournalFixture() }

    @Test func aPhotoIsCompressedWithAThumbnailAndItsCaptureDate() async throws {
        let journal = journal
        // A photo larger than the kept size: a second of libvips work, off the cooperative pool.
        let (camera, prepared) = try await onOwnThread {
            let camera = try PlantPhotos.jpeg(
                width: 4_400, height: 1_000, seed: 1,
                exif: CaptureEXIF(dateTimeOriginal: "2025:04:27 18:05:09", subsecondsOriginal: "25", offsetTimeOriginal: "+02:00")
            )
            return (camera, try journal.prepare(camera))
        }
        #expect(prepared.fileExtension == "jpg" && max(prepared.pixelWidth, prepared.pixelHeight) == PhotoSizes.maximumPixelSize)
        #expect(prepared.original.starts(with: [0xFF, 0xD8]) && prepared.thumbnail.starts(with: [0xFF, 0xD8]))
        #expect(prepared.thumbnail.count < prepared.original.count / 10)
        let capture = try #require(prepared.capturedAt)
        #expect(capture.utcOffset == 7_200 && capture.nanosecond == 250_000_000)
        // 18:05:09.25 at +02:00 is 16:05:09.25 UTC, wherever the phone is now.
        #expect(capture.date(assuming: TimeZone(identifier: "America/Los_Angeles")!) == Date(timeIntervalSince1970: 1_745_769_909.25))

        let thumbnail = try VipsImageProcessor().prepare(prepared.thumbnail)
        #expect(max(thumbnail.pixelWidth, thumbnail.pixelHeight) == PhotoSizes.thumbnailPixelSize)
        #expect(try VipsImageProcessor().prepare(try PlantPhotos.jpeg(width: 64, height: 48, seed: 2)).capturedAt == nil)
        #expect(throws: ImageProcessingError.unreadable) { try journal.prepare(Data("not a photo".utf8)) }
        #expect(throws: ImageProcessingError.unreadable) { try journal.prepare(camera.prefix(camera.count / 3)) }
    }

    @Test func keepingAndDeletingPhotosKeepsFilesAndRowsInStep() throws {
        let fern = try journal.store.addPlant(PlantDraft(name: "Fern"))
        let ivy = try journal.store.addPlant(PlantDraft(name: "Ivy"))
        let photos = try (0..<3).map { try fixture.addPhoto(to: fern.id!, seed: UInt64($0)) }
        let ivyPhoto = try fixture.addPhoto(to: ivy.id!, seed: 9)
        var disk = try fixture.fileNamesOnDisk()
        #expect(disk.originals == Set((photos + [ivyPhoto]).map(\.fileName)) && disk.thumbnails == disk.originals)
        let kept = try Data(contentsOf: journal.files.originalURL(photos[0].fileName))
        #expect(kept.starts(with: [0xFF, 0xD8]))

        // Deleting keeps the files for Recently Deleted; erasing takes them.
        try journal.deletePhoto(id: photos[0].id!)
        #expect(try fixture.fileNamesOnDisk().originals.contains(photos[0].fileName))
        try journal.eraseDeleted([.photo(photos[0].id!)])
        disk = try fixture.fileNamesOnDisk()
        #expect(!disk.originals.contains(photos[0].fileName) && !disk.thumbnails.contains(photos[0].fileName))

        try journal.deletePlant(id: fern.id!)
        #expect(try fixture.fileNamesOnDisk().originals.count == 3)
        try journal.eraseAllDeleted()
        disk = try fixture.fileNamesOnDisk()
        #expect(disk.originals == [ivyPhoto.fileName] && disk.thumbnails == [ivyPhoto.fileName])
        #expect(try fixture.reopen().reconciliation.isClean)
    }

    /// A write whose row cannot be made (the plant was deleted meanwhile) takes its files back.
    @Test func aFailedSaveLeavesNoFiles() throws {
        let prepared = try journal.prepare(try PlantPhotos.jpeg(width: 120, height: 90, seed: 3))
        #expect(throws: PlantStore.Failure.plantNotFound) { try journal.addPhoto(prepared, to: 404, takenAt: Date(), notes: nil) }
        let disk = try fixture.fileNamesOnDisk()
        #expect(disk.originals.isEmpty && disk.thumbnails.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: journal.files.root.appendingPathComponent("incoming").path).isEmpty)
    }

    /// Every point a crash can stop a write or a delete at, made by hand, is put right at the next launch:
    /// no orphan file, no row without its photo, no photo without its thumbnail.
    @Test func theNextLaunchReconcilesWhatACrashInterrupted() throws {
        let plant = try journal.store.addPlant(PlantDraft(name: "Olive"))
        let safe = try fixture.addPhoto(to: plant.id!, seed: 10, notes: "untouched")
        let files = journal.files
        let prepared = try journal.prepare(try PlantPhotos.jpeg(width: 200, height: 150, seed: 11))

        // 1. Killed while writing: half a file in `incoming`.
        try prepared.original.prefix(100).write(to: files.root.appendingPathComponent("incoming/\(UUID().uuidString).part"))
        // 2. Killed after the original was renamed into place, before the thumbnail.
        try prepared.original.write(to: files.originalURL("aaaaaaaa-0000-0000-0000-000000000001.jpg"))
        // 3. Killed after both files, before the row was committed.
        _ = try files.write(prepared)
        // 4. Killed during a delete: the row is gone, its files are not.
        let deleted = try fixture.addPhoto(to: plant.id!, seed: 12)
        _ = try journal.store.erasePhoto(id: deleted.id!)
        // 5. A photo whose thumbnail was lost.
        let thumbless = try fixture.addPhoto(to: plant.id!, seed: 13)
        try FileManager.default.removeItem(at: files.thumbnailURL(thumbless.fileName))
        // 6. A row whose original is gone (restored from elsewhere without its files).
        let dangling = try fixture.addPhoto(to: plant.id!, seed: 14)
        try journal.store.setCover(photoID: dangling.id, plantID: plant.id!)
        try FileManager.default.removeItem(at: files.originalURL(dangling.fileName))

        let (reopened, report) = try fixture.reopen()
        #expect(report.interruptedWrites == 1)
        #expect(report.orphanedPhotos == 3)
        #expect(report.rebuiltThumbnails == 1)
        #expect(report.danglingRows == 1)
        let rows = try reopened.database.writer.read { db in try Photo.fetchAll(db) }
        #expect(Set(rows.map(\.fileName)) == [safe.fileName, thumbless.fileName])
        let disk = try fixture.fileNamesOnDisk()
        #expect(disk.originals == Set(rows.map(\.fileName)) && disk.thumbnails == disk.originals)
        #expect(try reopened.store.plant(id: plant.id!)?.coverPhotoID == nil)
        let rebuilt = try VipsImageProcessor().prepare(try Data(contentsOf: files.thumbnailURL(thumbless.fileName)))
        #expect(max(rebuilt.pixelWidth, rebuilt.pixelHeight) <= PhotoSizes.thumbnailPixelSize)
        #expect(try fixture.reopen().reconciliation.isClean)
    }
}
