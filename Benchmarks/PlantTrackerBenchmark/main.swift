// PlantTracker's numbers on a journal of 200 plants × 50 photos (10,000 real JPEGs through libvips):
// home model load (target ≤ 10 ms), a timeline page (target ≤ 5 ms), photo insert including the
// thumbnail, backup export and import. Run: make bench-plant-tracker
import Foundation
import PlantTrackerCore
import PlantTrackerTestSupport

let plantCount = 200
let photosPerPlant = 50
let root = FileManager.default.temporaryDirectory.appendingPathComponent("plant-tracker-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: root) }

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1_000 + Double(duration.components.attoseconds) / 1e15
}

/// Median and 99th percentile of `runs` timings of `body`, in milliseconds.
func measure(_ runs: Int, _ body: () throws -> Void) rethrows -> (median: Double, p99: Double) {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<runs { samples.append(milliseconds(try clock.measure(body))) }
    samples.sort()
    return (samples[samples.count / 2], samples[min(samples.count - 1, Int(Double(samples.count) * 0.99))])
}

func show(_ label: String, _ result: (median: Double, p99: Double), target: String = "") {
    print(String(format: "%@ median %.3f ms, p99 %.3f ms%@", label, result.median, result.p99, target.isEmpty ? "" : "  (target \(target))"))
}

let processor = VipsImageProcessor()
let journal = try PlantJournal.open(in: root.appendingPathComponent("phone"), processor: processor).journal

// Seeding: 50 distinct photo-sized pictures (1,600×1,200), each prepared once, kept 200 times over.
print("preparing 50 distinct 1600×1200 photos…")
let pictures = try (0..<photosPerPlant).map { try processor.prepare(PlantPhotos.jpeg(width: 1_600, height: 1_200, seed: UInt64($0))) }
print("seeding \(plantCount) plants × \(photosPerPlant) photos (files written and flushed, rows committed)…")
let seedClock = ContinuousClock()
let seedTime = try seedClock.measure {
    let base = Date(timeIntervalSince1970: 1_700_000_000)
    for p in 0..<plantCount {
        let plant = try journal.store.addPlant(PlantDraft(name: "Plant \(p)", scientificName: "Ficus elastica", location: "Room \(p % 9)"))
        for i in 0..<photosPerPlant {
            try journal.addPhoto(pictures[i], to: plant.id!, takenAt: base.addingTimeInterval(Double(i) * 86_400 + Double(p)), notes: i % 5 == 0 ? "Repotted" : nil)
        }
        if (p + 1) % 40 == 0 { print("  \(p + 1) plants") }
    }
}
print(String(format: "seeded 10,000 photos in %.1f s", milliseconds(seedTime) / 1_000))

let home = HomeModel(journal: journal)
show("home model load (first 20 cards, 8 previews each):", measure(200) { home.reload() }, target: "≤ 10 ms")
precondition(home.cards.count == 20 && home.cards[0].previews.count == 8)

let plantID = home.cards[0].plant.id!
show("timeline page (first 30):                         ", try measure(500) { _ = try journal.store.timeline(plantID: plantID) }, target: "≤ 5 ms")
let firstPage = try journal.store.timeline(plantID: plantID)
show("timeline page (next 30, keyset):                  ", try measure(500) { _ = try journal.store.timeline(plantID: plantID, after: firstPage.last) }, target: "≤ 5 ms")
let detail = PlantDetailModel(plantID: plantID, journal: journal)
show("plant detail model load (page of 30 + header):    ", measure(200) { detail.reload() }, target: "≤ 5 ms")

// Photo insert as the app does it: decode, compress the original, make the thumbnail, write both, commit the row.
print("photo insert: 20 × a 12 MP camera JPEG (4032×3024) and 20 × a 2 MP one…")
let camera12 = try PlantPhotos.jpeg(width: 4_032, height: 3_024, seed: 99, quality: 92)
let camera2 = try PlantPhotos.jpeg(width: 1_920, height: 1_080, seed: 98, quality: 92)
show("photo insert, 12 MP (incl. original + thumbnail): ", try measure(20) { try journal.addPhoto(try journal.prepare(camera12), to: plantID, takenAt: Date(), notes: nil) })
show("photo insert, 2 MP (incl. original + thumbnail):  ", try measure(20) { try journal.addPhoto(try journal.prepare(camera2), to: plantID, takenAt: Date(), notes: nil) })

let zip = root.appendingPathComponent("backup.zip")
print("backup export of everything…")
var exported: PlantJournal.ExportSummary?
let exportTime = try seedClock.measure { exported = try journal.exportBackup(to: zip) }
print(String(format: "backup export: %.2f s (%d plants, %d photos, %.0f MB)", milliseconds(exportTime) / 1_000, exported!.plants, exported!.photos, Double(exported!.bytes) / 1e6))

let newPhone = try PlantJournal.open(in: root.appendingPathComponent("new-phone"), processor: processor).journal
print("backup import onto an empty phone…")
var imported: PlantJournal.ImportSummary?
let importTime = try seedClock.measure { imported = try newPhone.importBackup(from: zip) }
print(String(format: "backup import: %.2f s (%d plants, %d photos added)", milliseconds(importTime) / 1_000, imported!.plantsAdded, imported!.photosAdded))
