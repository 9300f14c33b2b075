import Foundation

/// One seed of the clock: an achene set into the receptacle, a beak, and at its end the pappus, an
/// umbrella of fine hairs. Directions are in view space: x right, y down, z towards the viewer.
public struct HeadSeed: Sendable, Equatable {
    /// Where the beak points from the centre of the head (unit length).
    public var direction: SIMD3<Float>
    /// How far out the pappus sits, in head units (close to 1; a little uneven, as on a real clock).
    public var reach: Float
    /// Stroke width factor for this seed (a hand-drawn line is never the same twice).
    public var weight: Float
    public var hairs: [Hair]

    /// The seed's heading on screen: radians clockwise from straight up, so a seed drawn upright and
    /// turned by it points the way it points on the head.
    public var heading: Float { atan2f(direction.x, -direction.y) }

    /// The pappus's place, in head units from the head's centre (projected onto the screen).
    public var pappus: SIMD2<Float> { SIMD2(direction.x, direction.y) * reach }

    /// One hair of the pappus, described around the beak's axis so it can be drawn on the head or aloft.
    public struct Hair: Sendable, Equatable {
        /// Around the axis, radians.
        public var azimuth: Float
        /// Away from the axis, radians (a pappus opens nearly flat).
        public var opening: Float
        /// In head units.
        public var length: Float
        /// How far the hair curls back towards the axis halfway (0 straight).
        public var curl: Float
    }
}
