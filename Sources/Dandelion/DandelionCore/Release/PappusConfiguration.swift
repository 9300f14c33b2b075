/// The feel of a release. Defaults are tuned for a phone held upright; speeds are points per second.
public struct PappusConfiguration: Sendable, Equatable {
    /// The visible area; seeds fade as they cross its edges.
    public var bounds: SIMD2<Float>
    /// Gentle fade and rise instead of flight (the system's Reduce Motion setting).
    public var reduceMotion: Bool
    /// Typical speed of the swirling breeze.
    public var windSpeed: Float = 36
    /// Size of the breeze's largest eddies.
    public var eddySize: Float = 190
    /// How quickly a seed takes on the air's speed, per second: light drag, so the burst carries.
    public var drag: Float = 1.4
    /// The steady upward drift of a pappus, which floats.
    public var lift: Float = 24
    /// Launch speed at full blow strength.
    public var burstSpeed: Float = 420
    /// How long the last seed waits after the first at the gentlest blow; a hard blow strips them together.
    public var releaseSpread: Float = 0.8
    /// Each seed lives for a random time in this range, then has faded.
    public var lifetime: ClosedRange<Float> = 3.2...5.2
    /// Width of the band around the edges where seeds fade out.
    public var edgeFade: Float = 56
    /// Reduce Motion: rise speed and fade time.
    public var gentleRise: Float = 20
    public var gentleFade: Float = 1.4

    public init(bounds: SIMD2<Float>, reduceMotion: Bool = false) {
        self.bounds = bounds
        self.reduceMotion = reduceMotion
    }
}
