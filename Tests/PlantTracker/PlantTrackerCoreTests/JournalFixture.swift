import Foundation
import PlantTrackerCore
import PlantTrackerTestSupport

/// A journal in its own temporary documents directory, with the real libvips processor; the directory
/// goes when the fixture does.
final class JournalFixture: @unchecked Sendable {
    let documents: URL
    let journal: PlantJournal
    let clock: TestClock

    init(now: Date = Date(timeIntervalSince1970: 1_745_000_000)) throws {
        documents = FileManager.default.temporaryDirectory.appendingPathComponent("plant-journal-\(UUID().uuidString)", isDirectory: true)
        clock = TestClock(now)
        journal = try PlantJournal.open(in: documents, processor: VipsImageProcessor(), now: clock.read).journal
    }

    deinit { try? FileManager.default.removeItem(at: documents) }

    /// The journal as the next launch opens it (reconciling first).
    func reopen() throws -> (journal: PlantJournal, reconciliation: PlantJournal.Reconciliation) {
        try PlantJournal.open(in: documents, processor: VipsImageProcessor(), now: clock.read)
    }

    /// A real photo kept on a plant, taken `daysAgo` before the clock's now.
    @discardableResult
    func addPhoto(to plantID: Int64, seed: UInt64, takenAt: Date? = nil, notes: String? = nil, width: Int = 240, height: Int = 180) throws -> Photo {
        let prepared = try journal.prepare(try PlantPhotos.jpeg(width: width, height: height, seed: seed))
        return try journal.addPhoto(prepared, to: plantID, takenAt: takenAt ?? clock.read(), notes: notes)
    }

    func fileNamesOnDisk() throws -> (originals: Set<String>, thumbnails: Set<String>) {
        (try journal.files.originalNames(), try journal.files.thumbnailNames())
    }
}

/// A settable clock for the journal's "now".
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Date

    init(_ value: Date) { self.value = value }

    var read: @Sendable () -> Date { { [self] in lock.withLock { value } } }

    func advance(days: Double) { lock.withLock { value = value.addingTimeInterval(days * 86_400) } }
}

/// Polls (on the main actor) until `condition` holds: observation updates arrive asynchronously.
/// The timeout bounds a hang only: on a loaded CI machine an update once took over 10 s to arrive.
@MainActor
func eventually(timeout: Duration = .seconds(600), _ condition: @MainActor () -> Bool) async throws -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now > deadline { return false }
        try await Task.sleep(for: .milliseconds(5), tolerance: .zero)
    }
    return true
}
