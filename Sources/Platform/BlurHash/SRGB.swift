import Foundation

/// The sRGB transfer function. BlurHash averages light, not encoded values, so colours are linearised
/// before the transform and re-encoded after it.
public enum SRGB {
    /// 0…255 sRGB to 0…1 linear light.
    public static func toLinear(_ value: UInt8) -> Double { table[Int(value)] }

    /// 0…1 linear light (clamped) to the nearest 0…255 sRGB value.
    public static func fromLinear(_ value: Double) -> UInt8 {
        let v = min(max(value, 0), 1)
        let encoded = v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        return UInt8(min(255, max(0, Int(encoded * 255 + 0.5))))
    }

    private static let table: [Double] = (0...255).map { byte in
        let v = Double(byte) / 255
        return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
}
