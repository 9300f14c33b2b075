import Foundation
import GRDB
@testable import PlantTrackerCore
import PlantTrackerTestSupport
import Testing

/// The flows of spec §4, driven through the screen models as the views drive them, on a real journal.
@MainActor @Suite final class UserFlowTests {
    let fixture: JournalFixture
    let app: PlantTrackerAppModel
    let utc = JournalCalendar(timeZone: TimeZone(identifier: "UTC")!)

    init() throws {
        fixture = try JournalFixture()
        app = PlantTrackerAppModel(journal: fixture.journal, cameraAvailable: true, calendar: utc, now: fixture.clock.read)
    }

    /// §4.1: "+" → Add Plant → fill in → Save → back home, where the plant shows.
    @Test func addingAPlantDirectly() async throws {
        app.home.start()
        #expect(app.home.isEmpty)
        app.showCaptureOptions()
        guard case .captureOptions(let options) = app.sheet else { Issue.record("no capture options"); return }
        #expect(options.options == [.addPlant, .takePhoto, .chooseFromLibrary, .cancel])
        app.choose(.addPlant)
        guard case .plantForm(let form) = app.sheet else { Issue.record("no form"); return }
        #expect(!form.canSave && !form.canDelete && form.title == "New Plant")
        form.name = "  "
        form.location = String(repeating: "x", count: 201)
        #expect(form.save() == nil)
        #expect(form.message(for: .location) == "Up to 200 characters." && app.sheet != nil)
        form.name = "Monstera"
        form.scientificName = "Monstera deliciosa"
        form.location = "Living room"
        #expect(form.save()?.name == "Monstera")
        #expect(app.sheet == nil)
        #expect(try await eventually { self.app.home.cards.map(\.plant.name) == ["Monstera"] })
        #expect(app.home.cards[0].plant.location == "Living room" && app.home.cards[0].photoCount == 0)
        app.home.stop()
    }

    /// §4.2: "+" → Choose from Library → Add Photo → "+ Add New Plant" → Save → back on Add Photo with
    /// the new plant selected → notes → Save: the photo is on the new plant.
    @Test func addingAPlantWhileAddingAPhoto() async throws {
        try fixture.journal.store.addPlant(PlantDraft(name: "Basil"))
        app.showCaptureOptions()
        app.choose(.chooseFromLibrary)
        guard case .library(nil) = app.sheet else { Issue.record("library not shown"); return }
        let data = try PlantPhotos.jpeg(width: 300, height: 200, seed: 5, exif: .init(dateTimeOriginal: "2025:04:01 09:30:00", offsetTimeOriginal: "+00:00"))
        await app.picked(data)
        guard case .addPhoto(let add) = app.sheet else { Issue.record("no add photo"); return }
        #expect(add.choices.map(\.title) == ["Basil", "+ Add New Plant"])
        #expect(add.selectedPlantID == nil && !add.canSave)
        #expect(add.takenAt == Date(timeIntervalSince1970: 1_743_499_800) && add.dateSource == .photo)

        add.choose(.addNewPlant)
        let form = try #require(add.newPlantForm)
        form.name = "Tomato"
        form.scientificName = "Solanum lycopersicum"
        let tomato = try #require(form.save())
        #expect(add.newPlantForm == nil)
        #expect(add.selectedPlantID == tomato.id && add.selectedPlantName == "Tomato")
        #expect(add.previewAccessibilityLabel == "New photo of Tomato")
        #expect(add.choices.map(\.title) == ["Basil", "Tomato", "+ Add New Plant"])
        add.notes = "First true leaves"
        await app.saveAddedPhoto()
        #expect(app.sheet == nil)
        let timeline = try fixture.journal.store.timeline(plantID: tomato.id!)
        #expect(timeline.map(\.notes) == ["First true leaves"] && timeline[0].takenAt == add.takenAt)
    }

    /// §4.3: from a plant's page, "+" → Take Photo → Add Photo with that plant preselected → Save.
    @Test func addingAPhotoToAnExistingPlant() async throws {
        let fern = try fixture.journal.store.addPlant(PlantDraft(name: "Fern"))
        let detail = app.makeDetail(plantID: fern.id!)
        detail.start()
        app.showCaptureOptions(plantID: fern.id)
        app.choose(.takePhoto)
        guard case .camera(let id) = app.sheet, id == fern.id else { Issue.record("camera not shown for the plant"); return }
        await app.picked(try PlantPhotos.jpeg(width: 320, height: 240, seed: 6))
        guard case .addPhoto(let add) = app.sheet else { Issue.record("no add photo"); return }
        #expect(add.selectedPlantID == fern.id && add.canSave)
        #expect(add.dateSource == .now && add.takenAt == fixture.clock.read())
        add.takenAt = fixture.clock.read().addingTimeInterval(86_400 * 2)
        #expect(add.dateProblem != nil && !add.canSave)
        add.takenAt = fixture.clock.read().addingTimeInterval(-86_400)
        #expect(add.dateSource == .edited && add.canSave)
        await app.saveAddedPhoto()
        #expect(try await eventually { detail.entries.count == 1 })
        #expect(detail.entries[0].dateText == utc.dayText(fixture.clock.read().addingTimeInterval(-86_400)))
        detail.stop()
    }

    /// The system photo picker may report that it closed before it hands over the selection: the photo
    /// still goes to the plant whose page the picker was opened from. A new "+" forgets that plant.
    @Test func aSelectionAfterThePickerClosedKeepsItsPlant() async throws {
        let fern = try fixture.journal.store.addPlant(PlantDraft(name: "Fern"))
        try fixture.journal.store.addPlant(PlantDraft(name: "Basil"))
        app.showCaptureOptions(plantID: fern.id)
        app.choose(.chooseFromLibrary)
        app.pickerCancelled()
        #expect(app.sheet == nil)
        await app.picked(try PlantPhotos.jpeg(width: 320, height: 240, seed: 7))
        guard case .addPhoto(let add) = app.sheet else { Issue.record("no add photo"); return }
        #expect(add.selectedPlantID == fern.id && add.canSave)

        app.dismissSheet()
        app.showCaptureOptions()
        app.choose(.chooseFromLibrary)
        app.pickerCancelled()
        await app.picked(try PlantPhotos.jpeg(width: 320, height: 240, seed: 8))
        guard case .addPhoto(let second) = app.sheet else { Issue.record("no add photo"); return }
        #expect(second.selectedPlantID == nil, "opened from home: no plant chosen for the person")
    }

    /// Home's search finds plants by name or location, ignoring case and accents; the sort puts the plant
    /// with the newest photo first (a plant without photos by when it was added).
    @Test func searchingAndSortingHome() async throws {
        let store = fixture.journal.store
        let aloe = try store.addPlant(PlantDraft(name: "aloe vera"))
        fixture.clock.advance(days: 1)
        let basil = try store.addPlant(PlantDraft(name: "Basil", location: "Kitchen window"))
        fixture.clock.advance(days: 1)
        let fern = try store.addPlant(PlantDraft(name: "Boston fern", location: "Café corner"))
        try fixture.addPhoto(to: fern.id!, seed: 1, takenAt: fixture.clock.read().addingTimeInterval(-86_400 * 30))
        try fixture.addPhoto(to: basil.id!, seed: 2, takenAt: fixture.clock.read().addingTimeInterval(-3_600))
        let home = app.home
        home.start()
        defer { home.stop() }
        #expect(try await eventually { home.cards.map(\.plant.name) == ["aloe vera", "Basil", "Boston fern"] })

        home.query.sort = .recentActivity
        // Basil's photo an hour ago, then aloe (no photo; added two days ago), then the fern's month-old photo.
        #expect(try await eventually { home.cards.map(\.plant.id) == [basil.id, aloe.id, fern.id] })

        home.query = HomeQuery(search: "  CAFE ", sort: .name)
        #expect(home.query.searchText == "CAFE" && HomeQuery(search: " \n").searchText == nil)
        #expect(try await eventually { home.cards.map(\.plant.name) == ["Boston fern"] }, "a location, without its accent")
        home.query.search = "b"
        #expect(try await eventually { home.cards.map(\.plant.name) == ["Basil", "Boston fern"] })
        home.query.search = "%"
        #expect(try await eventually { home.isEmpty }, "no wildcards: a percent sign matches only itself")
        #expect(home.emptyMessage == "No plants match \u{201C}%\u{201D}.")
        home.query.search = ""
        #expect(try await eventually { home.cards.count == 3 })
    }

    /// Several photos picked at once go on one plant, each dated from its own EXIF capture time (one
    /// without a date is dated now), each with its own notes; a plant added on the screen takes them all.
    @Test func addingSeveralPhotosAtOnce() async throws {
        try fixture.journal.store.addPlant(PlantDraft(name: "Basil"))
        app.showCaptureOptions()
        app.choose(.chooseFromLibrary)
        let picked = [
            try PlantPhotos.jpeg(width: 300, height: 200, seed: 11, exif: .init(dateTimeOriginal: "2025:03:01 08:00:00", offsetTimeOriginal: "+00:00")),
            try PlantPhotos.jpeg(width: 300, height: 200, seed: 12, exif: .init(dateTimeOriginal: "2025:03:15 18:30:00", offsetTimeOriginal: "+00:00")),
            try PlantPhotos.jpeg(width: 300, height: 200, seed: 13),
        ]
        await app.picked(picked)
        guard case .addPhotos(let add) = app.sheet else { Issue.record("no add photos"); return }
        #expect(add.title == "Add 3 Photos" && add.photos.count == 3)
        #expect(add.photos.map(\.dateSource) == [.photo, .photo, .now])
        #expect(!add.canSave, "no plant chosen yet")
        add.photos[1].notes = "Second flush of leaves"
        add.choose(.addNewPlant)
        let form = try #require(add.newPlantForm)
        form.name = "Thyme"
        let thyme = try #require(form.save())
        #expect(add.selectedPlantID == thyme.id && add.photos.allSatisfy { $0.selectedPlantID == thyme.id })
        #expect(add.choices.map(\.title) == ["Basil", "Thyme", "+ Add New Plant"])
        #expect(add.canSave && add.hasEnteredSomething)
        await app.saveAddedPhoto()
        #expect(app.sheet == nil)
        let timeline = try fixture.journal.store.timeline(plantID: thyme.id!)
        #expect(timeline.map(\.takenAt) == [
            fixture.clock.read(), Date(timeIntervalSince1970: 1_742_063_400), Date(timeIntervalSince1970: 1_740_816_000),
        ])
        #expect(timeline.map(\.notes) == [nil, "Second flush of leaves", nil])

        // One photo picked is the ordinary Add Photo screen.
        app.showCaptureOptions()
        app.choose(.chooseFromLibrary)
        await app.picked([picked[0]])
        guard case .addPhoto = app.sheet else { Issue.record("one photo: Add Photo"); return }
    }

    /// Cancel on Add Photo asks first once something was entered: notes, a date, a plant of one's own.
    @Test func addPhotoKnowsWhenSomethingWasEntered() async throws {
        let fern = try fixture.journal.store.addPlant(PlantDraft(name: "Fern"))
        let basil = try fixture.journal.store.addPlant(PlantDraft(name: "Basil"))
        let add = AddPhotoModel(journal: fixture.journal, plantID: fern.id, calendar: utc, now: fixture.clock.read)
        await add.prepare(try PlantPhotos.jpeg(width: 320, height: 240, seed: 9))
        #expect(!add.hasEnteredSomething, "the preselected plant and the photo's own date are not entries")
        add.notes = "   "
        #expect(!add.hasEnteredSomething)
        add.notes = "New leaf"
        #expect(add.hasEnteredSomething)
        add.notes = ""
        add.selectedPlantID = basil.id
        #expect(add.hasEnteredSomething)
        add.selectedPlantID = fern.id
        add.takenAt = fixture.clock.read().addingTimeInterval(-3_600)
        #expect(add.hasEnteredSomething)
    }

    /// A shot just taken exists nowhere else: Cancel asks before discarding it even with nothing entered.
    /// A library photo stays in the library, so Cancel lets it go at once.
    @Test func aNewCameraShotIsNotDiscardedUnasked() async throws {
        let photo = try PlantPhotos.jpeg(width: 320, height: 240, seed: 11)
        app.showCaptureOptions()
        app.choose(.takePhoto)
        await app.picked(photo)
        guard case .addPhoto(let shot) = app.sheet else { Issue.record("no add photo"); return }
        #expect(shot.isNewCapture && !shot.hasEnteredSomething && shot.asksBeforeDiscarding)
        app.dismissSheet()

        app.showCaptureOptions()
        app.choose(.chooseFromLibrary)
        await app.picked(photo)
        guard case .addPhoto(let picked) = app.sheet else { Issue.record("no add photo"); return }
        #expect(!picked.isNewCapture && !picked.asksBeforeDiscarding)
        picked.notes = "First flower"
        #expect(picked.asksBeforeDiscarding)
    }

    /// Picked photos the library cannot hand over are left out and counted on the screen with the rest;
    /// when none can be read, an alert says so instead.
    @Test func photosTheLibraryCannotHandOverAreCounted() async throws {
        let photos = try (1...2).map { try PlantPhotos.jpeg(width: 320, height: 240, seed: UInt64(20 + $0)) }
        app.showCaptureOptions()
        app.choose(.chooseFromLibrary)
        await app.picked(photos, leftOut: 3)
        guard case .addPhotos(let several) = app.sheet else { Issue.record("no add photos"); return }
        #expect(several.photos.count == 2)
        #expect(several.leftOutMessage == "3 photos couldn't be read and were left out.")
        app.dismissSheet()

        app.showCaptureOptions()
        app.choose(.chooseFromLibrary)
        await app.picked([photos[0]], leftOut: 1)
        guard case .addPhoto(let one) = app.sheet else { Issue.record("no add photo"); return }
        #expect(one.leftOutMessage == "1 photo couldn't be read and was left out.")
        app.dismissSheet()

        app.showCaptureOptions()
        app.choose(.chooseFromLibrary)
        await app.picked([], leftOut: 2)
        #expect(app.sheet == nil && app.pickFailure != nil)
        app.dismissPickFailure()

        app.showCaptureOptions()
        app.choose(.chooseFromLibrary)
        await app.picked(photos)
        guard case .addPhotos(let all) = app.sheet else { Issue.record("no add photos"); return }
        #expect(all.leftOutMessage == nil)
    }

    /// Without a camera Take Photo is not offered, and choosing it anyway does nothing.
    @Test func noCameraNoTakePhoto() {
        let app = PlantTrackerAppModel(journal: fixture.journal, cameraAvailable: false)
        app.showCaptureOptions()
        guard case .captureOptions(let options) = app.sheet else { Issue.record("no options"); return }
        #expect(!options.options.contains(.takePhoto))
        app.choose(.cancel)
        #expect(app.sheet == nil)
        app.showCaptureOptions()
        app.choose(.chooseFromLibrary)
        app.pickFailed()
        #expect(app.sheet == nil && app.pickFailure?.contains("iCloud") == true)
        app.dismissPickFailure()
        #expect(app.pickFailure == nil)
    }

    /// §4.4: Edit → change → Save; and delete only after confirming, which takes the photos' files too.
    @Test func editingAndDeletingAPlant() async throws {
        let plant = try fixture.journal.store.addPlant(PlantDraft(name: "Ficus"))
        for seed in 0..<2 { try fixture.addPhoto(to: plant.id!, seed: UInt64(seed)) }
        let detail = app.makeDetail(plantID: plant.id!)
        detail.start()
        let form = try #require(detail.makeEditForm())
        #expect(form.title == "Edit Plant" && form.name == "Ficus" && !form.hasChanges && form.canDelete)
        form.name = "Fiddle-leaf fig"
        form.scientificName = "Ficus lyrata"
        #expect(form.hasChanges)
        #expect(!form.knowsStart)
        form.knowsStart = true
        #expect(form.startedAt == fixture.clock.read())
        form.knowsStart = false
        #expect(form.startedAt == nil)
        form.save()
        #expect(try await eventually { detail.title == "Fiddle-leaf fig" })

        let second = try #require(detail.makeEditForm())
        second.confirmDelete()  // no confirmation asked yet: nothing happens
        #expect(try fixture.journal.store.plant(id: plant.id!) != nil)
        second.requestDelete()
        #expect(second.isConfirmingDelete && second.deleteConfirmationMessage == "It and its 2 photos move to Recently Deleted, where they stay for 30 days.")
        second.cancelDelete()
        #expect(try fixture.journal.store.plant(id: plant.id!) != nil)
        second.requestDelete()
        second.isConfirmingDelete = false  // SwiftUI dismissing the dialog before running its button
        second.confirmDelete()
        #expect(second.outcome == .deleted)
        #expect(try await eventually { detail.isGone })
        #expect(try fixture.fileNamesOnDisk().originals.count == 2, "kept in Recently Deleted")
        detail.stop()
    }

    /// §4.5: tap a photo → full screen; newer/older in time; edit notes; delete after confirming, then the
    /// next older photo shows; deleting the last one closes the screen.
    @Test func viewingEditingAndDeletingPhotos() throws {
        let plant = try fixture.journal.store.addPlant(PlantDraft(name: "Orchid", startedAt: fixture.clock.read().addingTimeInterval(-86_400 * 30)))
        let photos = try (0..<3).map { i in
            try fixture.addPhoto(to: plant.id!, seed: UInt64(i), takenAt: fixture.clock.read().addingTimeInterval(Double(i - 3) * 86_400 * 7))
        }
        let detail = app.makeDetail(plantID: plant.id!)
        detail.reload()
        #expect(detail.entries.map(\.photo.id) == photos.reversed().map(\.id))
        #expect(detail.entries.map(\.ageText) == ["3 weeks", "2 weeks", "9 days"])
        #expect(detail.ageText == "4 weeks old")
        #expect(detail.photoCountText == "3 photos" && detail.canCompare)
        #expect(detail.entries[0].accessibilityLabel == "Photo of Orchid, \(utc.dayText(photos[2].takenAt))")

        let viewer = detail.makePhotoDetail(photoID: photos[1].id!)
        #expect(viewer.positionText == "2 of 3" && viewer.canGoNewer && viewer.canGoOlder)
        viewer.goNewer()
        #expect(viewer.photo?.id == photos[2].id && !viewer.canGoNewer && viewer.positionText == "1 of 3")
        viewer.goOlder()
        viewer.goOlder()
        #expect(viewer.photo?.id == photos[0].id && !viewer.canGoOlder)

        viewer.beginEditing()
        viewer.draftNotes = "  Two new roots  "
        viewer.saveEdits()
        #expect(viewer.photo?.notes == "Two new roots" && !viewer.isEditing)
        viewer.makeCover()
        #expect(viewer.isCover)

        viewer.requestDelete()
        viewer.confirmDelete()
        // The oldest went: the next newer shows.
        #expect(viewer.photo?.id == photos[1].id && viewer.positionText == "2 of 2")
        // The deleted cover stays chosen (restoring it restores the cover) but the plant shows its newest photo.
        #expect(try fixture.journal.store.plant(id: plant.id!)?.coverPhotoID == photos[0].id)
        viewer.requestDelete()
        viewer.confirmDelete()
        #expect(viewer.photoLabel == "Photo of Orchid, \(utc.dayText(photos[2].takenAt))")
        viewer.requestDelete()
        viewer.isConfirmingDelete = false
        viewer.confirmDelete()
        #expect(viewer.isDismissed && viewer.photo == nil)
        #expect(try fixture.fileNamesOnDisk().originals.count == 3, "kept in Recently Deleted")
        #expect(try fixture.journal.store.timeline(plantID: plant.id!).isEmpty)
    }

    /// Home pages 20 plants at a time by name, shows previews newest first with the chosen cover, and
    /// archived plants move to their own list.
    @Test func homePagesAndArchives() async throws {
        let store = fixture.journal.store
        var ids: [Int64] = []
        for i in 0..<45 { ids.append(try store.addPlant(PlantDraft(name: String(format: "plant %02d", 44 - i))).id!) }
        let first = ids.last!  // "plant 00"
        let photos = try (0..<10).map { i in
            try store.addPhoto(plantID: first, fileName: "p\(i).jpg", takenAt: Date(timeIntervalSince1970: Double(i) * 1_000), notes: nil)
        }
        let home = HomeModel(journal: fixture.journal)
        home.start()
        #expect(home.cards.count == 20 && home.canLoadMore && home.cards[0].plant.name == "plant 00")
        #expect(home.cards[0].previews.map(\.fileName) == (2..<10).reversed().map { "p\($0).jpg" })
        #expect(home.cards[0].cover?.fileName == "p9.jpg" && home.cards[0].photoCount == 10)
        #expect(home.cards[0].photoCountText == "10 photos" && home.cards[1].coverLabel(calendar: JournalCalendar()) == "No photos of plant 01 yet")
        home.loadMore()
        home.loadMore()
        #expect(home.cards.count == 45 && !home.canLoadMore)
        #expect(home.cards.map(\.plant.name) == (0..<45).map { String(format: "plant %02d", $0) })

        try store.setCover(photoID: photos[0].id, plantID: first)
        #expect(try await eventually { home.cards.first?.cover?.fileName == "p0.jpg" })
        try store.setArchived(true, plantID: first)
        #expect(try await eventually { home.cards.count == 44 && home.cards[0].plant.name == "plant 01" })
        home.showsArchived = true
        #expect(try await eventually { home.cards.map(\.plant.name) == ["plant 00"] })
        home.stop()
    }

    /// The timeline shows 30 photos, then 30 more, and stays current while photos come and go.
    @Test func theTimelinePagesByThirty() async throws {
        let plant = try fixture.journal.store.addPlant(PlantDraft(name: "Lemon tree"))
        for i in 0..<65 {
            try fixture.journal.store.addPhoto(plantID: plant.id!, fileName: "l\(i).jpg", takenAt: Date(timeIntervalSince1970: Double(i) * 3_600), notes: nil)
        }
        let detail = app.makeDetail(plantID: plant.id!)
        detail.start()
        #expect(detail.entries.count == 30 && detail.canLoadMore && detail.entries.first?.photo.fileName == "l64.jpg")
        detail.loadMore()
        #expect(detail.entries.count == 60 && detail.canLoadMore)
        detail.loadMore()
        #expect(detail.entries.count == 65 && !detail.canLoadMore && detail.entries.last?.photo.fileName == "l0.jpg")
        try fixture.journal.store.addPhoto(plantID: plant.id!, fileName: "new.jpg", takenAt: Date(timeIntervalSince1970: 1e6), notes: nil)
        #expect(try await eventually { detail.entries.first?.photo.fileName == "new.jpg" && detail.photoCount == 66 })
        detail.setArchived(true)
        #expect(try await eventually { detail.isArchived })
        detail.stop()
    }

    /// Two photos side by side: first and newest by default, swappable, with the time between them.
    @Test func comparingTwoPhotos() throws {
        let plant = try fixture.journal.store.addPlant(PlantDraft(name: "Pothos"))
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        let photos = try (0..<3).map { i in
            try fixture.journal.store.addPhoto(plantID: plant.id!, fileName: "c\(i).jpg", takenAt: base.addingTimeInterval(Double(i) * 86_400 * 45), notes: nil)
        }
        let compare = CompareModel(plantID: plant.id!, plantName: "Pothos", journal: fixture.journal, calendar: utc)
        #expect(compare.isAvailable && compare.before == photos[0] && compare.after == photos[2])
        #expect(compare.intervalText == "2 months apart")
        compare.chooseAfter(photos[1])
        #expect(compare.intervalText == "6 weeks apart")
        compare.swap()
        #expect(compare.before == photos[1] && compare.after == photos[0])
        let lonely = try fixture.journal.store.addPlant(PlantDraft(name: "Cutting"))
        #expect(!CompareModel(plantID: lonely.id!, plantName: "Cutting", journal: fixture.journal).isAvailable)
        #expect(compare.label(for: photos[0]) == "Photo of Pothos, Nov 14, 2023" && compare.label(for: nil) == "No photo chosen")
    }
}
