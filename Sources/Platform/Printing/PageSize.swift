/// A page's size in points (1/72 inch).
public struct PageSize: Sendable, Equatable {
    public let width: Double
    public let height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// ISO A4, 210 × 297 mm: the paper herbarium sheets are printed on outside North America.
    public static let a4 = PageSize(width: 595.28, height: 841.89)
}
