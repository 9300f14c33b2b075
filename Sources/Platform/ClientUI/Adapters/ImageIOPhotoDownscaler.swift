import ClientKit
import CoreGraphics
import Foundation
import ImageIO
import UniformTypeIdentifiers

/// The apps' `UploadPhotoDownscaler`: ImageIO downsamples with the orientation applied and re-encodes
/// only the pixels as JPEG, so EXIF, TIFF, GPS and maker data are never written.
public struct ImageIOPhotoDownscaler: UploadPhotoDownscaler {
    public struct Unreadable: Error {}

    public init() {}

    public func downscale(_ data: Data) throws -> Data {
        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, options), CGImageSourceGetCount(source) > 0,
              let image = Self.downsampled(source, maxPixelSize: UploadPhoto.longestSide),
              let jpeg = Self.jpeg(image, quality: UploadPhoto.jpegQuality)
        else { throw Unreadable() }
        return jpeg
    }

    /// The first image, its long edge at most `maxPixelSize` (never enlarged), turned upright.
    public static func downsampled(_ source: CGImageSource, maxPixelSize: Int) -> CGImage? {
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
        ]
        return CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary)
    }

    /// Only the pixels: no properties are copied from the source, so no metadata is written.
    public static func jpeg(_ image: CGImage, quality: Double) -> Data? {
        let data = NSMutableData()
        guard let destination = CGImageDestinationCreateWithData(data as CFMutableData, UTType.jpeg.identifier as CFString, 1, nil) else {
            return nil
        }
        let properties = [kCGImageDestinationLossyCompressionQuality: quality] as CFDictionary
        CGImageDestinationAddImage(destination, image, properties)
        guard CGImageDestinationFinalize(destination) else { return nil }
        return data as Data
    }
}
