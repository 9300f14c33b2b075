import Foundation
import GRDB
@testable import PlantTrackerCore
import PlantTrackerTestSupport
import Testing
import ZIPFoundation

/// Recently Deleted on a real journal (SQLite and real photo files): deleting hides a plant or photo from
/// every screen and export but keeps its rows and files; restoring brings it back; the launch erases
/// what is 30 calendar days old, and a crash at any point of that is finished by the next launch.
@MainActor @Suite final class RecentlyDeletedTests {
    let fixture: JournalFixture
    let utc = JournalCalendar(timeZone: TimeZone(identifier: "UTC")!)
    var journal: PlantJournal { fixture.journal }
    var store: PlantStore { fixture.journal.store }

    init() throws { fixture = try JournalFixture() }

    /// Everything a screen reads, at once.
    private func visible(_ plantID: Int64) throws -> (cards: [PlantCard], timeline: [Photo], active: [Plant], plant: Plant?, compare: [Photo]) {
        let cards = try store.database.writer.read { db in try PlantStore.cards(db, archived: false, query: HomeQuery(sort: .recentActivity), limit: 50) }
        let compare = CompareModel(plantID: plantID, plantName: "", journal: journal, calendar: utc).photos
        return (cards, try store.timeline(plantID: plantID), try store.activePlants(), try store.plant(id: plantID), compare)
    }

    @Test func deletedPhotosAndPlantsLeaveEveryScreenButKeepTheirFiles() throws {
        let fern = try store.addPlant(PlantDraft(name: "Fern"))
        let ivy = try store.addPlant(PlantDraft(name: "Ivy"))
        fixture.clock.advance(days: 1)
        let old = try fixture.addPhoto(to: fern.id!, seed: 1, takenAt: fixture.clock.read().addingTimeInterval(-86_400 * 10))
        let newest = try fixture.addPhoto(to: fern.id!, seed: 2)
        let ivyPhoto = try fixture.addPhoto(to: ivy.id!, seed: 3, takenAt: fixture.clock.read().addingTimeInterval(-3_600))
        try store.setCover(photoID: old.id, plantID: fern.id!)

        try journal.deletePhoto(id: newest.id!)
        try journal.deletePhoto(id: old.id!)
        var seen = try visible(fern.id!)
        let fernCard = try #require(seen.cards.first { $0.plant.id == fern.id })
        #expect(fernCard.photoCount == 0 && fernCard.previews.isEmpty && fernCard.cover == nil, "the deleted cover is not shown")
        // Recent activity no longer counts Fern's deleted newest photo: Ivy's hour-old one comes first.
        #expect(seen.cards.map(\.plant.name) == ["Ivy", "Fern"])
        #expect(seen.timeline.isEmpty && seen.compare.isEmpty && seen.plant?.coverPhotoID == old.id)
        let position = try store.database.writer.read { db in try PlantStore.position(db, of: ivyPhoto) }
        #expect(position.count == 1)
        #expect(throws: PlantStore.Failure.photoNotFound) { try store.updatePhoto(id: old.id!, takenAt: Date(), notes: nil) }
        #expect(throws: PlantStore.Failure.photoNotFound) { try store.setCover(photoID: old.id, plantID: fern.id!) }
        #expect(throws: PlantStore.Failure.photoNotFound) { try journal.deletePhoto(id: old.id!) }
        let viewer = PhotoDetailModel(photoID: old.id!, journal: journal, calendar: utc)
        #expect(viewer.isDismissed)

        try journal.deletePlant(id: ivy.id!)
        seen = try visible(ivy.id!)
        #expect(seen.cards.map(\.plant.name) == ["Fern"] && seen.active.map(\.name) == ["Fern"] && seen.plant == nil)
        #expect(throws: PlantStore.Failure.plantNotFound) { try store.updatePlant(id: ivy.id!, with: PlantDraft(name: "x")) }
        #expect(throws: PlantStore.Failure.plantNotFound) { try store.addPhoto(plantID: ivy.id!, fileName: "x.jpg", takenAt: Date(), notes: nil) }
        #expect(throws: PlantStore.Failure.plantNotFound) { try store.setArchived(true, plantID: ivy.id!) }
        #expect(throws: PlantStore.Failure.plantNotFound) { try store.setCover(photoID: nil, plantID: ivy.id!) }
        #expect(PhotoDetailModel(photoID: ivyPhoto.id!, journal: journal, calendar: utc).isDismissed, "a photo of a deleted plant")
        let detail = PlantDetailModel(plantID: ivy.id!, journal: journal, calendar: utc)
        detail.reload()
        #expect(detail.isGone)

        // Every file is still there, and the next launch finds nothing to tidy.
        #expect(try fixture.fileNamesOnDisk().originals == [old.fileName, newest.fileName, ivyPhoto.fileName])
        #expect(try fixture.reopen().reconciliation.isClean)
    }

    @Test func restoringBringsThingsBackWhereTheyWere() throws {
        let fern = try store.addPlant(PlantDraft(name: "Fern"))
        let photos = try (0..<3).map { try fixture.addPhoto(to: fern.id!, seed: UInt64($0), takenAt: fixture.clock.read().addingTimeInterval(Double($0) * 60)) }
        try store.setCover(photoID: photos[0].id, plantID: fern.id!)
        try journal.deletePhoto(id: photos[0].id!)
        fixture.clock.advance(days: 1)
        try journal.deletePlant(id: fern.id!)

        // The plant comes back with the photos that went with it; the one deleted on its own stays deleted.
        try store.restorePlant(id: fern.id!)
        #expect(try store.timeline(plantID: fern.id!).map(\.id) == [photos[2].id, photos[1].id])
        #expect(throws: PlantStore.Failure.plantNotFound) { try store.restorePlant(id: fern.id!) }

        // A photo restored onto a deleted plant brings the plant back, and its cover with it.
        try journal.deletePlant(id: fern.id!)
        #expect(try store.restorePhoto(id: photos[0].id!) == true)
        #expect(try store.plant(id: fern.id!)?.coverPhotoID == photos[0].id)
        let card = try store.database.writer.read { db in try PlantStore.cards(db, archived: false, limit: 5) }.first
        #expect(card?.cover?.id == photos[0].id && card?.photoCount == 3)
        #expect(throws: PlantStore.Failure.photoNotFound) { try store.restorePhoto(id: photos[0].id!) }
    }

    /// 30 calendar days in the person's time zone, through a daylight-saving change: deleted on 1 March
    /// at 23:30 in New York, it has 30 days left that day, 1 on 30 March, and goes on 31 March.
    @Test func daysLeftAreCalendarDaysInThePersonsTimeZone() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "America/New_York")!
        func date(_ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
            calendar.date(from: DateComponents(year: 2025, month: month, day: day, hour: hour, minute: minute))!
        }
        let deleted = date(3, 1, 23, 30)
        #expect(RecentlyDeleted.daysLeft(deletedAt: deleted, now: date(3, 1, 23, 45), calendar: calendar) == 30)
        #expect(RecentlyDeleted.daysLeft(deletedAt: deleted, now: date(3, 2, 0, 5), calendar: calendar) == 29)
        #expect(RecentlyDeleted.daysLeft(deletedAt: deleted, now: date(3, 30, 23, 59), calendar: calendar) == 1)
        #expect(RecentlyDeleted.daysLeft(deletedAt: deleted, now: date(3, 31, 0, 1), calendar: calendar) == 0)
        #expect(deleted >= RecentlyDeleted.purgeCutoff(now: date(3, 30, 23, 59), calendar: calendar))
        #expect(deleted < RecentlyDeleted.purgeCutoff(now: date(3, 31, 0, 1), calendar: calendar))
        // In Tokyo that instant was 2 March, 13:30: on the evening of 30 March there, two days are left.
        var tokyo = calendar
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(RecentlyDeleted.daysLeft(deletedAt: deleted, now: deleted, calendar: tokyo) == 30)
        #expect(RecentlyDeleted.daysLeft(deletedAt: deleted, now: date(3, 30, 10), calendar: tokyo) == 2)
        #expect(RecentlyDeleted.daysLeft(deletedAt: deleted, now: date(3, 30, 10), calendar: calendar) == 1)
        #expect(RecentlyDeleted.daysLeftText(30) == "30 days left" && RecentlyDeleted.daysLeftText(1) == "1 day left")
        #expect(RecentlyDeleted.daysLeftText(0) == "Deleted at next launch")
    }

    /// The launch (the app model's start) erases rows and files 30 days old, and only those.
    @Test func theLaunchPurgesWhatIsThirtyDaysOld() async throws {
        let fern = try store.addPlant(PlantDraft(name: "Fern"))
        let ivy = try store.addPlant(PlantDraft(name: "Ivy"))
        let fernPhotos = try (0..<2).map { try fixture.addPhoto(to: fern.id!, seed: UInt64($0)) }
        let ivyPhotos = try (0..<2).map { try fixture.addPhoto(to: ivy.id!, seed: UInt64(10 + $0)) }
        try store.setCover(photoID: ivyPhotos[0].id, plantID: ivy.id!)
        try journal.deletePlant(id: fern.id!)
        try journal.deletePhoto(id: ivyPhotos[0].id!)
        fixture.clock.advance(days: 10)
        try journal.deletePhoto(id: ivyPhotos[1].id!)
        fixture.clock.advance(days: 20)
        // The deleted plant's photos are still on disk until the purge.
        #expect(try fixture.fileNamesOnDisk().originals.isSuperset(of: fernPhotos.map(\.fileName)))

        let app = PlantTrackerAppModel(journal: journal, cameraAvailable: false, calendar: utc, now: fixture.clock.read)
        #expect(await app.start() == 3)
        let rows = try await store.database.writer.read { db in (try Plant.fetchAll(db).map(\.name), try Photo.fetchAll(db).map(\.id)) }
        #expect(rows.0 == ["Ivy"] && rows.1 == [ivyPhotos[1].id])
        #expect(try fixture.fileNamesOnDisk().originals == [ivyPhotos[1].fileName])
        #expect(try store.plant(id: ivy.id!)?.coverPhotoID == nil, "an erased cover falls back to the newest photo")
        #expect(await app.start() == 0)
        #expect(try fixture.reopen().reconciliation.isClean)
    }

    /// A crash after the purge's rows went but before their files: the next launch removes the orphans.
    @Test func aCrashBetweenRowsAndFilesIsFinishedAtTheNextLaunch() async throws {
        let fern = try store.addPlant(PlantDraft(name: "Fern"))
        let kept = try fixture.addPhoto(to: fern.id!, seed: 1)
        let doomed = try (0..<2).map { try fixture.addPhoto(to: fern.id!, seed: UInt64(2 + $0)) }
        for photo in doomed { try journal.deletePhoto(id: photo.id!) }
        fixture.clock.advance(days: 31)
        // Killed here: the transaction committed, no file removed yet.
        let names = try store.eraseDeleted(before: RecentlyDeleted.purgeCutoff(now: fixture.clock.read(), calendar: utc.calendar))
        #expect(Set(names) == Set(doomed.map(\.fileName)))
        #expect(try fixture.fileNamesOnDisk().originals.count == 3)

        let (reopened, report) = try fixture.reopen()
        #expect(report.orphanedPhotos == 2 && report.danglingRows == 0)
        let app = PlantTrackerAppModel(journal: reopened, reconciliation: report, cameraAvailable: false, calendar: utc, now: fixture.clock.read)
        #expect(await app.start() == 0)
        #expect(app.recoveryNote == nil)
        let disk = try fixture.fileNamesOnDisk()
        #expect(disk.originals == [kept.fileName] && disk.thumbnails == [kept.fileName])
        #expect(try reopened.store.timeline(plantID: fern.id!).map(\.id) == [kept.id])
    }

    /// The reverse order, files gone but rows still there (a purge's files removed by hand, or a crash in a
    /// build that removed files first): the next launch erases the rows and finishes the purge; no row is
    /// left without its file, and the kept photos are untouched.
    @Test func filesGoneBeforeTheirRowsAreFinishedAtTheNextLaunch() async throws {
        let fern = try store.addPlant(PlantDraft(name: "Fern"))
        let ivy = try store.addPlant(PlantDraft(name: "Ivy"))
        let kept = try fixture.addPhoto(to: ivy.id!, seed: 1)
        let fernPhotos = try (0..<2).map { try fixture.addPhoto(to: fern.id!, seed: UInt64(2 + $0)) }
        let lonely = try fixture.addPhoto(to: ivy.id!, seed: 5)
        try journal.deletePlant(id: fern.id!)
        try journal.deletePhoto(id: lonely.id!)
        fixture.clock.advance(days: 30)
        // Killed here: the files (one original, one thumbnail only of the plant) removed, the rows not.
        journal.files.remove(lonely.fileName)
        try FileManager.default.removeItem(at: journal.files.originalURL(fernPhotos[0].fileName))
        try FileManager.default.removeItem(at: journal.files.thumbnailURL(fernPhotos[1].fileName))

        let (reopened, report) = try fixture.reopen()
        #expect(report.danglingRows == 2 && report.rebuiltThumbnails == 1)
        let app = PlantTrackerAppModel(journal: reopened, reconciliation: report, cameraAvailable: false, calendar: utc, now: fixture.clock.read)
        #expect(await app.start() == 1)
        let rows = try await reopened.database.writer.read { db in (try Plant.fetchAll(db).map(\.name), try Photo.fetchAll(db).map(\.fileName)) }
        #expect(rows.0 == ["Ivy"] && rows.1 == [kept.fileName])
        let disk = try fixture.fileNamesOnDisk()
        #expect(disk.originals == [kept.fileName] && disk.thumbnails == [kept.fileName])
        #expect(try fixture.reopen().reconciliation.isClean)
    }

    /// The screen: newest deleted first with days left; restore one (a photo brings its plant), delete one
    /// now only after confirming, Recover All, Delete All.
    @Test func theRecentlyDeletedScreen() async throws {
        let fern = try store.addPlant(PlantDraft(name: "Fern"))
        let ivy = try store.addPlant(PlantDraft(name: "Ivy"))
        let fernPhotos = try (0..<3).map { try fixture.addPhoto(to: fern.id!, seed: UInt64($0)) }
        let ivyPhoto = try fixture.addPhoto(to: ivy.id!, seed: 9, takenAt: Date(timeIntervalSince1970: 1_745_769_909))
        try journal.deletePhoto(id: fernPhotos[0].id!)
        fixture.clock.advance(days: 3)
        try journal.deletePhoto(id: ivyPhoto.id!)
        fixture.clock.advance(days: 2)
        try journal.deletePlant(id: ivy.id!)
        fixture.clock.advance(days: 1)

        let model = PlantTrackerAppModel(journal: journal, cameraAvailable: false, calendar: utc, now: fixture.clock.read).makeRecentlyDeleted()
        model.start()
        defer { model.stop() }
        #expect(model.rows.map(\.id) == [.plant(ivy.id!), .photo(ivyPhoto.id!), .photo(fernPhotos[0].id!)])
        #expect(model.rows.map(\.daysLeftText) == ["29 days left", "27 days left", "24 days left"])
        #expect(model.rows.map(\.title) == ["Ivy", "Photo of Ivy", "Photo of Fern"])
        #expect(model.rows.map(\.subtitle) == ["0 photos", "Apr 27, 2025", utc.dayText(fernPhotos[0].takenAt)])
        #expect(model.rows[1].accessibilityLabel == "Photo of Ivy, Apr 27, 2025, 27 days left")
        #expect(model.thumbnailURL(for: model.rows[2]) == journal.files.thumbnailURL(fernPhotos[0].fileName))
        #expect(model.totalCount == 3 && model.canActOnAll)

        // Restoring Ivy's photo brings Ivy back, and says so.
        model.restore(.photo(ivyPhoto.id!))
        #expect(model.notice == "\u{201C}Ivy\u{201D} was restored with its photo.")
        #expect(model.rows.map(\.id) == [.photo(fernPhotos[0].id!)])
        #expect(try store.timeline(plantID: ivy.id!).map(\.id) == [ivyPhoto.id])

        // Delete now: nothing happens without the confirmation, or when it is cancelled.
        try journal.deletePlant(id: fern.id!)
        model.reload()
        #expect(model.rows.first?.id == .plant(fern.id!) && model.rows.first?.subtitle == "2 photos")
        model.confirmDeletion()
        model.requestDeleteNow(.plant(fern.id!))
        #expect(model.isConfirmingDeletion && model.confirmationTitle == "Delete \u{201C}Fern\u{201D} now?")
        #expect(model.confirmationMessage == "It and its 2 photos will be deleted for good. This can't be undone.")
        #expect(model.confirmationButtonTitle == "Delete Now")
        model.cancelDeletion()
        model.confirmDeletion()
        #expect(model.totalCount == 2)
        model.requestDeleteNow(.photo(fernPhotos[0].id!))
        #expect(model.confirmationTitle == "Delete this photo now?" && model.confirmationMessage == "It will be deleted for good. This can't be undone.")
        model.isConfirmingDeletion = false  // SwiftUI dismissing the dialog before running its button
        model.confirmDeletion()
        #expect(model.rows.map(\.id) == [.plant(fern.id!)])
        #expect(!(try fixture.fileNamesOnDisk().originals.contains(fernPhotos[0].fileName)))

        // Recover All, then delete again and Delete All.
        model.restoreAll()
        #expect(model.isEmpty && model.emptyTitle == "No Recently Deleted Items")
        #expect(try store.timeline(plantID: fern.id!).count == 2)
        try journal.deletePlant(id: fern.id!)
        try journal.deletePhoto(id: ivyPhoto.id!)
        #expect(try await eventually { model.totalCount == 2 }, "kept current by observation")
        model.requestDeleteAll()
        #expect(model.confirmationTitle == "Delete all 2 items now?" && model.confirmationButtonTitle == "Delete All")
        #expect(model.confirmationMessage == "They will be deleted for good. This can't be undone.")
        model.confirmDeletion()
        #expect(model.isEmpty && !model.canActOnAll)
        model.requestDeleteAll()
        #expect(!model.isConfirmingDeletion)
        #expect(try fixture.fileNamesOnDisk().originals.isEmpty)
        #expect(try store.activePlants().map(\.name) == ["Ivy"])
        #expect(try fixture.reopen().reconciliation.isClean)
    }

    /// A backup holds what is kept, as Apple's apps' exports do; restoring one brings back from Recently
    /// Deleted what it holds.
    @Test func backupsLeaveRecentlyDeletedOutAndRestoringOneBringsItBack() throws {
        let scratch = fixture.documents.appendingPathComponent("scratch", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let fern = try store.addPlant(PlantDraft(name: "Fern"))
        let ivy = try store.addPlant(PlantDraft(name: "Ivy"))
        let fernPhotos = try (0..<2).map { try fixture.addPhoto(to: fern.id!, seed: UInt64($0)) }
        try fixture.addPhoto(to: ivy.id!, seed: 5)
        try store.setCover(photoID: fernPhotos[1].id, plantID: fern.id!)
        let everything = scratch.appendingPathComponent("everything.zip")
        try journal.exportBackup(to: everything)

        try journal.deletePhoto(id: fernPhotos[1].id!)
        try journal.deletePlant(id: ivy.id!)
        let kept = scratch.appendingPathComponent("kept.zip")
        #expect(try journal.exportBackup(to: kept) == .init(plants: 1, photos: 1, bytes: try #require(PlantJournal.size(of: kept))))
        let newPhone = try JournalFixture()
        #expect(try newPhone.journal.importBackup(from: kept) == .init(plantsAdded: 1, photosAdded: 1, photosAlreadyHere: 0))
        #expect(try newPhone.journal.store.activePlants().first?.coverPhotoID == nil, "the deleted cover stays out")

        #expect(try journal.importBackup(from: everything) == .init(plantsAdded: 1, photosAdded: 1, photosAlreadyHere: 2))
        #expect(try store.activePlants().map(\.name) == ["Fern", "Ivy"])
        #expect(try store.timeline(plantID: fern.id!).count == 2 && store.plant(id: fern.id!)?.coverPhotoID == fernPhotos[1].id)
        #expect(try store.database.writer.read { db in try PlantStore.deletedItems(db, limit: 10).total } == 0)
    }
}
