import CoreGraphics
import Foundation
import ImageIO
import UIKit

/// Decodes photo files for the screen, downsampled with ImageIO off the main thread, and keeps what it
/// decoded in an NSCache (which empties itself under memory pressure). Files never change under a name,
/// so an entry never goes stale.
final class ImageLoader: @unchecked Sendable {
    // @unchecked: the only state is the NSCache, which is thread-safe.
    static let shared = ImageLoader()

    private let cache = NSCache<NSString, UIImage>()

    private init() {
        cache.totalCostLimit = 96 * 1024 * 1024
    }

    /// The image if it was decoded before: lets a cell show it on its first frame.
    func cachedImage(for url: URL, maxPixelSize: Int) -> UIImage? {
        cache.object(forKey: Self.key(url, maxPixelSize))
    }

    func image(for url: URL, maxPixelSize: Int) async -> UIImage? {
        let key = Self.key(url, maxPixelSize)
        if let cached = cache.object(forKey: key) { return cached }
        let image = await Task.detached(priority: .userInitiated) { Self.decode(url: url, maxPixelSize: maxPixelSize) }.value
        if let image { cache.setObject(image, forKey: key, cost: Self.cost(of: image)) }
        return image
    }

    /// A file, its long edge at most `maxPixelSize` pixels, upright.
    static func decode(url: URL, maxPixelSize: Int) -> UIImage? {
        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithURL(url as CFURL, options) else { return nil }
        return downsample(source, maxPixelSize: maxPixelSize)
    }

    /// Image data in memory (a photo not saved yet), the same way.
    static func decode(data: Data, maxPixelSize: Int) -> UIImage? {
        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, options) else { return nil }
        return downsample(source, maxPixelSize: maxPixelSize)
    }

    private static func downsample(_ source: CGImageSource, maxPixelSize: Int) -> UIImage? {
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            // Decode now, on this background thread, not on the main thread at first draw.
            kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
        ]
        guard let image = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) else { return nil }
        return UIImage(cgImage: image)
    }

    private static func key(_ url: URL, _ maxPixelSize: Int) -> NSString {
        "\(maxPixelSize)|\(url.path)" as NSString
    }

    private static func cost(of image: UIImage) -> Int {
        image.cgImage.map { $0.bytesPerRow * $0.height } ?? 0
    }
}
