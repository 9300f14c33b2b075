// CoreGraphics: colors and color spaces (CGColor, CGColorSpace, CGColorRenderingIntent).
// Mirrors https://developer.apple.com/documentation/coregraphics/cgcolor,
// https://developer.apple.com/documentation/coregraphics/cgcolorspace (init(name:), sRGB),
// https://developer.apple.com/documentation/coregraphics/cgcolorrenderingintent, and the iOS 26 SDK overlay
// (CGColor/CGColorSpace are `@unchecked Sendable`, CGColor.components).
// CF types import into Swift as classes that cannot be subclassed or created with `CGColor()`: modelled as
// `final` classes with no public plain init.

public final class CGColor: @unchecked Sendable {
    @available(iOS 13.0, *)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    @available(iOS 13.0, *)
    public init(gray: CGFloat, alpha: CGFloat) { fatalError() }
    public var components: [CGFloat]? { fatalError() }
}

public final class CGColorSpace: @unchecked Sendable {
    /// `CGColorSpaceCreateWithName`: `init?(name: CFString)`.
    public init?(name: CFString) { fatalError() }
    @available(iOS 10.0, *)
    public var name: CFString? { fatalError() }
    /// `kCGColorSpaceSRGB`: `class let sRGB: CFString`.
    @available(iOS 9.0, *)
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
}

/// `CF_ENUM(int32_t, CGColorRenderingIntent)`.
public enum CGColorRenderingIntent: Int32, @unchecked Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}
