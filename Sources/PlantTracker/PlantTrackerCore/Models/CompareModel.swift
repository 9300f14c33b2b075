import AppCopy
import Foundation
import GRDB
import Observation

/// Two photos of one plant side by side: by default its first and its newest, either one changeable.
@MainActor @Observable
public final class CompareModel {
    /// Every photo of the plant, oldest first: what the two pickers offer.
    public private(set) var photos: [Photo] = []
    public private(set) var before: Photo?
    public private(set) var after: Photo?

    public let plantID: Int64
    public let plantName: String
    public let journal: PlantJournal
    public let calendar: JournalCalendar

    public init(plantID: Int64, plantName: String, journal: PlantJournal, calendar: JournalCalendar = JournalCalendar()) {
        self.plantID = plantID
        self.plantName = plantName
        self.journal = journal
        self.calendar = calendar
        photos = ((try? journal.database.writer.read { db in
            try Photo.fetchAll(db, sql: "SELECT * FROM photo WHERE plantID = ? AND deletedAt IS NULL ORDER BY takenAt, id", arguments: [plantID])
        }) ?? [])
        before = photos.first
        after = photos.count > 1 ? photos.last : nil
    }

    /// Comparing needs two photos.
    public var isAvailable: Bool { photos.count >= 2 }

    public func chooseBefore(_ photo: Photo) { if photos.contains(photo) { before = photo } }
    public func chooseAfter(_ photo: Photo) { if photos.contains(photo) { after = photo } }

    public func swap() { (before, after) = (after, before) }

    public var beforeText: String { before.map { calendar.dayText($0.takenAt) } ?? "" }
    public var afterText: String { after.map { calendar.dayText($0.takenAt) } ?? "" }

    /// What VoiceOver says for either side.
    public func label(for photo: Photo?) -> String {
        photo.map { calendar.photoLabel(plantName: plantName, takenAt: $0.takenAt) } ?? calendar.book[.compareNoPhoto]
    }

    /// Said when there is only one photo.
    public var unavailableMessage: String { calendar.book.format(.compareUnavailable, .text(plantName)) }

    /// "3 months apart".
    public var intervalText: String? {
        guard let before, let after else { return nil }
        return calendar.intervalText(from: before.takenAt, to: after.takenAt)
    }
}
