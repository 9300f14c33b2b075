import AppCopy
import Foundation

/// A plant as the home list shows it: its details, the photo on its card and its newest photos.
public struct PlantCard: Sendable, Equatable, Identifiable {
    public var plant: Plant
    /// The chosen cover, else the newest photo; nil for a plant with no photos yet.
    public var cover: Photo?
    /// The newest photos, newest first (at most `PlantCard.previewCount`).
    public var previews: [Photo]
    public var photoCount: Int

    public static let previewCount = 8

    public var id: Int64 { plant.id ?? 0 }

    /// "12 photos".
    public var photoCountText: String { PlantTrackerCopy.format(.countPhotos, .number(photoCount)) }

    /// What VoiceOver says for the card's cover.
    public func coverLabel(calendar: JournalCalendar) -> String {
        cover.map { calendar.photoLabel(plantName: plant.name, takenAt: $0.takenAt) } ?? calendar.book.format(.cardNoPhotos, .text(plant.name))
    }

    public init(plant: Plant, cover: Photo?, previews: [Photo], photoCount: Int) {
        self.plant = plant
        self.cover = cover
        self.previews = previews
        self.photoCount = photoCount
    }
}
