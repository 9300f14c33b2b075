extension FlowerFigure {
    /// The figure as SVG (400 × 400): one `<ellipse>` or `<path>` (absolute M/L/Q/C/Z) per shape, its
    /// part as its class, numbers to one decimal, so `FlowerFigure(svg:)` reads back the same figure.
    public func svg(title: String) -> String {
        let side = SVGNumber.text(Self.side)
        var out = "<svg xmlns='http://www.w3.org/2000/svg' width='\(side)' height='\(side)' viewBox='0 0 \(side) \(side)'>"
        out += "<title>\(Self.escaped(title))</title>"
        for shape in shapes {
            switch shape.outline {
            case .ellipse(let centre, let radiusX, let radiusY):
                out += "<ellipse class='\(shape.part.rawValue)' cx='\(SVGNumber.text(centre.x))' cy='\(SVGNumber.text(centre.y))' "
                    + "rx='\(SVGNumber.text(radiusX))' ry='\(SVGNumber.text(radiusY))'"
            case .path(let commands):
                out += "<path class='\(shape.part.rawValue)' d='\(commands.map(Self.pathData).joined(separator: " "))'"
            }
            out += " fill='\(shape.fill?.hex ?? "none")'"
            if let stroke = shape.stroke {
                out += " stroke='\(stroke.colour.hex)' stroke-width='\(SVGNumber.text(stroke.width))'"
                if stroke.roundCap { out += " stroke-linecap='round'" }
            }
            out += "/>"
        }
        return out + "</svg>"
    }

    private static func pathData(_ command: PathCommand) -> String {
        let letter = switch command {
        case .move: "M"
        case .line: "L"
        case .quad: "Q"
        case .cubic: "C"
        case .close: "Z"
        }
        return letter + command.points.map { "\(SVGNumber.text($0.x)) \(SVGNumber.text($0.y))" }.joined(separator: " ")
    }

    private static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "'": out += "&apos;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}

/// Numbers as figures write them: on the 0.1 grid, without a trailing `.0`, independent of locale.
enum SVGNumber {
    static func text(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let magnitude = tenths.magnitude
        return (tenths < 0 ? "-" : "") + "\(magnitude / 10)" + (magnitude % 10 == 0 ? "" : ".\(magnitude % 10)")
    }
}
