import Foundation

/// Draws a species as an SVG from its data: its colours, petal count, petal shape and how its flowers
/// are arranged. No photographs can be shipped; this gives every flower a recognisable, honest picture
/// (a daisy-like head for composites, a spike for foxgloves, bells for bluebells) until a real photo
/// replaces it through the same media record.
///
/// Deterministic: the same species always gives the same bytes (so the media store de-duplicates it).
struct FlowerIllustration {
    let species: FlowerSpecies

    var svg: String {
        let palette = Palette(species.colors)
        var body = ""
        switch species.petals.arrangement {
        case .single, .double, .rosette, .composite:
            body += stem(from: 560, to: 760)
            body += bloom(at: (400, 380), radius: 250, palette: palette)
        case .spike:
            body += stem(from: 130, to: 760)
            for (index, y) in stride(from: 150.0, through: 610, by: 46).enumerated() {
                let side = index.isMultiple(of: 2) ? -1.0 : 1.0
                let radius = 46 + (y - 150) / 12
                body += bloom(at: (400 + side * radius * 0.55, y), radius: radius, palette: palette, small: true)
            }
        case .umbel, .cluster:
            body += stem(from: 430, to: 760)
            let heads: [(Double, Double)] = species.petals.arrangement == .umbel
                ? [(400, 250), (290, 300), (510, 300), (330, 390), (470, 390), (400, 340), (230, 380), (570, 380)]
                : [(400, 300), (300, 380), (500, 380), (400, 440), (330, 250), (470, 250)]
            for head in heads { body += bloom(at: head, radius: 86, palette: palette, small: true) }
        case .bell:
            body += "<path d='M400 760 C400 560 420 300 540 170' stroke='#4f7a3a' stroke-width='10' fill='none'/>"
            for (x, y) in [(520.0, 240.0), (470, 330), (430, 430), (410, 540)] {
                body += bell(at: (x, y), palette: palette)
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="2048" height="2048" viewBox="0 0 800 800">\
            <defs><radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="\(palette.background)"/>\
            <stop offset="1" stop-color="\(palette.backgroundEdge)"/></radialGradient></defs>\
            <rect width="800" height="800" fill="url(#bg)"/>\(body)</svg>
            """
    }

    private func stem(from top: Double, to bottom: Double) -> String {
        let leafY = top + (bottom - top) * 0.55
        return "<path d='M400 \(format(top)) L400 \(format(bottom))' stroke='#4f7a3a' stroke-width='12'/>"
            + "<path d='M400 \(format(leafY)) C460 \(format(leafY - 60)) 540 \(format(leafY - 40)) 560 \(format(leafY - 80)) C520 \(format(leafY)) 450 \(format(leafY + 10)) 400 \(format(leafY))' fill='#6a9a4c'/>"
    }

    /// One flower head: petals around a centre, layered for double and rosette forms.
    private func bloom(at centre: (Double, Double), radius: Double, palette: Palette, small: Bool = false) -> String {
        let shape = species.petals.shape
        let count = Self.drawnPetalCount(species.petals.count, arrangement: species.petals.arrangement)
        var layers: [(scale: Double, colour: String, offset: Double)] = [(1, palette.petal, 0)]
        switch species.petals.arrangement {
        case .double: layers.append((0.72, palette.petalInner, 0.5))
        case .rosette: layers += [(0.74, palette.petalInner, 0.5), (0.5, palette.petal, 0.25)]
        default: break
        }
        var out = ""
        for layer in layers where !small || layer.scale == 1 {
            for index in 0..<count {
                let angle = (Double(index) + layer.offset) * 360 / Double(count)
                out += "<g transform='translate(\(format(centre.0)) \(format(centre.1))) rotate(\(format(angle)))'>"
                out += petal(shape, length: radius * layer.scale, count: count, colour: layer.colour)
                out += "</g>"
            }
        }
        let disc = species.petals.arrangement == .composite ? radius * 0.3 : radius * 0.13
        out += "<circle cx='\(format(centre.0))' cy='\(format(centre.1))' r='\(format(disc))' fill='\(palette.centre)'/>"
        return out
    }

    /// A petal pointing up from the origin, `length` long, as wide as `count` petals allow.
    private func petal(_ shape: PetalShape, length: Double, count: Int, colour: String) -> String {
        let width = min(length * 0.6, 2 * .pi * length * 0.8 / Double(count))
        let w = format(width / 2), l = format(length), half = format(length / 2)
        let fill = "fill='\(colour)' stroke='#00000022' stroke-width='2'"
        switch shape {
        case .rounded, .cupped:
            return "<ellipse cx='0' cy='-\(half)' rx='\(format(width / (shape == .cupped ? 1.6 : 2)))' ry='\(half)' \(fill)/>"
        case .ray:
            return "<ellipse cx='0' cy='-\(half)' rx='\(format(width / 3))' ry='\(half)' \(fill)/>"
        case .pointed, .star:
            let base = shape == .star ? w : format(width / 2.6)
            return "<path d='M0 0 Q-\(base) -\(half) 0 -\(l) Q\(base) -\(half) 0 0Z' \(fill)/>"
        case .tubular:
            return "<rect x='-\(format(width / 4))' y='-\(l)' width='\(format(width / 2))' height='\(l)' rx='\(format(width / 4))' \(fill)/>"
        case .trumpet:
            return "<path d='M-\(format(width / 6)) 0 L-\(w) -\(l) Q0 -\(format(length * 1.1)) \(w) -\(l) L\(format(width / 6)) 0Z' \(fill)/>"
        case .ruffled, .fringed:
            let teeth = shape == .fringed ? 5 : 3
            var d = "M0 0 L-\(w) -\(format(length * 0.8))"
            for tooth in 0..<teeth {
                let x0 = -width / 2 + width * Double(tooth) / Double(teeth)
                let x1 = x0 + width / Double(teeth)
                d += " Q\(format((x0 + x1) / 2)) -\(format(length * (shape == .fringed ? 1.05 : 1.02))) \(format(x1)) -\(format(length * 0.8))"
            }
            return "<path d='\(d) Z' \(fill)/>"
        case .spurred:
            return "<ellipse cx='0' cy='-\(half)' rx='\(format(width / 2.2))' ry='\(half)' \(fill)/>"
                + "<path d='M0 -\(format(length * 0.9)) l\(format(width / 3)) -\(format(length * 0.35))' stroke='\(colour)' stroke-width='6'/>"
        case .lipped:
            return "<ellipse cx='0' cy='-\(half)' rx='\(format(width / 2))' ry='\(half)' \(fill)/>"
                + "<ellipse cx='0' cy='-\(format(length * 0.85))' rx='\(format(width / 1.5))' ry='\(format(length * 0.2))' \(fill)/>"
        }
    }

    private func bell(at centre: (Double, Double), palette: Palette) -> String {
        let (x, y) = centre
        return "<path d='M\(format(x - 40)) \(format(y + 60)) Q\(format(x - 44)) \(format(y - 10)) \(format(x)) \(format(y - 20)) Q\(format(x + 44)) \(format(y - 10)) \(format(x + 40)) \(format(y + 60)) Q\(format(x + 20)) \(format(y + 48)) \(format(x)) \(format(y + 64)) Q\(format(x - 20)) \(format(y + 48)) \(format(x - 40)) \(format(y + 60))Z' fill='\(palette.petal)' stroke='#00000022' stroke-width='2'/>"
    }

    /// Drawn petals: the species' count within what reads well at thumbnail size.
    static func drawnPetalCount(_ count: Int, arrangement: FlowerArrangement) -> Int {
        switch arrangement {
        case .composite: min(max(count, 12), 34)
        case .spike, .umbel, .cluster: min(max(count, 4), 6)
        // Layered forms (roses, camellias): fewer, broader petals per ring read as a double flower.
        case .double, .rosette: min(max(count, 5), 12)
        default: min(max(count, 3), 24)
        }
    }

    private func format(_ value: Double) -> String { String(format: "%.1f", value) }
}

/// Colours for an illustration from the species' flower colours.
struct Palette {
    let petal: String
    let petalInner: String
    let centre: String
    let background: String
    let backgroundEdge: String

    init(_ colors: [FlowerColor]) {
        let main = colors.first ?? .pink
        let second = colors.dropFirst().first(where: { $0 != .bicolor }) ?? main
        petal = Self.hex[main == .bicolor ? second : main] ?? "#e58fb0"
        petalInner = Self.hex[second] ?? petal
        centre = (main == .yellow || main == .orange) ? "#6b4423" : "#f2c230"
        background = "#fbf7ef"
        backgroundEdge = Self.tint[main] ?? "#eef2e6"
    }

    static let hex: [FlowerColor: String] = [
        .white: "#fbfbf7", .cream: "#f4ead0", .yellow: "#f6cf2d", .orange: "#f28c28", .red: "#d7263d", .pink: "#f29bbd",
        .magenta: "#c2187a", .purple: "#7b3fa0", .violet: "#8f6cd6", .blue: "#4a78d1", .green: "#8fbf5a", .brown: "#8a5a3b",
        .black: "#2b1d2e", .bicolor: "#e58fb0",
    ]

    static let tint: [FlowerColor: String] = [
        .white: "#e6ece1", .cream: "#ece8dc", .yellow: "#f3ecd0", .orange: "#f6e3d2", .red: "#f4dcdc", .pink: "#f6e1ea",
        .magenta: "#f0dbe8", .purple: "#e8def0", .violet: "#e6e2f4", .blue: "#dde6f4", .green: "#e3eddc", .brown: "#ece2d8",
        .black: "#e6e0e6", .bicolor: "#f3e4ea",
    ]
}
