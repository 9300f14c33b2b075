import Foundation

/// One photo on a plant's timeline as the screen shows it.
public struct TimelineEntry: Sendable, Equatable, Identifiable {
    public var photo: Photo
    /// "Apr 27, 2025", in the person's time zone.
    public var dateText: String
    /// How old the plant was that day ("5 weeks"); nil for a photo from before it was planted.
    public var ageText: String?
    public var isCover: Bool
    /// "Photo of Monstera, Apr 27, 2025".
    public var accessibilityLabel: String

    public var id: Int64 { photo.id ?? 0 }
    public var notes: String? { photo.notes }
}
