// ImageIO: image property keys and CGImagePropertyOrientation.
// Mirrors https://developer.apple.com/documentation/imageio/cgimagepropertyorientation and
// https://developer.apple.com/documentation/imageio/cgimageproperties (CGImageProperties.h availability:
// ExifSubsecTimeOriginal iOS 10, ExifOffsetTimeOriginal iOS 13, the others iOS 4).

/// `CF_CLOSED_ENUM(uint32_t, CGImagePropertyOrientation)`: `@frozen enum CGImagePropertyOrientation : UInt32`.
@available(iOS 4.0, *)
@frozen
public enum CGImagePropertyOrientation: UInt32, @unchecked Sendable {
    case up = 1
    case upMirrored = 2
    case down = 3
    case downMirrored = 4
    case leftMirrored = 5
    case right = 6
    case rightMirrored = 7
    case left = 8
}

@available(iOS 4.0, *)
public let kCGImagePropertyOrientation: CFString = "Orientation"
@available(iOS 4.0, *)
public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
@available(iOS 4.0, *)
public let kCGImagePropertyExifDateTimeOriginal: CFString = "DateTimeOriginal"
@available(iOS 13.0, *)
public let kCGImagePropertyExifOffsetTimeOriginal: CFString = "OffsetTimeOriginal"
@available(iOS 10.0, *)
public let kCGImagePropertyExifSubsecTimeOriginal: CFString = "SubsecTimeOriginal"
