/// An sRGB colour with alpha, 8 bits a channel, written `#rrggbb` or `#rrggbbaa` as SVG reads it.
public struct FigureColour: Hashable, Sendable, Codable, CustomStringConvertible {
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8
    public let alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#rrggbb` or `#rrggbbaa` (either case); nil for anything else.
    public init?(hex: String) {
        guard hex.first == "#", hex.count == 7 || hex.count == 9,
            let value = UInt32(hex.dropFirst(), radix: 16), !hex.dropFirst().contains(where: { $0 == "+" || $0 == "-" })
        else { return nil }
        let rgba = hex.count == 7 ? value << 8 | 0xFF : value
        self.init(red: UInt8(rgba >> 24), green: UInt8(rgba >> 16 & 0xFF), blue: UInt8(rgba >> 8 & 0xFF), alpha: UInt8(rgba & 0xFF))
    }

    public var hex: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    public var description: String { hex }

    /// The dry brown a wilted flower fades towards.
    public static let dry = FigureColour(red: 0x9a, green: 0x86, blue: 0x62)

    /// This colour 45 % of the way to dry brown: a wilted flower's, which still says which flower it is.
    public var faded: FigureColour {
        func mix(_ channel: UInt8, _ toward: UInt8) -> UInt8 { UInt8((Int(channel) * 55 + Int(toward) * 45) / 100) }
        return FigureColour(red: mix(red, Self.dry.red), green: mix(green, Self.dry.green), blue: mix(blue, Self.dry.blue), alpha: alpha)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let colour = FigureColour(hex: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a #rrggbb colour: \(text)"))
        }
        self = colour
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
