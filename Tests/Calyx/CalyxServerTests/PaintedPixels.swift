import Media

/// How much of a region is actually painted: pixels far from every blank the pages show (white, the
/// cream background, light grey), and their average colour. A picture that failed to load leaves
/// its region blank, so its painted share drops to about nothing.
struct PaintedPixels: CustomStringConvertible {
    let fraction: Double
    let mean: (red: Double, green: Double, blue: Double)

    /// White, Cream #F5F1E8, Light Gray #F0F0F0 and the illustrations' own pale ground #FBF7EF.
    static let blanks: [(Int, Int, Int)] = [(255, 255, 255), (0xF5, 0xF1, 0xE8), (0xF0, 0xF0, 0xF0), (0xFB, 0xF7, 0xEF)]

    /// Over `image` (RGB) within `x` × `y`, in pixels.
    init(_ image: ImageInspection, x: Range<Int>, y: Range<Int>) {
        var painted = 0, total = 0
        var sum = (0, 0, 0)
        for row in y.clamped(to: 0..<image.height) {
            for column in x.clamped(to: 0..<image.width) {
                total += 1
                let pixel = image.pixel(x: column, y: row)
                let rgb = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
                let isBlank = Self.blanks.contains { max(abs($0.0 - rgb.0), abs($0.1 - rgb.1), abs($0.2 - rgb.2)) <= 40 }
                if !isBlank {
                    painted += 1
                    sum = (sum.0 + rgb.0, sum.1 + rgb.1, sum.2 + rgb.2)
                }
            }
        }
        fraction = total == 0 ? 0 : Double(painted) / Double(total)
        let count = Double(max(painted, 1))
        mean = (Double(sum.0) / count, Double(sum.1) / count, Double(sum.2) / count)
    }

    /// The whole image.
    init(_ image: ImageInspection) {
        self.init(image, x: 0..<image.width, y: 0..<image.height)
    }

    /// Whether the painted pixels have about the colour of `other`'s (a channel off by at most `tolerance`).
    func resembles(_ other: PaintedPixels, tolerance: Double = 40) -> Bool {
        abs(mean.red - other.mean.red) <= tolerance && abs(mean.green - other.mean.green) <= tolerance && abs(mean.blue - other.mean.blue) <= tolerance
    }

    var description: String {
        "\(Int((fraction * 100).rounded()))% painted, mean rgb(\(Int(mean.red)), \(Int(mean.green)), \(Int(mean.blue)))"
    }
}
