import Foundation

/// Writes seed-head marks as an SVG document, so the drawing the phone makes in a `Canvas` can be seen
/// anywhere: the README's picture and the app icon are rendered from it on Linux (`greenhouse dandelion draw`).
public enum SeedHeadSVG {
    /// The colours of the inks (sRGB 0xRRGGBB), and the page behind, if any.
    public struct Palette: Sendable, Equatable {
        public var seed: UInt32
        public var primary: UInt32
        public var accent: UInt32
        /// nil: a transparent page.
        public var background: UInt32?

        public init(seed: UInt32, primary: UInt32, accent: UInt32, background: UInt32?) {
            self.seed = seed
            self.primary = primary
            self.accent = accent
            self.background = background
        }

        func color(_ ink: SeedHeadInk) -> UInt32 {
            switch ink {
            case .seed: seed
            case .primary: primary
            case .accent: accent
            }
        }
    }

    /// How strong the glow is at its centre: the primary is pale, and the glow only warms the page.
    public static let glowOpacity: Float = 0.55

    /// A complete SVG document of `size` points showing `marks` in `palette`.
    public static func document(_ marks: [SeedHeadMark], size: SIMD2<Float>, palette: Palette) -> String {
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(size.x))\" height=\"\(n(size.y))\" viewBox=\"0 0 \(n(size.x)) \(n(size.y))\">\n"
        if let background = palette.background {
            out += "  <rect width=\"\(n(size.x))\" height=\"\(n(size.y))\" fill=\"\(hex(background))\"/>\n"
        }
        var glows = 0
        for mark in marks {
            switch mark {
            case .glow(let center, let radius):
                glows += 1
                let color = hex(palette.primary)
                out += "  <radialGradient id=\"glow\(glows)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(radius))\">"
                out += "<stop offset=\"0\" stop-color=\"\(color)\" stop-opacity=\"\(n(glowOpacity))\"/>"
                out += "<stop offset=\"0.6\" stop-color=\"\(color)\" stop-opacity=\"\(n(glowOpacity * 0.5))\"/>"
                out += "<stop offset=\"1\" stop-color=\"\(color)\" stop-opacity=\"0\"/></radialGradient>\n"
                out += "  <circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(radius))\" fill=\"url(#glow\(glows))\"/>\n"
            case .line(let from, let to, let width, let ink, let opacity):
                out += "  <path d=\"M\(n(from.x)) \(n(from.y))L\(n(to.x)) \(n(to.y))\"\(stroke(ink, width, opacity, palette))/>\n"
            case .curve(let from, let control, let to, let width, let ink, let opacity):
                out += "  <path d=\"M\(n(from.x)) \(n(from.y))Q\(n(control.x)) \(n(control.y)) \(n(to.x)) \(n(to.y))\"\(stroke(ink, width, opacity, palette))/>\n"
            case .disc(let center, let radius, let ink, let opacity):
                out += "  <circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(radius))\" fill=\"\(hex(palette.color(ink)))\" fill-opacity=\"\(n(opacity))\"/>\n"
            case .shape(let points, let ink, let opacity):
                let path = points.enumerated().map { "\($0.offset == 0 ? "M" : "L")\(n($0.element.x)) \(n($0.element.y))" }.joined()
                out += "  <path d=\"\(path)Z\" fill=\"\(hex(palette.color(ink)))\" fill-opacity=\"\(n(opacity))\"/>\n"
            }
        }
        return out + "</svg>\n"
    }

    private static func stroke(_ ink: SeedHeadInk, _ width: Float, _ opacity: Float, _ palette: Palette) -> String {
        " fill=\"none\" stroke=\"\(hex(palette.color(ink)))\" stroke-opacity=\"\(n(opacity))\" stroke-width=\"\(n(width))\" stroke-linecap=\"round\""
    }

    static func hex(_ rgb: UInt32) -> String { String(format: "#%06X", rgb & 0xFF_FFFF) }

    /// Two decimals, no trailing zeros: small files, and the same text on every platform.
    static func n(_ value: Float) -> String {
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
