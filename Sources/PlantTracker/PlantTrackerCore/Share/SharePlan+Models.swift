import Foundation

extension PhotoDetailModel {
    /// What sharing the photo on screen sends, once its image's size is known (the view decodes it).
    public func sharePlan(imageSize: PixelSize) -> SharePlan? {
        guard let photo else { return nil }
        return SharePlan.photo(photo, size: imageSize, plantName: plant?.name ?? "", calendar: calendar)
    }
}

extension CompareModel {
    /// What sharing the pair on screen sends, once both images' sizes are known.
    public func sharePlan(beforeSize: PixelSize, afterSize: PixelSize) -> SharePlan? {
        guard let before, let after else { return nil }
        return SharePlan.pair(before: before, beforeSize: beforeSize, after: after, afterSize: afterSize, plantName: plantName, calendar: calendar)
    }
}
