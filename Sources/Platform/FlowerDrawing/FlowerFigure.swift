/// A flower drawn as shapes in a 400 × 400 space (y grows downwards, as in SVG and SwiftUI), every
/// coordinate absolute and on a 0.1 grid, so the server's SVG and the app's paths are one drawing and
/// a figure read back from its SVG is the same figure.
public struct FlowerFigure: Hashable, Sendable {
    /// The side of the square every figure is drawn in.
    public static let side = 400.0

    public var shapes: [FigureShape]

    public init(shapes: [FigureShape]) {
        self.shapes = shapes
    }

    /// The box every shape (and half of each stroke) lies in: curves stay within their control points.
    public var bounds: FigureBox {
        shapes.map(\.bounds).reduce(FigureBox.empty) { $0.union($1) }
    }
}

/// One filled and/or stroked outline, and which part of the plant it is.
public struct FigureShape: Hashable, Sendable {
    public enum Outline: Hashable, Sendable {
        case path([PathCommand])
        /// An axis-aligned ellipse (a rotated one is drawn as a path).
        case ellipse(centre: FigurePoint, radiusX: Double, radiusY: Double)
    }

    public let part: FigurePart
    public let outline: Outline
    public let fill: FigureColour?
    public let stroke: FigureStroke?

    public init(part: FigurePart, outline: Outline, fill: FigureColour?, stroke: FigureStroke? = nil) {
        self.part = part
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
    }

    public var bounds: FigureBox {
        let box: FigureBox = switch outline {
        case .path(let commands): FigureBox(points: commands.flatMap(\.points))
        case .ellipse(let centre, let radiusX, let radiusY):
            FigureBox(minX: centre.x - radiusX, minY: centre.y - radiusY, maxX: centre.x + radiusX, maxY: centre.y + radiusY)
        }
        return box.inset(by: -(stroke?.width ?? 0) / 2)
    }
}

/// What a shape is of the plant: lets tests count petals and the SVG name its parts.
public enum FigurePart: String, Hashable, Sendable, CaseIterable {
    case soil, seed, stem, leaf, bud, sepal, petal, centre, spur
}

public struct FigureStroke: Hashable, Sendable {
    public let colour: FigureColour
    public let width: Double
    /// Round line ends (a stem's); else butt.
    public let roundCap: Bool

    public init(colour: FigureColour, width: Double, roundCap: Bool = false) {
        self.colour = colour
        self.width = width
        self.roundCap = roundCap
    }
}

public struct FigurePoint: Hashable, Sendable {
    public let x: Double
    public let y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// SVG's absolute path commands, the subset figures use.
public enum PathCommand: Hashable, Sendable {
    case move(FigurePoint)
    case line(FigurePoint)
    case quad(control: FigurePoint, to: FigurePoint)
    case cubic(control1: FigurePoint, control2: FigurePoint, to: FigurePoint)
    case close

    public var points: [FigurePoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .quad(let control, let to): [control, to]
        case .cubic(let control1, let control2, let to): [control1, control2, to]
        case .close: []
        }
    }
}

public struct FigureBox: Hashable, Sendable {
    public let minX, minY, maxX, maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    init(points: [FigurePoint]) {
        self.init(
            minX: points.map(\.x).min() ?? .infinity, minY: points.map(\.y).min() ?? .infinity,
            maxX: points.map(\.x).max() ?? -.infinity, maxY: points.map(\.y).max() ?? -.infinity
        )
    }

    static let empty = FigureBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }

    func union(_ other: FigureBox) -> FigureBox {
        FigureBox(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    func inset(by amount: Double) -> FigureBox {
        FigureBox(minX: minX + amount, minY: minY + amount, maxX: maxX - amount, maxY: maxY - amount)
    }
}
