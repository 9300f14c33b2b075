import Foundation
import GRDB
@testable import PlantTrackerCore
import Testing

/// The on-device store on a real SQLite file: validation, plants, photo records, covers, archive, cascade
/// deletes and the timeline's keyset paging.
@Suite final class PlantStoreTests {
    let directory: URL
    let store: PlantStore

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plant-store-\(UUID().uuidString)")
        store = PlantStore(database: try PlantDatabase(url: directory.appendingPathComponent("plants.sqlite")))
    }

    /// Each test has its own directory; it goes with the test.
    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    @Test func aPlantNeedsANameAndKeepsItsFieldsTidy() throws {
        let plant = try store.addPlant(PlantDraft(name: "  Monstera  ", scientificName: " Monstera deliciosa ", location: "   "))
        #expect(plant.id != nil && plant.name == "Monstera" && plant.scientificName == "Monstera deliciosa" && plant.location == nil)
        #expect(!plant.isArchived && plant.createdAt == plant.updatedAt)
        #expect(throws: PlantStore.Failure.invalid(ValidationFailure(problems: [
            PlantDraft.Problem(field: .name, message: "A plant needs a name."),
            PlantDraft.Problem(field: .location, message: "Up to 200 characters."),
        ]))) {
            try store.addPlant(PlantDraft(name: " \n ", location: String(repeating: "x", count: 201)))
        }
        #expect(throws: PlantStore.Failure.invalid(ValidationFailure(problems: [
            PlantDraft.Problem(field: .name, message: "Names can be up to 100 characters."),
        ]))) {
            try store.addPlant(PlantDraft(name: String(repeating: "🌿", count: 101)))
        }
        // 100 grapheme clusters is fine, however many bytes they take.
        #expect(try store.addPlant(PlantDraft(name: String(repeating: "🌿", count: 100))).name.count == 100)
        let count = try store.database.writer.read { db in try Plant.fetchCount(db) }
        #expect(count == 2)
    }

    @Test func editingChangesOnlyWhatTheFormHolds() throws {
        let plant = try store.addPlant(PlantDraft(name: "Fern"))
        let photo = try store.addPhoto(plantID: plant.id!, fileName: "a.heic", takenAt: Date(timeIntervalSince1970: 1_000), notes: nil)
        try store.setCover(photoID: photo.id, plantID: plant.id!)
        let edited = try store.updatePlant(id: plant.id!, with: PlantDraft(name: "Boston fern", scientificName: "Nephrolepis exaltata", location: "Bathroom"))
        #expect(edited.name == "Boston fern" && edited.location == "Bathroom" && edited.coverPhotoID == photo.id)
        #expect(throws: PlantStore.Failure.plantNotFound) { try store.updatePlant(id: 999, with: PlantDraft(name: "x")) }
        #expect(throws: PlantStore.Failure.self) { try store.updatePlant(id: plant.id!, with: PlantDraft(name: "")) }
        #expect(try store.plant(id: plant.id!)?.name == "Boston fern")
    }

    @Test func erasingAPlantTakesItsPhotosAndReportsTheirFiles() throws {
        let fern = try store.addPlant(PlantDraft(name: "Fern"))
        let cactus = try store.addPlant(PlantDraft(name: "Cactus"))
        for i in 0..<3 { try store.addPhoto(plantID: fern.id!, fileName: "fern-\(i).heic", takenAt: Date(timeIntervalSince1970: Double(i)), notes: nil) }
        try store.addPhoto(plantID: cactus.id!, fileName: "cactus.heic", takenAt: Date(), notes: nil)
        let files = try store.erasePlant(id: fern.id!)
        #expect(Set(files) == ["fern-0.heic", "fern-1.heic", "fern-2.heic"])
        let remaining = try store.database.writer.read { db in try String.fetchAll(db, sql: "SELECT fileName FROM photo") }
        #expect(remaining == ["cactus.heic"])
        #expect(throws: PlantStore.Failure.plantNotFound) { try store.erasePlant(id: fern.id!) }
        #expect(throws: PlantStore.Failure.plantNotFound) {
            try store.addPhoto(plantID: fern.id!, fileName: "late.heic", takenAt: Date(), notes: nil)
        }
    }

    @Test func aCoverMustBeThePlantsOwnAndFallsBackWhenDeleted() throws {
        let fern = try store.addPlant(PlantDraft(name: "Fern"))
        let cactus = try store.addPlant(PlantDraft(name: "Cactus"))
        let fernPhoto = try store.addPhoto(plantID: fern.id!, fileName: "f.heic", takenAt: Date(), notes: "  new frond \n")
        #expect(fernPhoto.notes == "new frond")
        #expect(throws: PlantStore.Failure.coverNotOnPlant) { try store.setCover(photoID: fernPhoto.id, plantID: cactus.id!) }
        #expect(throws: PlantStore.Failure.photoNotFound) { try store.setCover(photoID: 12345, plantID: fern.id!) }
        try store.setCover(photoID: fernPhoto.id, plantID: fern.id!)
        #expect(try store.erasePhoto(id: fernPhoto.id!) == "f.heic")
        #expect(try store.plant(id: fern.id!)?.coverPhotoID == nil)
        try store.setArchived(true, plantID: cactus.id!)
        #expect(try store.plant(id: cactus.id!)?.isArchived == true)
    }

    /// Newest first, 30 at a time, with ties on the date broken by id; no photo repeats or goes missing,
    /// and a photo added while paging does not shift later pages.
    @Test func theTimelinePagesNewestFirstWithoutRepeats() throws {
        let plant = try store.addPlant(PlantDraft(name: "Olive"))
        let base = Date(timeIntervalSince1970: 1_700_000_000)
        var expected: [Int64] = []
        for i in 0..<75 {
            // Every third photo shares its date with the one before: ties must still page cleanly.
            let takenAt = base.addingTimeInterval(Double(i - i % 3 / 2) * 86_400)
            expected.append(try store.addPhoto(plantID: plant.id!, fileName: "olive-\(i).jpg", takenAt: takenAt, notes: nil).id!)
        }
        var seen: [Photo] = []
        var after: Photo?
        repeat {
            let page = try store.timeline(plantID: plant.id!, after: after, limit: 30)
            if seen.count == 30 {
                // A photo taken long ago arrives mid-paging; it belongs at the end and must not disturb the rest.
                try store.addPhoto(plantID: plant.id!, fileName: "old.jpg", takenAt: base.addingTimeInterval(-86_400 * 400), notes: nil)
            }
            seen += page
            after = page.last
            if page.count < 30 { break }
        } while true
        #expect(seen.count == 76)
        #expect(Set(seen.map(\.id)).count == 76)
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.takenAt > $1.takenAt || ($0.takenAt == $1.takenAt && $0.id! > $1.id!) })
        #expect(seen.last?.fileName == "old.jpg")
    }

    @Test func editingAPhotoMovesItInTheTimeline() throws {
        let plant = try store.addPlant(PlantDraft(name: "Basil"))
        let first = try store.addPhoto(plantID: plant.id!, fileName: "1.jpg", takenAt: Date(timeIntervalSince1970: 100), notes: nil)
        try store.addPhoto(plantID: plant.id!, fileName: "2.jpg", takenAt: Date(timeIntervalSince1970: 200), notes: nil)
        let moved = try store.updatePhoto(id: first.id!, takenAt: Date(timeIntervalSince1970: 300), notes: "  ")
        #expect(moved.notes == nil)
        #expect(try store.timeline(plantID: plant.id!).map(\.fileName) == ["1.jpg", "2.jpg"])
        #expect(throws: PlantStore.Failure.photoNotFound) { try store.updatePhoto(id: 777, takenAt: Date(), notes: nil) }
    }

    /// Reopening the file finds everything, and migrations do not run twice.
    @Test func theDatabaseReopens() throws {
        let plant = try store.addPlant(PlantDraft(name: "Aloe", scientificName: "Aloe vera"))
        let reopened = PlantStore(database: try PlantDatabase(url: directory.appendingPathComponent("plants.sqlite")))
        #expect(try reopened.plant(id: plant.id!) == plant)
        let foreignKeys = try reopened.database.writer.read { db in try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") }
        #expect(foreignKeys == true)
    }
}

/// Migrations run in order on an existing file: a database made by the first release gains plant
/// identities and start dates without losing a row.
@Suite final class PlantMigrationTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plant-migrate-\(UUID().uuidString)")
    deinit { try? FileManager.default.removeItem(at: directory) }

    @Test func aFirstReleaseDatabaseIsUpgraded() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("plants.sqlite")
        let old = try DatabasePool(path: url.path)
        try PlantDatabase.migrator.migrate(old, upTo: "0001_plants_and_photos")
        try old.write { db in
            try db.execute(sql: "INSERT INTO plant (name, isArchived, createdAt, updatedAt) VALUES ('Fern', 0, '2025-01-01 10:00:00.000', '2025-01-01 10:00:00.000')")
            try db.execute(sql: "INSERT INTO plant (name, isArchived, createdAt, updatedAt) VALUES ('Ivy', 0, '2025-01-02 10:00:00.000', '2025-01-02 10:00:00.000')")
            try db.execute(sql: "INSERT INTO photo (plantID, fileName, takenAt, createdAt) VALUES (1, 'a.jpg', '2025-01-03 10:00:00.000', '2025-01-03 10:00:00.000')")
        }
        try old.close()
        let upgraded = PlantStore(database: try PlantDatabase(url: url))
        let plants = try upgraded.database.writer.read { db in try Plant.fetchAll(db) }
        #expect(plants.map(\.name) == ["Fern", "Ivy"])
        #expect(Set(plants.map(\.uuid)).count == 2 && plants.allSatisfy { $0.uuid.count == 32 && $0.startedAt == nil })
        #expect(try upgraded.timeline(plantID: 1).map(\.fileName) == ["a.jpg"])
        let applied = try upgraded.database.writer.read { db in try PlantDatabase.migrator.appliedIdentifiers(db) }
        #expect(applied == ["0001_plants_and_photos", "0002_plant_identity_and_start", "0003_recently_deleted"])
        #expect(plants.allSatisfy { $0.deletedAt == nil })
    }
}
