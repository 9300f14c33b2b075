/// How one seed should be drawn this frame.
public struct PappusSeed: Sendable, Equatable {
    /// Centre of the glyph, in points.
    public var position: SIMD2<Float>
    /// Radians, clockwise on screen.
    public var rotation: Float
    public var opacity: Float
    /// 1 at rest; seeds shrink a little as they drift away, as if receding.
    public var scale: Float
}
