import Foundation

/// Draws a species at one of its five growth stages as SVG, from the species' real colours and
/// form: a seed in the soil, a sprout, a bud in the petals' colour, an opening bloom, the full
/// bloom. A wilted flower droops and fades; it never dies. Deterministic: the same input gives the
/// same bytes, so clients can cache a drawing for as long as the server version stands.
struct FlowerArt {
    let species: FlowerSpecies
    let stage: GrowthStage
    let wilted: Bool

    /// Where the API serves a drawing, relative to its base.
    static func path(species: String, stage: GrowthStage, wilted: Bool) -> String {
        "species/\(species)/art/\(stage.apiName)" + (wilted ? "?wilted=true" : "")
    }

    var svg: String {
        let drawing = species.drawing
        let palette = Palette(
            petal: colour(drawing.petal), inner: colour(drawing.petalInner), centre: colour(drawing.centre),
            stem: colour(drawing.stem), leaf: colour(drawing.leaf)
        )
        var body = "<ellipse cx='200' cy='372' rx='150' ry='22' fill='#6b4f3a'/>"
        let stemHeight: Double = [GrowthStage.seed: 0, .sprout: 70, .bud: 150, .bloom: 190, .fullBloom: 215][stage]!
        let top = (x: 200.0 + (wilted ? stemHeight * 0.35 : 0), y: 360 - stemHeight * (wilted ? 0.85 : 1))
        if stage == .seed {
            body += "<ellipse cx='200' cy='356' rx='16' ry='10' fill='\(palette.seed)' transform='rotate(-20 200 356)'/>"
            body += "<path d='M200 364 q-4 10 2 18' stroke='\(palette.stem)' stroke-width='2' fill='none'/>"
        } else {
            body += "<path d='M200 360 Q\(f(200 + (wilted ? stemHeight * 0.05 : 0))) \(f(360 - stemHeight * 0.6)) \(f(top.x)) \(f(top.y))' "
                + "stroke='\(palette.stem)' stroke-width='\(stage == .sprout ? 4 : 6)' fill='none' stroke-linecap='round'/>"
            body += leaves(palette, stemHeight: stemHeight)
        }
        switch stage {
        case .seed, .sprout: break
        case .bud: body += bud(at: top, palette)
        case .bloom: body += head(at: top, radius: 46, palette)
        case .fullBloom: body += head(at: top, radius: 74, palette)
        }
        return "<svg xmlns='http://www.w3.org/2000/svg' width='400' height='400' viewBox='0 0 400 400'>"
            + "<title>\(species.commonName), \(stage.apiName)\(wilted ? ", wilted" : "")</title>\(body)</svg>"
    }

    /// Colours as drawn: a wilted flower's colours fade towards dry brown.
    private struct Palette {
        let petal, inner, centre, stem, leaf: String
        var seed: String { "#8a6a48" }
    }

    private func colour(_ hex: String) -> String {
        guard wilted, hex.count == 7, let value = Int(hex.dropFirst(), radix: 16) else { return hex }
        let dry = (r: 0x9a, g: 0x86, b: 0x62)
        let mix = { (channel: Int, toward: Int) in (channel * 55 + toward * 45) / 100 }
        return String(format: "#%02x%02x%02x", mix(value >> 16 & 0xFF, dry.r), mix(value >> 8 & 0xFF, dry.g), mix(value & 0xFF, dry.b))
    }

    private func leaves(_ palette: Palette, stemHeight: Double) -> String {
        let y = 360 - stemHeight * (stage == .sprout ? 0.8 : 0.4)
        let droop = wilted ? 35.0 : 0
        let (length, width): (Double, Double) = switch species.drawing.leafShape {
        case "grass": (stemHeight * 0.55 + 20, 7)
        case "needle": (stemHeight * 0.3 + 14, 3)
        case "heart", "oval", "lobed": (stemHeight * 0.22 + 16, 14)
        default: (stemHeight * 0.3 + 16, 9)
        }
        return [-1.0, 1.0].map { side in
            let angle = side * (60 + droop)
            return "<path d='M0 0 Q\(f(width)) \(f(-length / 2)) 0 \(f(-length)) Q\(f(-width)) \(f(-length / 2)) 0 0Z' fill='\(palette.leaf)' "
                + "transform='translate(200 \(f(y))) rotate(\(f(angle)))'/>"
        }.joined()
    }

    private func bud(at top: (x: Double, y: Double), _ palette: Palette) -> String {
        let tilt = wilted ? 50.0 : 0
        return "<g transform='translate(\(f(top.x)) \(f(top.y))) rotate(\(f(tilt)))'>"
            + "<path d='M0 4 Q16 -12 0 -38 Q-16 -12 0 4Z' fill='\(palette.petal)'/>"
            + "<path d='M0 6 Q12 -2 7 -16 L0 -4 L-7 -16 Q-12 -2 0 6Z' fill='\(palette.leaf)'/></g>"
    }

    /// The open flower, in the species' arrangement.
    private func head(at top: (x: Double, y: Double), radius: Double, _ palette: Palette) -> String {
        let petals = species.drawing.petals
        let tilt = wilted ? 55.0 : 0
        var out = "<g transform='translate(\(f(top.x)) \(f(top.y))) rotate(\(f(tilt)))'>"
        switch petals.arrangement {
        case "spike":
            for index in 0..<7 {
                let y = -Double(index) * radius * 0.32
                let side = index.isMultiple(of: 2) ? -1.0 : 1.0
                out += floret(at: (side * radius * 0.12, y), radius: radius * (0.3 - Double(index) * 0.025), palette)
            }
        case "bell":
            // A nodding bell on an arched stalk: outer tepals as a drop opening downwards, the inner
            // ones peeking out below, a green ovary on top (a snowdrop's).
            let hang = radius * 0.55, width = radius * 0.42, depth = radius * 0.95
            out += "<path d='M0 0 Q\(f(hang * 0.9)) \(f(-radius * 0.35)) \(f(hang)) \(f(radius * 0.1))' fill='none' stroke='\(palette.stem)' stroke-width='3' stroke-linecap='round'/>"
            out += "<g transform='translate(\(f(hang)) \(f(radius * 0.1)))'>"
                + "<path d='M-\(f(width * 0.35)) \(f(depth * 0.75)) Q0 \(f(depth * 1.05)) \(f(width * 0.35)) \(f(depth * 0.75)) L0 \(f(depth * 0.5))Z' fill='\(palette.inner)' stroke='#00000033' stroke-width='1'/>"
                + "<path d='M0 \(f(radius * 0.12)) C\(f(width)) \(f(depth * 0.3)) \(f(width * 0.7)) \(f(depth * 0.9)) 0 \(f(depth * 0.8)) C-\(f(width * 0.7)) \(f(depth * 0.9)) -\(f(width)) \(f(depth * 0.3)) 0 \(f(radius * 0.12))Z' fill='\(palette.petal)' stroke='#00000033' stroke-width='1'/>"
                + "<ellipse cx='0' cy='\(f(radius * 0.08))' rx='\(f(width * 0.22))' ry='\(f(radius * 0.12))' fill='\(palette.leaf)'/></g>"
        case "umbel", "cluster":
            for (dx, dy) in [(0.0, -0.3), (-0.45, 0.05), (0.45, 0.05), (-0.25, -0.5), (0.25, -0.5), (0, 0.2)] {
                out += floret(at: (dx * radius, dy * radius), radius: radius * 0.32, palette)
            }
        case _ where petals.shape == "cupped":
            out += cuppedHead(radius: radius, palette)
        default:
            let layers: [(scale: Double, colour: String, offset: Double)] = switch petals.arrangement {
            case "double": [(1, palette.petal, 0), (0.7, palette.inner, 0.5)]
            case "rosette": [(1, palette.petal, 0), (0.74, palette.inner, 0.5), (0.48, palette.petal, 0.25)]
            default: [(1, palette.petal, 0)]
            }
            let count = min(max(petals.count, 3), 34)
            for layer in layers {
                for index in 0..<count {
                    let angle = (Double(index) + layer.offset) * 360 / Double(count)
                    out += "<g transform='rotate(\(f(angle)))'>" + petal(length: radius * layer.scale, count: count, colour: layer.colour) + "</g>"
                }
            }
            let disc = petals.arrangement == "composite" ? radius * 0.32 : radius * 0.14
            out += "<circle r='\(f(disc))' fill='\(palette.centre)'/>"
        }
        return out + "</g>"
    }

    /// Broad, overlapping petals in rings that shrink towards the centre: a rose's many layers, a
    /// lotus's two. Drawn as few wide petals per ring rather than many thin ones, which read as a daisy.
    private func cuppedHead(radius: Double, _ palette: Palette) -> String {
        let count = species.drawing.petals.count
        // A rose's hundred petals, a lotus's twenty, a poppy's four.
        let perRing = count >= 40 ? [9, 8, 7, 5] : count >= 10 ? [count / 2, max(count / 2 - 2, 4)] : [max(count, 3)]
        let rings = perRing.count
        var out = ""
        for ring in 0..<rings {
            let scale = 1 - Double(ring) * (rings > 2 ? 0.2 : 0.3)
            let colour = ring.isMultiple(of: 2) ? palette.petal : palette.inner
            let petals = perRing[ring]
            let length = radius * scale
            // Each petal spans more than its share of the ring, so neighbours overlap like real ones.
            let width = 2 * Double.pi * length * 0.62 / Double(petals) * 1.5
            for index in 0..<petals {
                let angle = (Double(index) + Double(ring) * 0.5) * 360 / Double(petals)
                let w = f(width / 2), l = f(length), shoulder = f(length * 0.6)
                out += "<g transform='rotate(\(f(angle)))'><path d='M0 0 C\(w) -\(shoulder) \(w) -\(l) 0 -\(l) C-\(w) -\(l) -\(w) -\(shoulder) 0 0Z' "
                    + "fill='\(colour)' stroke='#00000026' stroke-width='1'/></g>"
            }
        }
        let centre = rings > 2 ? radius * 0.12 : radius * 0.24
        return out + "<circle r='\(f(centre))' fill='\(palette.centre)'/>"
    }

    private func floret(at centre: (Double, Double), radius: Double, _ palette: Palette) -> String {
        "<circle cx='\(f(centre.0))' cy='\(f(centre.1))' r='\(f(radius))' fill='\(palette.petal)'/>"
            + "<circle cx='\(f(centre.0))' cy='\(f(centre.1))' r='\(f(radius * 0.3))' fill='\(palette.centre)'/>"
    }

    /// One petal pointing up from the centre, as wide as `count` petals around the head allow.
    private func petal(length: Double, count: Int, colour: String) -> String {
        let room = 2 * Double.pi * length * 0.7 / Double(count)
        let width: Double = switch species.drawing.petals.shape {
        case "ray", "star", "tubular", "spurred": min(length * 0.22, room)
        case "cupped", "ruffled", "trumpet": min(length * 0.75, room * 1.3)
        default: min(length * 0.5, room * 1.1)
        }
        let w = f(width / 2), l = f(length), mid = f(length * 0.55)
        let tip = ["pointed", "star", "spurred"].contains(species.drawing.petals.shape)
            ? "L0 -\(l)" : "Q\(w) -\(l) 0 -\(l) Q-\(w) -\(l) -\(w) -\(mid)"
        let path = tip.hasPrefix("L")
            ? "M0 0 Q\(w) -\(mid) \(w) -\(mid) \(tip) L-\(w) -\(mid)Z"
            : "M0 0 Q\(w) -\(mid) \(w) -\(mid) \(tip)Z"
        return "<path d='\(path)' fill='\(colour)' stroke='#00000022' stroke-width='1'/>"
    }

    private func f(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
