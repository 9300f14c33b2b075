/// A font as pango finds it through fontconfig: families in order of preference, then size and style.
public struct PrintFont: Sendable, Equatable {
    public enum Weight: String, Sendable {
        case regular = ""
        case semibold = "Semi-Bold"
        case bold = "Bold"
    }

    public var families: [String]
    /// Points.
    public var size: Double
    public var weight: Weight
    public var italic: Bool

    public init(families: [String], size: Double, weight: Weight = .regular, italic: Bool = false) {
        self.families = families
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// Pango's description string, e.g. `"DejaVu Sans,sans-serif Bold Italic 12"`.
    public var pangoDescription: String {
        let family = families.map { String($0.map { $0 == "," ? " " : $0 }) }.joined(separator: ",")
        let style = [weight.rawValue, italic ? "Italic" : ""].filter { !$0.isEmpty }.joined(separator: " ")
        let size = (size * 10).rounded() / 10
        return [family, style, "\(size)"].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
