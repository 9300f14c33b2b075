import Foundation
@testable import PlantTrackerCore
import Testing

/// What sharing a photo or a before/after pair sends: the caption and file name in the person's calendar,
/// and the composed image's geometry (aspect ratios kept, everything inside the 2,048-pixel canvas).
@MainActor @Suite final class SharePlanTests {
    let utc = JournalCalendar(timeZone: TimeZone(identifier: "UTC")!)
    let april = Date(timeIntervalSince1970: 1_745_769_909)  // 27 Apr 2025, 16:05 UTC
    let january = Date(timeIntervalSince1970: 1_737_993_600)  // 27 Jan 2025, 16:00 UTC

    func photo(_ name: String, _ takenAt: Date) -> Photo {
        Photo(id: 1, plantID: 1, fileName: name, takenAt: takenAt, createdAt: takenAt)
    }

    /// Every picture keeps its image's ratio; pictures, labels and footer lie inside the canvas and
    /// do not overlap; labels lie inside their picture.
    func checkGeometry(_ plan: SharePlan, ratios: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        let canvas = ShareRect(x: 0, y: 0, width: Double(plan.canvas.width), height: Double(plan.canvas.height))
        #expect(plan.canvas.width == SharePlan.outputWidth, sourceLocation: sourceLocation)
        for (picture, ratio) in zip(plan.pictures, ratios) {
            #expect(abs(picture.frame.width / picture.frame.height - ratio) < 1e-9, sourceLocation: sourceLocation)
            #expect(canvas.contains(picture.frame), sourceLocation: sourceLocation)
            if let label = picture.label {
                #expect(picture.frame.contains(label.frame) && label.fontSize >= 8, sourceLocation: sourceLocation)
            }
        }
        let frames = plan.pictures.map(\.frame) + plan.footer.map(\.frame)
        for (i, a) in frames.enumerated() {
            #expect(canvas.contains(a), sourceLocation: sourceLocation)
            for b in frames[(i + 1)...] {
                let apart = a.maxX <= b.x || b.maxX <= a.x || a.maxY <= b.y || b.maxY <= a.y
                #expect(apart, "\(a) overlaps \(b)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func onePhotoIsSharedWithItsPlantAndDate() {
        let plan = SharePlan.photo(photo("a.jpg", april), size: PixelSize(width: 3_024, height: 4_032), plantName: "Monstera", calendar: utc)
        #expect(plan.caption == "Monstera \u{00B7} Apr 27, 2025")
        #expect(plan.footer.map(\.text) == ["Monstera \u{00B7} Apr 27, 2025"])
        #expect(plan.fileName == "Monstera 2025-04-27.jpg" && plan.arrangement == .single)
        #expect(plan.pictures.map(\.fileName) == ["a.jpg"] && plan.pictures[0].label == nil)
        #expect(plan.pictures[0].frame.width == 1_920)
        checkGeometry(plan, ratios: [0.75])
        // In Britain the date reads the British way; in Tokyo the photo was taken on 28 April.
        let british = JournalCalendar(timeZone: TimeZone(identifier: "Europe/London")!, locale: Locale(identifier: "en_GB"))
        #expect(SharePlan.photo(photo("a.jpg", april), size: PixelSize(width: 4, height: 3), plantName: "Monstera", calendar: british).caption == "Monstera \u{00B7} 27 Apr 2025")
        let tokyo = JournalCalendar(timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        let late = april.addingTimeInterval(8 * 3_600)
        #expect(SharePlan.photo(photo("a.jpg", late), size: PixelSize(width: 4, height: 3), plantName: "A/B: fern", calendar: tokyo).fileName == "A-B- fern 2025-04-28.jpg")
    }

    @Test func aVeryTallPhotoIsNarrowedNotStretched() {
        let plan = SharePlan.photo(photo("p.jpg", april), size: PixelSize(width: 1_000, height: 4_000), plantName: "Cactus", calendar: utc)
        let frame = plan.pictures[0].frame
        #expect(frame.height == 1_920 * 1.6 && abs(frame.x + frame.width / 2 - 1_024) < 1e-9, "centred")
        checkGeometry(plan, ratios: [0.25])
    }

    @Test func portraitPairsStandSideBySideAtOneHeight() {
        let plan = SharePlan.pair(
            before: photo("before.jpg", january), beforeSize: PixelSize(width: 3_024, height: 4_032),
            after: photo("after.jpg", april), afterSize: PixelSize(width: 1_080, height: 1_080), plantName: "Monstera", calendar: utc
        )
        #expect(plan.arrangement == .sideBySide)
        let (left, right) = (plan.pictures[0].frame, plan.pictures[1].frame)
        #expect(left.height == right.height && left.y == right.y && abs(right.x - left.maxX - 32) < 1e-9)
        #expect(abs(left.x - 64) < 1e-9 && abs(right.maxX - (2_048 - 64)) < 1e-9, "they fill the width")
        #expect(plan.pictures.map(\.fileName) == ["before.jpg", "after.jpg"])
        #expect(plan.pictures.map { $0.label?.text } == ["Jan 27, 2025", "Apr 27, 2025"])
        #expect(plan.footer.map(\.text) == ["3 months apart", "Monstera"])
        #expect(plan.caption == "Monstera \u{00B7} 3 months apart")
        #expect(plan.fileName == "Monstera 2025-01-27 to 2025-04-27.jpg")
        checkGeometry(plan, ratios: [0.75, 1])
    }

    @Test func landscapePairsAreStacked() {
        // Swapped in Compare (the newer first): the labels follow the photos; the interval and name do not change.
        let plan = SharePlan.pair(
            before: photo("after.jpg", april), beforeSize: PixelSize(width: 4_032, height: 3_024),
            after: photo("before.jpg", january), afterSize: PixelSize(width: 1_920, height: 1_080), plantName: "Olive", calendar: utc
        )
        #expect(plan.arrangement == .stacked)
        #expect(plan.pictures.allSatisfy { $0.frame.width == 1_920 && $0.frame.x == 64 })
        #expect(plan.pictures[1].frame.y == plan.pictures[0].frame.maxY + 32)
        #expect(plan.pictures.map { $0.label?.text } == ["Apr 27, 2025", "Jan 27, 2025"])
        #expect(plan.footer.first?.text == "3 months apart" && plan.fileName == "Olive 2025-01-27 to 2025-04-27.jpg")
        checkGeometry(plan, ratios: [4_032.0 / 3_024, 1_920.0 / 1_080])
        // A panorama's label shrinks to stay inside it.
        let panorama = SharePlan.pair(
            before: photo("a.jpg", january), beforeSize: PixelSize(width: 8_000, height: 600),
            after: photo("b.jpg", april), afterSize: PixelSize(width: 8_000, height: 600), plantName: "Hedge", calendar: utc
        )
        #expect(panorama.pictures.allSatisfy { ($0.label?.fontSize ?? 0) < 48 })
        checkGeometry(panorama, ratios: [8_000.0 / 600, 8_000.0 / 600])
    }

    /// The screens hand their photo or pair over with the sizes the view decoded.
    @Test func theScreensMakeTheirPlans() throws {
        let fixture = try JournalFixture()
        let plant = try fixture.journal.store.addPlant(PlantDraft(name: "Pothos"))
        let first = try fixture.journal.store.addPhoto(plantID: plant.id!, fileName: "c0.jpg", takenAt: january, notes: nil)
        let second = try fixture.journal.store.addPhoto(plantID: plant.id!, fileName: "c1.jpg", takenAt: april, notes: nil)
        let viewer = PhotoDetailModel(photoID: second.id!, journal: fixture.journal, calendar: utc)
        #expect(viewer.sharePlan(imageSize: PixelSize(width: 3, height: 4))?.caption == "Pothos \u{00B7} Apr 27, 2025")
        let compare = CompareModel(plantID: plant.id!, plantName: "Pothos", journal: fixture.journal, calendar: utc)
        let pair = try #require(compare.sharePlan(beforeSize: PixelSize(width: 3, height: 4), afterSize: PixelSize(width: 3, height: 4)))
        #expect(pair.pictures.map(\.fileName) == [first.fileName, second.fileName] && pair.caption == "Pothos \u{00B7} 3 months apart")
        let lonely = try fixture.journal.store.addPlant(PlantDraft(name: "Cutting"))
        #expect(CompareModel(plantID: lonely.id!, plantName: "Cutting", journal: fixture.journal).sharePlan(beforeSize: .init(width: 1, height: 1), afterSize: .init(width: 1, height: 1)) == nil)
    }
}
