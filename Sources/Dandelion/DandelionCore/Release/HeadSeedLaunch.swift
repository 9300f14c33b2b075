/// A seed of the drawn dandelion that leaves the head with the words (`SeedLossPlan`) and rides the same
/// breeze in the same `PappusField`.
public struct HeadSeedLaunch: Sendable, Equatable {
    /// The seed's index in the head, so the release draws that seed.
    public var seed: Int
    /// Where its pappus sits on screen, in points.
    public var position: SIMD2<Float>
    /// Its heading on the head, radians clockwise from up: it leaves pointing the way it grew.
    public var heading: Float
    /// Seconds after the release when it lets go.
    public var delay: Float

    public init(seed: Int, position: SIMD2<Float>, heading: Float, delay: Float) {
        self.seed = seed
        self.position = position
        self.heading = heading
        self.delay = delay
    }
}
