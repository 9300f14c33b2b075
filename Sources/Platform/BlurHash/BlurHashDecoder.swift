import Foundation

/// Turns a BlurHash back into colours: the placeholder pixels the apps show before an image arrives.
public enum BlurHashDecoder {
    public enum Failure: Error, Equatable {
        case tooShort
        case lengthMismatch(expected: Int, actual: Int)
        case invalidCharacter
    }

    /// The components a hash encodes.
    public static func components(_ hash: String, punch: Double = 1) throws(Failure) -> BlurHashComponents {
        let bytes = Array(hash.utf8)
        guard bytes.count >= 6 else { throw .tooShort }
        // 9 × 9 components at most: the digits 81 and 82 ('}', '~') are no size.
        guard let sizeFlag = Base83.decode(bytes[0..<1]), sizeFlag < 81 else { throw .invalidCharacter }
        let countX = sizeFlag % 9 + 1
        let countY = sizeFlag / 9 + 1
        let expected = 4 + 2 * countX * countY
        guard bytes.count == expected else { throw .lengthMismatch(expected: expected, actual: bytes.count) }
        guard let quantisedMaximum = Base83.decode(bytes[1..<2]), let dcValue = Base83.decode(bytes[2..<6]) else {
            throw .invalidCharacter
        }
        let maximumValue = Double(quantisedMaximum + 1) / 166 * punch

        var factors: [SIMD3<Double>] = [
            SIMD3(
                SRGB.toLinear(UInt8((dcValue >> 16) & 0xFF)), SRGB.toLinear(UInt8((dcValue >> 8) & 0xFF)), SRGB.toLinear(UInt8(dcValue & 0xFF))
            ),
        ]
        for index in 1..<(countX * countY) {
            let start = 4 + 2 * index
            guard let value = Base83.decode(bytes[start..<(start + 2)]) else { throw .invalidCharacter }
            func level(_ quantised: Int) -> Double { signedPow(Double(quantised - 9) / 9, 2) * maximumValue }
            factors.append(SIMD3(level(value / (19 * 19)), level((value / 19) % 19), level(value % 19)))
        }
        return BlurHashComponents(countX: countX, countY: countY, factors: factors)
    }

    /// Interleaved 8-bit RGBA pixels (alpha 255), `width * height * 4` bytes. `punch` > 1 exaggerates contrast.
    public static func decode(_ hash: String, width: Int, height: Int, punch: Double = 1) throws(Failure) -> [UInt8] {
        precondition(width > 0 && height > 0, "a placeholder has pixels")
        let components = try components(hash, punch: punch)
        let cosX = CosineTable(components: components.countX, length: width)
        let cosY = CosineTable(components: components.countY, length: height)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var colour = SIMD3<Double>.zero
                for j in 0..<components.countY {
                    for i in 0..<components.countX {
                        colour += components.factors[j * components.countX + i] * (cosX[i, x] * cosY[j, y])
                    }
                }
                let offset = (y * width + x) * 4
                pixels[offset] = SRGB.fromLinear(colour.x)
                pixels[offset + 1] = SRGB.fromLinear(colour.y)
                pixels[offset + 2] = SRGB.fromLinear(colour.z)
            }
        }
        return pixels
    }
}
