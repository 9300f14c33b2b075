import DandelionCore
import SwiftUI

extension GraphicsContext {
    /// Strokes and fills the seed head's marks in the theme's colours. Consecutive strokes of one ink,
    /// width and opacity (a pappus's hairs) go into one path, so a head is about a hundred draw calls, not
    /// a thousand.
    func draw(_ marks: [SeedHeadMark], theme: Theme) {
        var batch = Path()
        var style: (ink: SeedHeadInk, width: Float, opacity: Float)?
        func flush() {
            guard let current = style else { return }
            stroke(batch, with: .color(theme.color(current.ink).opacity(Double(current.opacity))),
                   style: StrokeStyle(lineWidth: CGFloat(current.width), lineCap: .round))
            batch = Path()
            style = nil
        }
        func add(ink: SeedHeadInk, width: Float, opacity: Float, _ segment: (inout Path) -> Void) {
            if let current = style, current.ink != ink || current.width != width || current.opacity != opacity { flush() }
            style = (ink, width, opacity)
            segment(&batch)
        }
        for mark in marks {
            switch mark {
            case .line(let from, let to, let width, let ink, let opacity):
                add(ink: ink, width: width, opacity: opacity) { path in
                    path.move(to: CGPoint(from))
                    path.addLine(to: CGPoint(to))
                }
            case .curve(let from, let control, let to, let width, let ink, let opacity):
                add(ink: ink, width: width, opacity: opacity) { path in
                    path.move(to: CGPoint(from))
                    path.addQuadCurve(to: CGPoint(to), control: CGPoint(control))
                }
            case .glow(let center, let radius):
                flush()
                let primary = theme.primaryColor
                let strength = Double(SeedHeadSVG.glowOpacity)
                let gradient = Gradient(stops: [
                    .init(color: primary.opacity(strength), location: 0),
                    .init(color: primary.opacity(strength / 2), location: 0.6),
                    .init(color: primary.opacity(0), location: 1),
                ])
                fill(Path(ellipseIn: Self.square(center, radius)),
                     with: .radialGradient(gradient, center: CGPoint(center), startRadius: 0, endRadius: CGFloat(radius)))
            case .disc(let center, let radius, let ink, let opacity):
                flush()
                fill(Path(ellipseIn: Self.square(center, radius)), with: .color(theme.color(ink).opacity(Double(opacity))))
            case .shape(let points, let ink, let opacity):
                flush()
                var path = Path()
                path.addLines(points.map(CGPoint.init))
                path.closeSubpath()
                fill(path, with: .color(theme.color(ink).opacity(Double(opacity))))
            }
        }
        flush()
    }

    private static func square(_ center: SIMD2<Float>, _ radius: Float) -> CGRect {
        CGRect(x: CGFloat(center.x - radius), y: CGFloat(center.y - radius), width: CGFloat(2 * radius), height: CGFloat(2 * radius))
    }
}

extension Theme {
    /// What each of the seed head's inks is in this theme.
    func color(_ ink: SeedHeadInk) -> Color {
        switch ink {
        case .seed: seedColor
        case .primary: primaryColor
        case .accent: accentColor
        }
    }
}

extension CGPoint {
    init(_ point: SIMD2<Float>) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}
