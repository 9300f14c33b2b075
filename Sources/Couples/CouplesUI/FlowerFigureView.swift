import CouplesCore
import FlowerDrawing
import SwiftUI

/// A flower as FlowerDrawing figures it (the same shapes the server writes as SVG), filled and
/// stroked with SwiftUI paths and scaled to fit. A species this app does not know is fetched from
/// the server by `FlowerFigures`; until then a leaf stands in.
struct FlowerFigureView: View {
    let look: FlowerLook
    @Environment(FlowerFigures.self) private var figures: FlowerFigures?

    var body: some View {
        let figure = figures?.figure(for: look) ?? FlowerFigures.shippedFigure(for: look)
        Canvas { context, size in
            guard let figure else { return }
            let scale = min(size.width, size.height) / FlowerFigure.side
            context.translateBy(x: (size.width - FlowerFigure.side * scale) / 2, y: (size.height - FlowerFigure.side * scale) / 2)
            context.scaleBy(x: scale, y: scale)
            for shape in figure.shapes {
                let path = Path(shape.outline)
                if let fill = shape.fill {
                    context.fill(path, with: .color(Color(fill)))
                }
                if let stroke = shape.stroke {
                    let style = StrokeStyle(lineWidth: stroke.width, lineCap: stroke.roundCap ? .round : .butt)
                    context.stroke(path, with: .color(Color(stroke.colour)), style: style)
                }
            }
        }
        .overlay {
            if figure == nil {
                Image(systemName: "leaf").foregroundStyle(.secondary)
            }
        }
        .task(id: look) { await figures?.load(look) }
        .accessibilityHidden(true)
    }
}

extension Path {
    fileprivate init(_ outline: FigureShape.Outline) {
        switch outline {
        case .ellipse(let centre, let radiusX, let radiusY):
            self.init(ellipseIn: CGRect(x: centre.x - radiusX, y: centre.y - radiusY, width: radiusX * 2, height: radiusY * 2))
        case .path(let commands):
            self.init()
            for command in commands {
                switch command {
                case .move(let point): move(to: CGPoint(point))
                case .line(let point): addLine(to: CGPoint(point))
                case .quad(let control, let to): addQuadCurve(to: CGPoint(to), control: CGPoint(control))
                case .cubic(let control1, let control2, let to): addCurve(to: CGPoint(to), control1: CGPoint(control1), control2: CGPoint(control2))
                case .close: closeSubpath()
                }
            }
        }
    }
}

extension CGPoint {
    fileprivate init(_ point: FigurePoint) {
        self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
}

extension Color {
    fileprivate init(_ colour: FigureColour) {
        self.init(
            .sRGB, red: Double(colour.red) / 255, green: Double(colour.green) / 255, blue: Double(colour.blue) / 255,
            opacity: Double(colour.alpha) / 255
        )
    }
}
