import Foundation

/// The image work before a photo is sealed, behind a protocol: ImageIO in the iOS app (CouplesUI),
/// libvips in the Linux tests. Implementations are called off the main actor.
public protocol PhotoPreparer: Sendable {
    /// Downscales to `CouplesLimits.photoLongestSide`, applies the orientation, removes EXIF/GPS and
    /// every other metadata, and makes a thumbnail (longest side `thumbnailLongestSide`, at most
    /// `thumbnailMaxBytes`). Metadata must be gone *before* sealing: the partner should not learn
    /// where a photo was taken unless the picture shows it.
    func prepare(_ data: Data) throws(PhotoPreparationError) -> PreparedPhoto
}

/// A photo ready to seal: plain JPEG bytes with no metadata.
public struct PreparedPhoto: Sendable, Equatable {
    public var photo: Data
    public var thumbnail: Data
    public var pixelWidth: Int
    public var pixelHeight: Int

    public init(photo: Data, thumbnail: Data, pixelWidth: Int, pixelHeight: Int) {
        self.photo = photo
        self.thumbnail = thumbnail
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

public enum PhotoPreparationError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable
    case failed(String)

    public var description: String {
        switch self {
        case .unreadable: "This file isn't a photo Couples can read."
        case .failed(let reason): "The photo couldn't be prepared (\(reason))."
        }
    }
}
