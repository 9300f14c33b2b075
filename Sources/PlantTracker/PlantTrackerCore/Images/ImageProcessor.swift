import AppCopy
import Foundation

/// The image work PlantTracker needs, behind a protocol: ImageIO (downsampling, HEIC/JPEG encoding) in the
/// iOS app, libvips in the Linux tests and benchmark. Implementations are called off the main actor.
public protocol ImageProcessor: Sendable {
    /// Makes a picked or captured photo ready to keep: the original compressed (orientation applied,
    /// long edge at most `maximumPixelSize`), its thumbnail, and its capture date if it carries one.
    func prepare(_ data: Data) throws(ImageProcessingError) -> PreparedPhoto

    /// A thumbnail made again from a kept original, when a crash left a photo without one.
    func thumbnail(ofOriginal data: Data) throws(ImageProcessingError) -> Data
}

/// Sizes every processor keeps to, so photos look the same whichever made them.
public enum PhotoSizes {
    /// The long edge of a kept original: enough for full screen on any iPad, a fraction of a 48 MP file.
    public static let maximumPixelSize = 4_096
    /// The long edge of a thumbnail: a timeline cell or card preview at 3× scale.
    public static let thumbnailPixelSize = 480
}

/// Why a photo could not be read or made ready.
public enum ImageProcessingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not an image this device can read (or a damaged one).
    case unreadable
    /// Reading or encoding failed for another reason, named.
    case failed(String)

    public var description: String {
        switch self {
        case .unreadable: PlantTrackerCopy[.imageUnreadable]
        case .failed(let reason): PlantTrackerCopy.format(.imageFailed, .text(reason))
        }
    }
}
