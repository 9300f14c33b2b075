import Foundation
import SplitMix64

/// 2-D simplex noise with its analytic gradient (after Perlin 2001 and Gustavson's notes), seeded by a
/// shuffled permutation table. The gradient is what curl noise needs, and computing it analytically
/// costs one noise evaluation instead of four finite differences.
struct SimplexNoise: Sendable {
    /// 512 entries: a seeded permutation of 0…255, repeated so lookups never wrap.
    private let permutation: [UInt8]

    private static let skew: Float = 0.366_025_4 // (√3 − 1) / 2
    private static let unskew: Float = 0.211_324_87 // (3 − √3) / 6
    /// Eight unit gradient directions.
    private static let gradients: [SIMD2<Float>] = (0..<8).map { index in
        let angle = Float(index) * .pi / 4 + .pi / 8
        return SIMD2(cosf(angle), sinf(angle))
    }

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var table = Array(UInt8.min...UInt8.max)
        table.shuffle(using: &random)
        permutation = table + table
    }

    /// The noise value (about -1…1) and its gradient at `point`.
    func valueAndGradient(at point: SIMD2<Float>) -> (value: Float, gradient: SIMD2<Float>) {
        permutation.withUnsafeBufferPointer { perm in
            Self.gradients.withUnsafeBufferPointer { grads in
                let s = (point.x + point.y) * Self.skew
                let i = (point.x + s).rounded(.down)
                let j = (point.y + s).rounded(.down)
                let t = (i + j) * Self.unskew
                let d0 = SIMD2(point.x - (i - t), point.y - (j - t))
                let step: SIMD2<Float> = d0.x > d0.y ? SIMD2(1, 0) : SIMD2(0, 1)
                let d1 = d0 - step + Self.unskew
                let d2 = d0 - 1 + 2 * Self.unskew
                let ii = Int(i) & 255, jj = Int(j) & 255
                let si = Int(step.x), sj = Int(step.y)
                let g0 = grads[Int(perm[ii + Int(perm[jj])]) & 7]
                let g1 = grads[Int(perm[ii + si + Int(perm[jj + sj])]) & 7]
                let g2 = grads[Int(perm[ii + 1 + Int(perm[jj + 1])]) & 7]

                var value: Float = 0
                var gradient = SIMD2<Float>(0, 0)
                Self.addCorner(offset: d0, gradient: g0, value: &value, derivative: &gradient)
                Self.addCorner(offset: d1, gradient: g1, value: &value, derivative: &gradient)
                Self.addCorner(offset: d2, gradient: g2, value: &value, derivative: &gradient)
                return (70 * value, 70 * gradient)
            }
        }
    }

    /// One simplex corner's radial contribution (0.5 − |d|²)⁴·(g·d) and its derivative.
    @inline(__always)
    private static func addCorner(offset d: SIMD2<Float>, gradient g: SIMD2<Float>, value: inout Float, derivative: inout SIMD2<Float>) {
        let falloff = 0.5 - d.x * d.x - d.y * d.y
        guard falloff > 0 else { return }
        let f2 = falloff * falloff
        let f4 = f2 * f2
        let dot = g.x * d.x + g.y * d.y
        value += f4 * dot
        // d/dx (f⁴·dot) = f⁴·g − 8·f³·dot·d
        derivative += f4 * g - 8 * f2 * falloff * dot * d
    }
}
