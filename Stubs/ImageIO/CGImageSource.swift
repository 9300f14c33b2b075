// ImageIO: reading images (CGImageSource and the option keys the view code passes).
// Mirrors https://developer.apple.com/documentation/imageio/cgimagesource and ImageIO's CGImageSource.h
// (nullability: the source functions return `CGImageSource?`, CGImageSourceCreateThumbnailAtIndex and
// CGImageSourceCopyPropertiesAtIndex return optionals, option dictionaries are `CFDictionary?`).
//
// Apple's ImageIO clang module includes <CoreGraphics/CoreGraphics.h> and re-exports it, so `import ImageIO`
// alone makes CGImage etc. visible.
@_exported import CoreGraphics

/// A CF type (`CGImageSourceRef`): imported as a class that cannot be created or subclassed from Swift.
public final class CGImageSource {
    private init() { fatalError() }
}

@available(iOS 4.0, *)
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? { fatalError() }

@available(iOS 4.0, *)
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? { fatalError() }

@available(iOS 4.0, *)
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { fatalError() }

@available(iOS 4.0, *)
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? { fatalError() }

@available(iOS 4.0, *)
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? { fatalError() }

@available(iOS 4.0, *)
public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
@available(iOS 7.0, *)
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
@available(iOS 4.0, *)
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
@available(iOS 4.0, *)
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
@available(iOS 4.0, *)
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
