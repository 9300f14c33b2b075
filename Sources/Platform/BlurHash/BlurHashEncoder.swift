import Foundation

/// Encodes pixels as a BlurHash (https://blurha.sh): a ~30-character placeholder the apps paint
/// while the real image loads. Feed it a small downsample (~32 px): the hash keeps only the lowest
/// frequencies, so larger inputs cost time and change nothing visible.
public enum BlurHashEncoder {
    /// The transform of interleaved 8-bit sRGB pixels (`bytesPerPixel` ≥ 3; any alpha is ignored).
    public static func components(
        pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, bytesPerPixel: Int, countX: Int = 4, countY: Int = 3
    ) -> BlurHashComponents {
        precondition(width > 0 && height > 0 && bytesPerPixel >= 3 && pixels.count >= width * height * bytesPerPixel)
        let cosX = CosineTable(components: countX, length: width)
        let cosY = CosineTable(components: countY, length: height)
        var sums = [SIMD3<Double>](repeating: .zero, count: countX * countY)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * bytesPerPixel
                let linear = SIMD3(SRGB.toLinear(pixels[offset]), SRGB.toLinear(pixels[offset + 1]), SRGB.toLinear(pixels[offset + 2]))
                for j in 0..<countY {
                    let rowBasis = cosY[j, y]
                    for i in 0..<countX {
                        sums[j * countX + i] += linear * (cosX[i, x] * rowBasis)
                    }
                }
            }
        }
        let pixelCount = Double(width * height)
        let factors = sums.enumerated().map { index, sum in
            // The DC term is a plain mean; AC terms carry the transform's factor of 2.
            sum * ((index == 0 ? 1 : 2) / pixelCount)
        }
        return BlurHashComponents(countX: countX, countY: countY, factors: factors)
    }

    /// The hash string of `components`.
    public static func encode(_ components: BlurHashComponents) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(4 + 2 * components.factors.count)
        Base83.encode((components.countX - 1) + (components.countY - 1) * 9, length: 1, into: &output)

        let ac = components.factors.dropFirst()
        let maximumValue: Double
        if let largest = ac.map({ max(abs($0.x), abs($0.y), abs($0.z)) }).max() {
            let quantised = Int(max(0, min(82, (largest * 166 - 0.5).rounded(.down))))
            maximumValue = Double(quantised + 1) / 166
            Base83.encode(quantised, length: 1, into: &output)
        } else {
            maximumValue = 1
            Base83.encode(0, length: 1, into: &output)
        }

        let dc = components.factors[0]
        let dcValue = Int(SRGB.fromLinear(dc.x)) << 16 | Int(SRGB.fromLinear(dc.y)) << 8 | Int(SRGB.fromLinear(dc.z))
        Base83.encode(dcValue, length: 4, into: &output)

        for factor in ac {
            func quantise(_ value: Double) -> Int {
                Int(max(0, min(18, (signedPow(value / maximumValue, 0.5) * 9 + 9.5).rounded(.down))))
            }
            Base83.encode(quantise(factor.x) * 19 * 19 + quantise(factor.y) * 19 + quantise(factor.z), length: 2, into: &output)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The hash of interleaved 8-bit sRGB pixels.
    public static func encode(
        pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, bytesPerPixel: Int, countX: Int = 4, countY: Int = 3
    ) -> String {
        encode(components(pixels: pixels, width: width, height: height, bytesPerPixel: bytesPerPixel, countX: countX, countY: countY))
    }
}

/// `sign(value) * |value|^exponent`: the quantiser spends more levels near zero, where the eye is sensitive.
func signedPow(_ value: Double, _ exponent: Double) -> Double {
    value < 0 ? -pow(-value, exponent) : pow(value, exponent)
}
