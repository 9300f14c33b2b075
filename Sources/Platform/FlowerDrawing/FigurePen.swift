import Foundation

/// Collects a figure's shapes while a flower is painted in local coordinates: like an SVG group's
/// `translate(x y) rotate(a)`, but every point lands absolute and on the figure's 0.1 grid.
struct FigurePen {
    private(set) var shapes: [FigureShape] = []
    private var placement = Placement.identity

    /// Draws `body` moved to (x, y) and turned by `degrees` (clockwise, y pointing down) within the current placement.
    mutating func within(x: Double = 0, y: Double = 0, degrees: Double = 0, _ body: (inout FigurePen) -> Void) {
        let saved = placement
        placement = placement.translated(x, y).rotated(degrees)
        body(&self)
        placement = saved
    }

    mutating func path(_ part: FigurePart, fill: FigureColour?, stroke: FigureStroke? = nil, _ sketch: (inout PathSketch) -> Void) {
        var drawing = PathSketch(placement: placement)
        sketch(&drawing)
        shapes.append(FigureShape(part: part, outline: .path(drawing.commands), fill: fill, stroke: stroke.map(Self.snapped)))
    }

    /// An ellipse; turned, it becomes four cubic curves (a circle stays an ellipse at its new centre).
    mutating func ellipse(_ part: FigurePart, x: Double, y: Double, radiusX: Double, radiusY: Double, fill: FigureColour?) {
        if !placement.isTurned || radiusX == radiusY {
            let outline = FigureShape.Outline.ellipse(centre: placement.apply(x, y), radiusX: snap(radiusX), radiusY: snap(radiusY))
            shapes.append(FigureShape(part: part, outline: outline, fill: fill))
            return
        }
        let k = 0.5523  // a quarter circle's cubic control distance, as a fraction of the radius
        path(part, fill: fill) { sketch in
            sketch.move(x + radiusX, y)
            sketch.cubic(x + radiusX, y + radiusY * k, x + radiusX * k, y + radiusY, x, y + radiusY)
            sketch.cubic(x - radiusX * k, y + radiusY, x - radiusX, y + radiusY * k, x - radiusX, y)
            sketch.cubic(x - radiusX, y - radiusY * k, x - radiusX * k, y - radiusY, x, y - radiusY)
            sketch.cubic(x + radiusX * k, y - radiusY, x + radiusX, y - radiusY * k, x + radiusX, y)
            sketch.close()
        }
    }

    private static func snapped(_ stroke: FigureStroke) -> FigureStroke {
        FigureStroke(colour: stroke.colour, width: snap(stroke.width), roundCap: stroke.roundCap)
    }

    /// One path's commands in local coordinates, placed as they are added.
    struct PathSketch {
        let placement: Placement
        private(set) var commands: [PathCommand] = []

        init(placement: Placement) {
            self.placement = placement
        }

        mutating func move(_ x: Double, _ y: Double) { commands.append(.move(placement.apply(x, y))) }
        mutating func line(_ x: Double, _ y: Double) { commands.append(.line(placement.apply(x, y))) }
        mutating func quad(_ cx: Double, _ cy: Double, _ x: Double, _ y: Double) {
            commands.append(.quad(control: placement.apply(cx, cy), to: placement.apply(x, y)))
        }
        mutating func cubic(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, _ x: Double, _ y: Double) {
            commands.append(.cubic(control1: placement.apply(c1x, c1y), control2: placement.apply(c2x, c2y), to: placement.apply(x, y)))
        }
        mutating func close() { commands.append(.close) }
    }

    /// An affine placement (rotation and translation only).
    struct Placement {
        let a, b, c, d, tx, ty: Double

        static let identity = Placement(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        var isTurned: Bool { abs(b) > 1e-12 }

        func apply(_ x: Double, _ y: Double) -> FigurePoint {
            FigurePoint(x: snap(a * x + c * y + tx), y: snap(b * x + d * y + ty))
        }

        func translated(_ x: Double, _ y: Double) -> Placement {
            Placement(a: a, b: b, c: c, d: d, tx: a * x + c * y + tx, ty: b * x + d * y + ty)
        }

        func rotated(_ degrees: Double) -> Placement {
            guard degrees != 0 else { return self }
            let radians = degrees * .pi / 180
            let (cosine, sine) = (cos(radians), sin(radians))
            return Placement(a: a * cosine + c * sine, b: b * cosine + d * sine, c: c * cosine - a * sine, d: d * cosine - b * sine, tx: tx, ty: ty)
        }
    }
}

/// Onto the figure's 0.1 grid: the precision its SVG is written with, so reading it back is exact.
func snap(_ value: Double) -> Double {
    let snapped = (value * 10).rounded() / 10
    return snapped == 0 ? 0 : snapped
}
