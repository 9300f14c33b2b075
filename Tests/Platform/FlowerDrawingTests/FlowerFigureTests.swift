import FlowerDrawing
import Foundation
import Testing

/// The shared flower drawings as geometry: what the server writes as SVG and the app fills as paths.
@Suite("Flower figures from the species definitions")
struct FlowerFigureTests {
    static let drawings = try! SpeciesDrawings.shipped.get()
    static let looks = drawings.all.flatMap { drawing in
        FlowerStage.allCases.flatMap { stage in [false, true].map { (drawing, stage, $0) } }
    }

    @Test("the shipped definitions hold the 14 species, each once")
    func shipped() {
        #expect(Self.drawings.all.count == 14)
        #expect(Set(Self.drawings.all.map(\.id)).count == 14)
        #expect(Self.drawings["darwins-orchid"]?.petals.shape == .spurred)
        #expect(Self.drawings["no-such-flower"] == nil)
    }

    @Test("every species at every stage, wilted or not, lies inside the 400 × 400 canvas")
    func insideTheCanvas() {
        for (drawing, stage, wilted) in Self.looks {
            let box = FlowerFigure(drawing, stage: stage, wilted: wilted).bounds
            #expect(box.minX >= 0 && box.minY >= 0, "\(drawing.id) \(stage) wilted: \(wilted): \(box)")
            #expect(box.maxX <= FlowerFigure.side && box.maxY <= FlowerFigure.side, "\(drawing.id) \(stage) wilted: \(wilted): \(box)")
        }
    }

    @Test("the same look always gives the same figure")
    func deterministic() {
        for (drawing, stage, wilted) in Self.looks {
            #expect(FlowerFigure(drawing, stage: stage, wilted: wilted) == FlowerFigure(drawing, stage: stage, wilted: wilted))
        }
    }

    @Test("each species' bloom differs from every other's, in its outlines and not only its colours")
    func everyBloomIsItsOwn() {
        let blooms = Self.drawings.all.map { ($0.id, FlowerFigure($0, stage: .fullBloom, wilted: false)) }
        for (index, (id, figure)) in blooms.enumerated() {
            for (otherID, other) in blooms[(index + 1)...] {
                #expect(figure != other, "\(id) and \(otherID)")
                #expect(figure.shapes.map(\.outline) != other.shapes.map(\.outline), "\(id) and \(otherID) have the same outlines")
                #expect(Set(figure.shapes.compactMap(\.fill)) != Set(other.shapes.compactMap(\.fill)), "\(id) and \(otherID) have the same colours")
            }
        }
    }

    @Test("a bloom has as many petals as its definition, per flower of a cluster or spike, and one centre per flower")
    func petalCounts() {
        for drawing in Self.drawings.all {
            for stage in [FlowerStage.bloom, .fullBloom] {
                let figure = FlowerFigure(drawing, stage: stage, wilted: false)
                let petals = figure.shapes.count(where: { $0.part == .petal })
                let centres = figure.shapes.count(where: { $0.part == .centre })
                let flowers = switch drawing.petals.arrangement {
                case .cluster: 6
                case .spike: 7
                case .single, .composite, .rosette, .bell: 1
                }
                #expect(centres == flowers, "\(drawing.id)")
                if drawing.petals.count <= 34 {
                    #expect(petals == drawing.petals.count * flowers, "\(drawing.id) \(stage): \(petals) petals")
                } else {
                    // A cabbage rose's hundred: drawn as overlapping rings, fewer than a hundred but many.
                    #expect(petals > 20 && petals < drawing.petals.count, "\(drawing.id): \(petals) petals")
                }
            }
        }
    }

    @Test("a ring of petals is spaced evenly round the centre; a spike's flowers climb; a bell's tepals hang below its ovary")
    func arrangements() throws {
        for drawing in Self.drawings.all {
            let figure = FlowerFigure(drawing, stage: .fullBloom, wilted: false)
            let centres = figure.shapes.filter { $0.part == .centre }.compactMap(\.centrePoint)
            let petals = figure.shapes.filter { $0.part == .petal }
            switch drawing.petals.arrangement {
            // Every composite, and the singles that are not cupped (the line break says the `where` is the second's).
            case .composite,
                 .single where drawing.petals.shape != .cupped:
                let centre = try #require(centres.first)
                let angles = petals.map { $0.farthestAngle(from: centre) }.sorted()
                let step = 360 / Double(drawing.petals.count)
                for (a, b) in zip(angles, angles.dropFirst() + [angles[0] + 360]) {
                    #expect(abs(b - a - step) < 1, "\(drawing.id): petals \(a)° and \(b)°")
                }
            case .spike:
                let heights = centres.map(\.y)
                #expect(heights == heights.sorted(by: >), "\(drawing.id): each flower above the last")
            case .bell:
                let ovary = try #require(centres.first)
                #expect(petals.allSatisfy { $0.bounds.maxY > ovary.y }, "\(drawing.id) nods")
            case .cluster:
                #expect(Set(centres).count == 6)
            case .single, .rosette:
                // Cupped rings: overlapping petals, wider than a ray's.
                #expect(petals.allSatisfy { $0.bounds.width > 15 }, "\(drawing.id)")
            }
        }
    }

    @Test("a wilted flower fades towards dry brown and droops, and is still the same flower")
    func wilting() {
        for drawing in Self.drawings.all {
            for stage in FlowerStage.allCases {
                let fresh = FlowerFigure(drawing, stage: stage, wilted: false)
                let wilted = FlowerFigure(drawing, stage: stage, wilted: true)
                #expect(fresh.shapes.map(\.part) == wilted.shapes.map(\.part), "\(drawing.id) \(stage)")
                var faded = 0
                for (before, after) in zip(fresh.shapes, wilted.shapes) {
                    guard let a = before.fill ?? before.stroke?.colour, let b = after.fill ?? after.stroke?.colour else { continue }
                    #expect(b.distance(to: .dry) <= a.distance(to: .dry), "\(drawing.id) \(stage) \(before.part)")
                    if b != a { faded += 1 }
                }
                #expect(faded > 0, "\(drawing.id) \(stage)")
                if stage > .seed {
                    let plant = { (figure: FlowerFigure) in FlowerFigure(shapes: figure.shapes.filter { $0.part != .soil && $0.part != .leaf }).bounds }
                    #expect(plant(wilted).minY > plant(fresh).minY, "\(drawing.id) \(stage): the wilted one stands lower")
                    #expect(plant(wilted).maxX > plant(fresh).maxX, "\(drawing.id) \(stage): and leans over")
                }
            }
        }
    }

    @Test("each stage stands taller and reaches wider than the one before")
    func stagesGrow() {
        for drawing in Self.drawings.all {
            for wilted in [false, true] {
                let boxes = FlowerStage.allCases.map { stage in
                    FlowerFigure(shapes: FlowerFigure(drawing, stage: stage, wilted: wilted).shapes.filter { $0.part != .soil }).bounds
                }
                for (smaller, larger) in zip(boxes, boxes.dropFirst()) {
                    #expect(larger.height > smaller.height, "\(drawing.id) wilted: \(wilted)")
                    #expect(larger.width * larger.height > smaller.width * smaller.height, "\(drawing.id) wilted: \(wilted)")
                }
            }
        }
    }
}

extension FigureShape {
    var centrePoint: FigurePoint? {
        if case .ellipse(let centre, _, _) = outline { return centre }
        return FigurePoint(x: (bounds.minX + bounds.maxX) / 2, y: (bounds.minY + bounds.maxY) / 2)
    }

    /// The angle (degrees, 0 = up, clockwise) of the outline's end point farthest from `centre`: a petal's tip.
    func farthestAngle(from centre: FigurePoint) -> Double {
        guard case .path(let commands) = outline else { return 0 }
        let tip = commands.compactMap(\.points.last).max { hypot($0.x - centre.x, $0.y - centre.y) < hypot($1.x - centre.x, $1.y - centre.y) }!
        let degrees = atan2(tip.x - centre.x, centre.y - tip.y) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }
}

extension FigureColour {
    func distance(to other: FigureColour) -> Double {
        let channels = [(red, other.red), (green, other.green), (blue, other.blue)]
        return channels.map { Double($0.0) - Double($0.1) }.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }
}
