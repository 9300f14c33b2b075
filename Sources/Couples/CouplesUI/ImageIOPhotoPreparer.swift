import ClientKit
import ClientUI
import CoreGraphics
import CouplesAPI
import CouplesCore
import Foundation
import ImageIO

/// The app's photo preparer: ImageIO downsamples with the orientation applied, and re-encodes only the
/// pixels as JPEG, so EXIF (the location included), TIFF, GPS and maker data never reach the sealed
/// bytes. Called off the main actor.
public struct ImageIOPhotoPreparer: PhotoPreparer {
    public init() {}

    public func prepare(_ data: Data) throws(PhotoPreparationError) -> PreparedPhoto {
        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, options), CGImageSourceGetCount(source) > 0 else {
            throw .unreadable
        }
        let photo = try Self.downsampled(source, maxPixelSize: CouplesLimits.photoLongestSide)
        let thumbnail = try Self.downsampled(source, maxPixelSize: CouplesLimits.thumbnailLongestSide)
        guard let photoData = Self.jpeg(photo, quality: 0.82) else { throw .failed("the photo couldn't be encoded") }
        // The thumbnail must fit its box limit: step the quality down for very busy pictures.
        var quality = 0.75
        var thumbnailData = Self.jpeg(thumbnail, quality: quality)
        while let data = thumbnailData, data.count > CouplesLimits.thumbnailMaxBytes - CouplesLimits.boxOverhead, quality > 0.2 {
            quality -= 0.15
            thumbnailData = Self.jpeg(thumbnail, quality: quality)
        }
        guard let thumbnailData else { throw .failed("the thumbnail couldn't be encoded") }
        return PreparedPhoto(photo: photoData, thumbnail: thumbnailData, pixelWidth: photo.width, pixelHeight: photo.height)
    }

    private static func downsampled(_ source: CGImageSource, maxPixelSize: Int) throws(PhotoPreparationError) -> CGImage {
        guard let image = ImageIOPhotoDownscaler.downsampled(source, maxPixelSize: maxPixelSize) else { throw .unreadable }
        return image
    }

    private static func jpeg(_ image: CGImage, quality: Double) -> Data? {
        ImageIOPhotoDownscaler.jpeg(image, quality: quality)
    }
}
