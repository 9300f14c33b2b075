import AppCopy
import Foundation

/// How long deleted plants and photos are kept: 30 calendar days in the person's time zone (never blocks
/// of 86,400 s). Something deleted on 1 April shows "30 days left" that day, "1 day left" on 30 April,
/// and the first launch on 1 May erases it.
public enum RecentlyDeleted {
    public static let retentionDays = 30

    /// Calendar days before it goes for good: 30 on the day it was deleted, 1 on its last day, 0 or less
    /// once a launch would erase it.
    public static func daysLeft(deletedAt: Date, now: Date, calendar: Calendar) -> Int {
        let elapsed = calendar.dateComponents([.day], from: calendar.startOfDay(for: deletedAt), to: calendar.startOfDay(for: now)).day ?? 0
        return retentionDays - elapsed
    }

    /// Rows deleted before this instant are erased now: their deletion day is 30 or more days before today.
    public static func purgeCutoff(now: Date, calendar: Calendar) -> Date {
        let today = calendar.startOfDay(for: now)
        return calendar.date(byAdding: .day, value: -(retentionDays - 1), to: today) ?? today
    }

    /// "30 days left", "1 day left"; past its last day (the app stayed open over midnight) it goes at the next launch.
    public static func daysLeftText(_ days: Int) -> String {
        days > 0 ? PlantTrackerCopy.format(.deletedDaysLeft, .number(days)) : PlantTrackerCopy[.deletedAtNextLaunch]
    }
}

/// A plant or photo in Recently Deleted.
public struct DeletedItem: Sendable, Equatable, Identifiable {
    public enum ID: Hashable, Sendable {
        case plant(Int64)
        case photo(Int64)
    }

    public enum Content: Sendable, Equatable {
        /// A deleted plant, with the photos that come back with it and the one its card showed.
        case plant(Plant, photoCount: Int, cover: Photo?)
        /// A photo deleted on its own, and its plant (which may be deleted too).
        case photo(Photo, plant: Plant)
    }

    public var content: Content
    public var deletedAt: Date

    public var id: ID {
        switch content {
        case .plant(let plant, _, _): .plant(plant.id ?? 0)
        case .photo(let photo, _): .photo(photo.id ?? 0)
        }
    }

    /// The photo file its row shows: the plant's cover, or the photo itself.
    public var imageFileName: String? {
        switch content {
        case .plant(_, _, let cover): cover?.fileName
        case .photo(let photo, _): photo.fileName
        }
    }

    public init(content: Content, deletedAt: Date) {
        self.content = content
        self.deletedAt = deletedAt
    }

    /// Newest deleted first; a plant before a photo deleted at the same instant, then the higher id.
    static func newestFirst(_ a: DeletedItem, _ b: DeletedItem) -> Bool {
        if a.deletedAt != b.deletedAt { return a.deletedAt > b.deletedAt }
        switch (a.id, b.id) {
        case (.plant, .photo): return true
        case (.photo, .plant): return false
        case (.plant(let x), .plant(let y)), (.photo(let x), .photo(let y)): return x > y
        }
    }
}
