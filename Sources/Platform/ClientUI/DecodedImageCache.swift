import Foundation
import UIKit

/// Images already decoded and prepared for display, by the image's path: a cell made again for a
/// picture it showed a moment ago (a grid scrolled back, a tab reselected) draws it in its first frame,
/// with no second decode of the JPEG and no fade. ClientKit's `MemoryImageCache` keeps the bytes; this
/// keeps what they decode to, and iOS empties it under memory pressure (`NSCache`).
///
/// `@unchecked Sendable`: `NSCache` is safe to use from any thread.
public final class DecodedImageCache: @unchecked Sendable {
    public static let shared = DecodedImageCache()

    private let images = NSCache<NSString, UIImage>()

    public init(costLimit: Int = 80 * 1024 * 1024) {
        images.totalCostLimit = costLimit
    }

    public func image(for key: String) -> UIImage? {
        images.object(forKey: key as NSString)
    }

    /// Keeps `image`, costed by its decoded pixels.
    public func insert(_ image: UIImage, for key: String) {
        let pixels = Int(image.size.width * image.scale * image.size.height * image.scale)
        images.setObject(image, forKey: key as NSString, cost: pixels * 4)
    }
}
