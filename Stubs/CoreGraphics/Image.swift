// CoreGraphics: bitmap images (CGImage, CGDataProvider, CGBitmapInfo, CGImageAlphaInfo).
// Mirrors https://developer.apple.com/documentation/coregraphics/cgimage (incl.
// init(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:decode:shouldInterpolate:intent:),
// width), https://developer.apple.com/documentation/coregraphics/cgdataprovider/init(data:),
// https://developer.apple.com/documentation/coregraphics/cgbitmapinfo,
// https://developer.apple.com/documentation/coregraphics/cgimagealphainfo, and the iOS 26 SDK overlay
// (CGImage is `@unchecked Sendable`).
// CF types import into Swift as classes that cannot be subclassed: modelled as `final` classes.

public final class CGImage: @unchecked Sendable {
    /// `CGImageCreate`.
    public init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) { fatalError() }
    // `CGImageGetWidth` etc. (size_t) import as `var width: Int { get }`.
    public var width: Int { fatalError() }
    public var height: Int { fatalError() }
    public var bitsPerComponent: Int { fatalError() }
    public var bitsPerPixel: Int { fatalError() }
    public var bytesPerRow: Int { fatalError() }
}

public final class CGDataProvider {
    /// `CGDataProviderCreateWithCFData`.
    public init?(data: CFData) { fatalError() }
}

/// A `UInt32` raw-value struct. Its `OptionSet` API (`union`, `contains`, array literals…) is not modelled, so
/// it is not declared `OptionSet` here (stricter: the views only build one from a raw value).
public struct CGBitmapInfo: Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { fatalError() }
}

/// `CF_ENUM(uint32_t, CGImageAlphaInfo)`.
public enum CGImageAlphaInfo: UInt32, @unchecked Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}
