/// Why an SVG is not a figure: it uses more of SVG than figures write.
public struct FigureSVGError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
}

extension FlowerFigure {
    /// The most shapes a figure read from SVG may have (a houseleek in bloom has about 80).
    public static let maxShapes = 2000

    /// Reads back the SVG `svg(title:)` writes (the server's drawings): `<ellipse>` and `<path>`
    /// elements with absolute M/L/Q/C/Z data in a 400 × 400 view box. Anything else is refused
    /// rather than guessed at.
    public init(svg: String) throws(FigureSVGError) {
        var shapes: [FigureShape] = []
        var rest = Substring(svg)
        var sawViewBox = false
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { throw FigureSVGError(description: "an unclosed tag") }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            let name = tag.prefix { !$0.isWhitespace && $0 != "/" }
            switch name {
            case "svg":
                let attributes = try Self.attributes(tag.dropFirst(name.count))
                guard attributes["viewBox"] == "0 0 400 400" else { throw FigureSVGError(description: "not a 400 × 400 figure") }
                sawViewBox = true
            case "title", "": continue  // `</title>`, `</svg>` have an empty name before their slash
            case "ellipse", "path":
                guard sawViewBox else { throw FigureSVGError(description: "a shape outside <svg>") }
                guard shapes.count < Self.maxShapes else { throw FigureSVGError(description: "too many shapes") }
                shapes.append(try Self.shape(String(name), try Self.attributes(tag.dropFirst(name.count))))
            default:
                throw FigureSVGError(description: "unsupported element <\(name)>")
            }
        }
        guard sawViewBox else { throw FigureSVGError(description: "no <svg> element") }
        self.init(shapes: shapes)
    }

    private static func shape(_ element: String, _ attributes: [String: String]) throws(FigureSVGError) -> FigureShape {
        guard let part = attributes["class"].flatMap(FigurePart.init(rawValue:)) else { throw FigureSVGError(description: "a shape without a known part") }
        let fill: FigureColour?
        switch attributes["fill"] {
        case "none": fill = nil
        case let text?: fill = try colour(text)
        case nil: throw FigureSVGError(description: "a shape without a fill")
        }
        var stroke: FigureStroke?
        if let colourText = attributes["stroke"] {
            stroke = FigureStroke(
                colour: try colour(colourText), width: try number(attributes["stroke-width"]), roundCap: attributes["stroke-linecap"] == "round"
            )
        }
        let outline: FigureShape.Outline
        if element == "ellipse" {
            outline = .ellipse(
                centre: FigurePoint(x: try number(attributes["cx"]), y: try number(attributes["cy"])),
                radiusX: try number(attributes["rx"]), radiusY: try number(attributes["ry"])
            )
        } else {
            outline = .path(try pathCommands(attributes["d"] ?? ""))
        }
        return FigureShape(part: part, outline: outline, fill: fill, stroke: stroke)
    }

    /// `name='value'` pairs (single or double quotes); a trailing `/` ends a self-closing tag.
    private static func attributes(_ text: Substring) throws(FigureSVGError) -> [String: String] {
        var attributes: [String: String] = [:]
        var rest = text
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "/" }
            guard !rest.isEmpty else { return attributes }
            guard let equals = rest.firstIndex(of: "=") else { throw FigureSVGError(description: "an attribute without a value") }
            let name = rest[..<equals].filter { !$0.isWhitespace }
            rest = rest[rest.index(after: equals)...].drop(while: \.isWhitespace)
            guard let quote = rest.first, quote == "'" || quote == "\"",
                let end = rest.dropFirst().firstIndex(of: quote)
            else { throw FigureSVGError(description: "an unquoted attribute \(name)") }
            attributes[String(name)] = String(rest[rest.index(after: rest.startIndex)..<end])
            rest = rest[rest.index(after: end)...]
        }
    }

    private static func colour(_ text: String) throws(FigureSVGError) -> FigureColour {
        guard let colour = FigureColour(hex: text) else { throw FigureSVGError(description: "an unsupported colour \(text)") }
        return colour
    }

    private static func number(_ text: String?) throws(FigureSVGError) -> Double {
        guard let text, let value = Double(text), value.isFinite else { throw FigureSVGError(description: "a missing or bad number") }
        return value
    }

    /// Absolute M, L, Q, C and Z, each letter with all its numbers (no implicit repeats).
    private static func pathCommands(_ data: String) throws(FigureSVGError) -> [PathCommand] {
        var tokens: [Substring] = []
        var rest = Substring(data)
        while let first = rest.first {
            if first.isWhitespace || first == "," {
                rest = rest.dropFirst()
            } else if first.isLetter {
                tokens.append(rest.prefix(1))
                rest = rest.dropFirst()
            } else {
                let number = rest.prefix { !$0.isWhitespace && $0 != "," && !$0.isLetter }
                tokens.append(number)
                rest = rest.dropFirst(number.count)
            }
        }
        var commands: [PathCommand] = []
        var index = 0
        func points(_ count: Int) throws(FigureSVGError) -> [FigurePoint] {
            var points: [FigurePoint] = []
            for _ in 0..<count {
                guard index + 1 < tokens.count else { throw FigureSVGError(description: "a path command without its numbers") }
                points.append(FigurePoint(x: try number(String(tokens[index])), y: try number(String(tokens[index + 1]))))
                index += 2
            }
            return points
        }
        while index < tokens.count {
            let letter = tokens[index]
            index += 1
            switch letter {
            case "M": commands.append(.move(try points(1)[0]))
            case "L": commands.append(.line(try points(1)[0]))
            case "Q":
                let p = try points(2)
                commands.append(.quad(control: p[0], to: p[1]))
            case "C":
                let p = try points(3)
                commands.append(.cubic(control1: p[0], control2: p[1], to: p[2]))
            case "Z": commands.append(.close)
            default: throw FigureSVGError(description: "an unsupported path command \(letter)")
            }
        }
        guard case .move = commands.first else { throw FigureSVGError(description: "a path that does not start with M") }
        return commands
    }
}
