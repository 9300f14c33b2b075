import Foundation

/// A BlurHash as numbers: the cosine-transform coefficients of an image in linear light, row-major
/// (`y * countX + x`), the first being the average colour.
public struct BlurHashComponents: Sendable, Equatable {
    public let countX: Int
    public let countY: Int
    /// Linear-light (red, green, blue) per component.
    public var factors: [SIMD3<Double>]

    public init(countX: Int, countY: Int, factors: [SIMD3<Double>]) {
        precondition((1...9).contains(countX) && (1...9).contains(countY), "BlurHash uses 1 to 9 components per axis")
        precondition(factors.count == countX * countY, "one factor per component")
        self.countX = countX
        self.countY = countY
        self.factors = factors
    }

    /// The average colour of the image: the DC component back in sRGB.
    public var averageColor: RGB {
        let dc = factors[0]
        return RGB(red: SRGB.fromLinear(dc.x), green: SRGB.fromLinear(dc.y), blue: SRGB.fromLinear(dc.z))
    }
}
