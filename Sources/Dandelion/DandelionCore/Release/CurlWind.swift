/// A smooth, swirling breeze: the curl of two octaves of simplex noise drifting through time.
/// The curl of a scalar field has no divergence, so seeds eddy and scatter the way thistledown does
/// instead of bunching up in sinks.
struct CurlWind: Sendable {
    /// The size of the largest eddies, in points.
    var eddySize: Float
    /// Typical breeze speed, in points per second.
    var speed: Float

    private let coarse: SimplexNoise
    private let fine: SimplexNoise

    init(seed: UInt64, eddySize: Float, speed: Float) {
        coarse = SimplexNoise(seed: seed)
        fine = SimplexNoise(seed: seed ^ 0x5EED_F1E1_D000_0001)
        self.eddySize = eddySize
        self.speed = speed
    }

    /// The breeze at `point` (points) at `time` (seconds), in points per second.
    @inline(__always)
    func velocity(at point: SIMD2<Float>, time: Float) -> SIMD2<Float> {
        let q = point / eddySize
        // The octaves drift in different directions, so the pattern evolves rather than slides.
        let a = coarse.valueAndGradient(at: q + SIMD2(0.11, 0.07) * time).gradient
        let b = fine.valueAndGradient(at: 2 * q + SIMD2(-0.19, 0.13) * time).gradient
        // ψ = n₁(q) + ¼·n₂(2q), so ∇ψ ∝ ∇n₁ + ½·∇n₂; the curl (∂ψ/∂y, −∂ψ/∂x) is the wind.
        let g = a + 0.5 * b
        return speed * SIMD2(g.y, -g.x)
    }
}
