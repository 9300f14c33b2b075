import CoreGraphics
import Foundation
import ImageIO
import PlantTrackerCore
import UniformTypeIdentifiers

/// The app's image processor: ImageIO downsamples (orientation applied) and encodes HEIC, or JPEG where
/// the device has no HEIC encoder. Only the pixels are kept: EXIF (location included) stays behind, and
/// the capture date goes into the database instead. Called off the main actor.
public struct ImageIOProcessor: ImageProcessor {
    /// The quality both the original and the thumbnail are encoded at.
    static let compressionQuality = 0.8

    public init() {}

    public func prepare(_ data: Data) throws(ImageProcessingError) -> PreparedPhoto {
        let source = try Self.source(of: data)
        let original = try Self.downsampled(source, maxPixelSize: PhotoSizes.maximumPixelSize)
        let (originalData, fileExtension) = try Self.encodeOriginal(original)
        let thumbnail = try Self.downsampled(source, maxPixelSize: PhotoSizes.thumbnailPixelSize)
        guard let thumbnailData = Self.encoded(thumbnail, as: .jpeg) else {
            throw ImageProcessingError.failed(PlantTrackerCopy[.imageThumbnailNotEncoded])
        }
        return PreparedPhoto(
            original: originalData, thumbnail: thumbnailData, fileExtension: fileExtension,
            pixelWidth: original.width, pixelHeight: original.height, capturedAt: Self.captureTimestamp(in: source)
        )
    }

    public func thumbnail(ofOriginal data: Data) throws(ImageProcessingError) -> Data {
        let source = try Self.source(of: data)
        let thumbnail = try Self.downsampled(source, maxPixelSize: PhotoSizes.thumbnailPixelSize)
        guard let thumbnailData = Self.encoded(thumbnail, as: .jpeg) else {
            throw ImageProcessingError.failed(PlantTrackerCopy[.imageThumbnailNotEncoded])
        }
        return thumbnailData
    }

    // MARK: Reading

    private static func source(of data: Data) throws(ImageProcessingError) -> CGImageSource {
        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, options), CGImageSourceGetCount(source) > 0 else {
            throw ImageProcessingError.unreadable
        }
        return source
    }

    /// The first image, its long edge at most `maxPixelSize` (never enlarged), turned upright.
    private static func downsampled(_ source: CGImageSource, maxPixelSize: Int) throws(ImageProcessingError) -> CGImage {
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
        ]
        guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) else {
            throw ImageProcessingError.unreadable
        }
        return image
    }

    /// EXIF's DateTimeOriginal, with its offset and sub-seconds when the camera wrote them.
    private static func captureTimestamp(in source: CGImageSource) -> CaptureTimestamp? {
        guard let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any],
              let exif = properties[kCGImagePropertyExifDictionary as String] as? [String: Any],
              let dateTimeOriginal = exif[kCGImagePropertyExifDateTimeOriginal as String] as? String
        else { return nil }
        return CaptureTimestamp(
            dateTimeOriginal: dateTimeOriginal,
            offsetTimeOriginal: exif[kCGImagePropertyExifOffsetTimeOriginal as String] as? String,
            subsecondsOriginal: exif[kCGImagePropertyExifSubsecTimeOriginal as String] as? String
        )
    }

    // MARK: Writing

    /// HEIC where the device can encode it, else JPEG; with the file extension that goes with it.
    private static func encodeOriginal(_ image: CGImage) throws(ImageProcessingError) -> (Data, String) {
        if let heic = encoded(image, as: .heic) { return (heic, "heic") }
        if let jpeg = encoded(image, as: .jpeg) { return (jpeg, "jpg") }
        throw ImageProcessingError.failed(PlantTrackerCopy[.imagePhotoNotEncoded])
    }

    private static func encoded(_ image: CGImage, as type: UTType) -> Data? {
        let data = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(data as CFMutableData, type.identifier as CFString, 1, nil) else {
            return nil
        }
        let properties = [kCGImageDestinationLossyCompressionQuality: compressionQuality] as CFDictionary
        CGImageDestinationAddImage(destination, image, properties)
        guard CGImageDestinationFinalize(destination) else { return nil }
        return data as Data
    }
}
