import Foundation

extension FlowerFigure {
    /// A species at a growth stage: a seed in the soil, a sprout, a bud in the petals' colour, an
    /// opening bloom, the full bloom, each in the species' own colours and form. A wilted flower
    /// droops and fades; it never dies. The same input always gives the same figure.
    public init(_ drawing: SpeciesDrawing, stage: FlowerStage, wilted: Bool) {
        self.init(shapes: FlowerPainter(drawing: drawing, stage: stage, wilted: wilted).paint())
    }
}

/// Paints one figure: the soil, the stem and leaves, then the bud or the head in the species' arrangement.
struct FlowerPainter {
    let drawing: SpeciesDrawing
    let stage: FlowerStage
    let wilted: Bool

    static let soil = FigureColour(red: 0x6b, green: 0x4f, blue: 0x3a)
    static let seed = FigureColour(red: 0x8a, green: 0x6a, blue: 0x48)
    /// The faint line that keeps overlapping petals apart.
    static let edge = FigureColour(red: 0, green: 0, blue: 0, alpha: 0x26)
    static let stemHeight: [FlowerStage: Double] = [.seed: 0, .sprout: 70, .bud: 150, .bloom: 190, .fullBloom: 215]
    /// Where a cluster's six florets sit, as fractions of the head's radius.
    static let clusterFlorets: [(x: Double, y: Double)] = [(0, -0.3), (-0.45, 0.05), (0.45, 0.05), (-0.25, -0.5), (0.25, -0.5), (0, 0.2)]
    static let spikeFlorets = 7

    init(drawing: SpeciesDrawing, stage: FlowerStage, wilted: Bool) {
        self.drawing = drawing
        self.stage = stage
        self.wilted = wilted
    }

    /// A wilted flower's colours fade towards dry brown.
    private func colour(_ colour: FigureColour) -> FigureColour { wilted ? colour.faded : colour }
    private var petal: FigureColour { colour(drawing.petal) }
    private var inner: FigureColour { colour(drawing.petalInner) }
    private var centre: FigureColour { colour(drawing.centre) }
    private var stem: FigureColour { colour(drawing.stem) }
    private var leaf: FigureColour { colour(drawing.leaf) }

    func paint() -> [FigureShape] {
        var pen = FigurePen()
        pen.ellipse(.soil, x: 200, y: 372, radiusX: 150, radiusY: 22, fill: Self.soil)
        let height = Self.stemHeight[stage]!
        let top = (x: 200 + (wilted ? height * 0.35 : 0), y: 360 - height * (wilted ? 0.85 : 1))
        if stage == .seed {
            pen.within(x: 200, y: 356, degrees: -20) { $0.ellipse(.seed, x: 0, y: 0, radiusX: 16, radiusY: 10, fill: Self.seed) }
            pen.path(.stem, fill: nil, stroke: FigureStroke(colour: stem, width: 2)) { root in
                root.move(200, 364)
                root.quad(196, 374, 202, 382)
            }
        } else {
            pen.path(.stem, fill: nil, stroke: FigureStroke(colour: stem, width: stage == .sprout ? 4 : 6, roundCap: true)) { line in
                line.move(200, 360)
                line.quad(200 + (wilted ? height * 0.05 : 0), 360 - height * 0.6, top.x, top.y)
            }
            leaves(&pen, stemHeight: height)
        }
        let tilt = wilted ? 55.0 : 0
        switch stage {
        case .seed, .sprout: break
        case .bud: pen.within(x: top.x, y: top.y, degrees: wilted ? 50 : 0) { bud(&$0) }
        case .bloom: pen.within(x: top.x, y: top.y, degrees: tilt) { head(&$0, radius: 46) }
        case .fullBloom: pen.within(x: top.x, y: top.y, degrees: tilt) { head(&$0, radius: 74) }
        }
        return pen.shapes
    }

    // MARK: Leaves and bud

    private func leaves(_ pen: inout FigurePen, stemHeight: Double) {
        let y = 360 - stemHeight * (stage == .sprout ? 0.8 : 0.4)
        // Grass-like leaves stand nearly upright; the others spread.
        let spread = drawing.leafShape == .grass ? 25.0 : 60
        let droop = wilted ? 35.0 : 0
        let (shape, colour) = (drawing.leafShape, leaf)
        for side in [-1.0, 1.0] {
            pen.within(x: 200, y: y, degrees: side * (spread + droop)) { pen in
                pen.path(.leaf, fill: colour) { Self.leaf(shape, stemHeight: stemHeight, into: &$0) }
            }
        }
    }

    /// One leaf pointing up from where it joins the stem.
    private static func leaf(_ shape: SpeciesDrawing.LeafShape, stemHeight: Double, into leaf: inout FigurePen.PathSketch) {
        switch shape {
        case .grass:
            let (length, width) = (stemHeight * 0.55 + 20, 6.0)
            leaf.move(0, 0)
            leaf.quad(width, -length / 2, 0, -length)
            leaf.quad(-width, -length / 2, 0, 0)
        case .lance:
            let (length, width) = (stemHeight * 0.3 + 16, 9.0)
            leaf.move(0, 0)
            leaf.quad(width, -length * 0.45, 0, -length)
            leaf.quad(-width, -length * 0.45, 0, 0)
        case .oval:
            let (length, width) = (stemHeight * 0.22 + 16, 13.0)
            leaf.move(0, 0)
            leaf.cubic(width, -length * 0.2, width, -length * 0.8, 0, -length)
            leaf.cubic(-width, -length * 0.8, -width, -length * 0.2, 0, 0)
        case .heart:
            // A stalk, then two round lobes either side of the notch it joins, narrowing to a tip.
            let (length, width) = (stemHeight * 0.22 + 18, 16.0)
            let stalk = length * 0.18, notch = -(stalk + length * 0.12)
            leaf.move(0, 0)
            leaf.line(0, notch)
            leaf.cubic(width * 0.45, -stalk + length * 0.06, width, -stalk - length * 0.15, width * 0.75, -stalk - length * 0.45)
            leaf.quad(width * 0.45, -length * 0.9, 0, -length)
            leaf.quad(-width * 0.45, -length * 0.9, -width * 0.75, -stalk - length * 0.45)
            leaf.cubic(-width, -stalk - length * 0.15, -width * 0.45, -stalk + length * 0.06, 0, notch)
        case .lobed:
            let (length, width) = (stemHeight * 0.26 + 16, 12.0)
            leaf.move(0, 0)
            leaf.quad(width * 1.1, -length * 0.1, width * 0.55, -length * 0.3)
            leaf.quad(width * 1.2, -length * 0.45, width * 0.5, -length * 0.62)
            leaf.quad(width * 0.9, -length * 0.8, 0, -length)
            leaf.quad(-width * 0.9, -length * 0.8, -width * 0.5, -length * 0.62)
            leaf.quad(-width * 1.2, -length * 0.45, -width * 0.55, -length * 0.3)
            leaf.quad(-width * 1.1, -length * 0.1, 0, 0)
        }
        leaf.close()
    }

    private func bud(_ pen: inout FigurePen) {
        pen.path(.bud, fill: petal) { bud in
            bud.move(0, 4)
            bud.quad(16, -12, 0, -38)
            bud.quad(-16, -12, 0, 4)
            bud.close()
        }
        pen.path(.sepal, fill: leaf) { sepal in
            sepal.move(0, 6)
            sepal.quad(12, -2, 7, -16)
            sepal.line(0, -4)
            sepal.line(-7, -16)
            sepal.quad(-12, -2, 0, 6)
            sepal.close()
        }
    }

    // MARK: The open flower

    /// The open flower, in the species' arrangement, centred on the pen's origin.
    private func head(_ pen: inout FigurePen, radius: Double) {
        switch drawing.petals.arrangement {
        case .spike: spike(&pen, radius: radius)
        case .bell: bell(&pen, radius: radius)
        case .cluster:
            for (index, spot) in Self.clusterFlorets.enumerated() {
                // Each floret turned a little differently, as real ones are.
                pen.within(x: spot.x * radius, y: spot.y * radius, degrees: Double(index) * 17) { floret(&$0, radius: radius * 0.32) }
            }
        case .rosette: cupped(&pen, radius: radius)
        case .single, .composite:
            if drawing.petals.shape == .cupped { cupped(&pen, radius: radius) } else { radial(&pen, radius: radius) }
        }
    }

    /// One ring of petals round a centre: a daisy's rays round its broad disc, an orchid's star with its spur.
    private func radial(_ pen: inout FigurePen, radius: Double) {
        if drawing.petals.shape == .spurred {
            pen.path(.spur, fill: nil, stroke: FigureStroke(colour: inner, width: 3, roundCap: true)) { spur in
                spur.move(0, radius * 0.1)
                spur.cubic(radius * 0.25, radius * 0.7, -radius * 0.2, radius * 1.2, radius * 0.08, radius * 1.75)
            }
        }
        let count = min(max(drawing.petals.count, 3), 34)
        for index in 0..<count {
            pen.within(degrees: Double(index) * 360 / Double(count)) { petal(&$0, length: radius, count: count, colour: petal) }
        }
        let disc = drawing.petals.arrangement == .composite ? radius * 0.32 : radius * 0.14
        pen.ellipse(.centre, x: 0, y: 0, radiusX: disc, radiusY: disc, fill: centre)
    }

    /// Broad, overlapping petals in rings that shrink towards the centre: a rose's many layers, a
    /// lotus's two. Few wide petals per ring rather than many thin ones, which would read as a daisy.
    private func cupped(_ pen: inout FigurePen, radius: Double) {
        let count = drawing.petals.count
        // A cabbage rose's hundred petals cannot all be drawn: four rings of them read as its full head.
        let perRing = count >= 40 ? [9, 8, 7, 5] : count >= 10 ? [count / 2, count - count / 2] : [max(count, 3)]
        for (ring, petals) in perRing.enumerated() {
            let length = radius * (1 - Double(ring) * (perRing.count > 2 ? 0.2 : 0.3))
            let colour = ring.isMultiple(of: 2) ? petal : inner
            // Each petal spans more than its share of the ring, so neighbours overlap like real ones.
            let half = 2 * Double.pi * length * 0.62 / Double(petals) * 0.75
            for index in 0..<petals {
                pen.within(degrees: (Double(index) + Double(ring) * 0.5) * 360 / Double(petals)) { pen in
                    pen.path(.petal, fill: colour, stroke: FigureStroke(colour: Self.edge, width: 1)) { outline in
                        outline.move(0, 0)
                        outline.cubic(half, -length * 0.6, half, -length, 0, -length)
                        outline.cubic(-half, -length, -half, -length * 0.6, 0, 0)
                        outline.close()
                    }
                }
            }
        }
        let disc = perRing.count > 2 ? radius * 0.12 : radius * 0.24
        pen.ellipse(.centre, x: 0, y: 0, radiusX: disc, radiusY: disc, fill: centre)
    }

    /// Small flowers up the top of the stalk, the lowest largest: a snapdragon's.
    private func spike(_ pen: inout FigurePen, radius: Double) {
        let step = radius * 0.28
        pen.path(.stem, fill: nil, stroke: FigureStroke(colour: stem, width: 4, roundCap: true)) { stalk in
            stalk.move(0, 0)
            stalk.line(0, -step * Double(Self.spikeFlorets - 1))
        }
        for index in 0..<Self.spikeFlorets {
            let side = index.isMultiple(of: 2) ? -1.0 : 1.0
            pen.within(x: side * radius * 0.12, y: -Double(index) * step) { floret(&$0, radius: radius * (0.3 - Double(index) * 0.025)) }
        }
    }

    /// A nodding bell on an arched stalk: three outer tepals as drops opening downwards, the three
    /// inner ones peeking out below, a green ovary on top (a snowdrop's).
    private func bell(_ pen: inout FigurePen, radius: Double) {
        let hang = radius * 0.55, width = radius * 0.42, depth = radius * 0.95
        pen.path(.stem, fill: nil, stroke: FigureStroke(colour: stem, width: 3, roundCap: true)) { stalk in
            stalk.move(0, 0)
            stalk.quad(hang * 0.9, -radius * 0.35, hang, radius * 0.1)
        }
        let edge = FigureStroke(colour: Self.edge, width: 1)
        let (petal, inner, centre) = (petal, inner, centre)
        let innerCount = drawing.petals.count / 2, outerCount = drawing.petals.count - innerCount
        pen.within(x: hang, y: radius * 0.1) { pen in
            for index in 0..<innerCount {
                let x = (Double(index) - Double(innerCount - 1) / 2) * width * 0.3
                pen.path(.petal, fill: inner, stroke: edge) { tepal in
                    tepal.move(x - width * 0.16, depth * 0.6)
                    tepal.quad(x, depth * 1.04, x + width * 0.16, depth * 0.6)
                    tepal.line(x, depth * 0.45)
                    tepal.close()
                }
            }
            for index in 0..<outerCount {
                // The side tepals behind, the middle one in front.
                let turn = (Double(index) - Double(outerCount - 1) / 2) * 18
                let span = turn == 0 ? width : width * 0.75
                pen.within(x: 0, y: radius * 0.12, degrees: turn) { pen in
                    pen.path(.petal, fill: petal, stroke: edge) { tepal in
                        tepal.move(0, 0)
                        tepal.cubic(span, depth * 0.18, span * 0.7, depth * 0.78, 0, depth * 0.68)
                        tepal.cubic(-span * 0.7, depth * 0.78, -span, depth * 0.18, 0, 0)
                        tepal.close()
                    }
                }
            }
            pen.ellipse(.centre, x: 0, y: radius * 0.08, radiusX: width * 0.22, radiusY: radius * 0.12, fill: centre)
        }
    }

    /// One small flower of a cluster or spike: the species' petals round a dot; a snapdragon's as
    /// two upper lobes and three lower ones round its yellow throat.
    private func floret(_ pen: inout FigurePen, radius: Double) {
        let count = drawing.petals.count
        if drawing.petals.shape == .lipped {
            let upper = count * 2 / 5
            let lower = count - upper
            for index in 0..<upper {
                let turn = (Double(index) - Double(upper - 1) / 2) * 60
                pen.within(degrees: turn) { petal(&$0, length: radius, count: count, colour: petal) }
            }
            for index in 0..<lower {
                let turn = 180 + (Double(index) - Double(lower - 1) / 2) * 45
                pen.within(degrees: turn) { petal(&$0, length: radius * 0.85, count: count, colour: inner) }
            }
        } else {
            for index in 0..<count {
                pen.within(degrees: Double(index) * 360 / Double(count)) { petal(&$0, length: radius, count: count, colour: petal) }
            }
        }
        pen.ellipse(.centre, x: 0, y: 0, radiusX: radius * 0.28, radiusY: radius * 0.28, fill: centre)
    }

    /// One petal pointing up from the centre, as wide as `count` petals round it allow.
    private func petal(_ pen: inout FigurePen, length: Double, count: Int, colour: FigureColour) {
        let room = 2 * Double.pi * length * 0.7 / Double(count)
        let shape = drawing.petals.shape
        let width: Double = switch shape {
        case .ray, .star, .spurred: min(length * 0.22, room)
        case .cupped, .ruffled: min(length * 0.75, room * 1.3)
        case .rounded, .lipped: min(length * 0.5, room * 1.1)
        }
        let half = width / 2, shoulder = length * 0.55
        pen.path(.petal, fill: colour, stroke: FigureStroke(colour: Self.edge, width: 1)) { outline in
            outline.move(0, 0)
            outline.line(half, -shoulder)
            switch shape {
            case .star, .spurred:
                outline.line(0, -length)
                outline.line(-half, -shoulder)
            case .ruffled:
                outline.quad(half, -length, half * 0.33, -length * 0.96)
                outline.quad(0, -length * 1.04, -half * 0.33, -length * 0.96)
                outline.quad(-half, -length, -half, -shoulder)
            case .ray, .cupped, .rounded, .lipped:
                outline.quad(half, -length, 0, -length)
                outline.quad(-half, -length, -half, -shoulder)
            }
            outline.close()
        }
    }
}
