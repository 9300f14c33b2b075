/// The colours a seed head is drawn in; the theme says what each is (`Theme.seed`, `.primary`, `.accent`).
public enum SeedHeadInk: Sendable, Equatable, CaseIterable {
    /// Hairs, beaks, achenes and the stem.
    case seed
    /// The soft light behind the head.
    case primary
    /// The receptacle.
    case accent
}

/// One thing to draw, in points. A seed head is a list of these, back to front; the app strokes them in a
/// `Canvas` and `SeedHeadSVG` writes them as SVG, so the README's picture is what the phone draws.
public enum SeedHeadMark: Sendable, Equatable {
    /// A soft disc of `primary` light, fading to nothing at `radius`.
    case glow(center: SIMD2<Float>, radius: Float)
    /// A straight stroke with round caps.
    case line(from: SIMD2<Float>, to: SIMD2<Float>, width: Float, ink: SeedHeadInk, opacity: Float)
    /// A quadratic curve with round caps.
    case curve(from: SIMD2<Float>, control: SIMD2<Float>, to: SIMD2<Float>, width: Float, ink: SeedHeadInk, opacity: Float)
    case disc(center: SIMD2<Float>, radius: Float, ink: SeedHeadInk, opacity: Float)
    /// A closed, filled outline.
    case shape([SIMD2<Float>], ink: SeedHeadInk, opacity: Float)

    /// The mark moved by `offset` and scaled by `factor` about the origin first (widths scale too).
    public func transformed(scale factor: Float, offset: SIMD2<Float>) -> SeedHeadMark {
        func p(_ point: SIMD2<Float>) -> SIMD2<Float> { point * factor + offset }
        switch self {
        case .glow(let center, let radius):
            return .glow(center: p(center), radius: radius * factor)
        case .line(let from, let to, let width, let ink, let opacity):
            return .line(from: p(from), to: p(to), width: width * factor, ink: ink, opacity: opacity)
        case .curve(let from, let control, let to, let width, let ink, let opacity):
            return .curve(from: p(from), control: p(control), to: p(to), width: width * factor, ink: ink, opacity: opacity)
        case .disc(let center, let radius, let ink, let opacity):
            return .disc(center: p(center), radius: radius * factor, ink: ink, opacity: opacity)
        case .shape(let points, let ink, let opacity):
            return .shape(points.map(p), ink: ink, opacity: opacity)
        }
    }

    /// The stroke width, for strokes.
    public var width: Float? {
        switch self {
        case .line(_, _, let width, _, _), .curve(_, _, _, let width, _, _): width
        default: nil
        }
    }

    /// Every point the mark passes through or is shaped by (a curve's control point included).
    public var points: [SIMD2<Float>] {
        switch self {
        case .glow(let center, _), .disc(let center, _, _, _): [center]
        case .line(let from, let to, _, _, _): [from, to]
        case .curve(let from, let control, let to, _, _, _): [from, control, to]
        case .shape(let points, _, _): points
        }
    }
}
