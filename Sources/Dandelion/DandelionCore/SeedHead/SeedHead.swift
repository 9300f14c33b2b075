import Foundation
import SplitMix64

/// A dandelion clock: a stem, a receptacle and a sphere of seeds, each an achene, a beak and a pappus of
/// fine hairs. This is its geometry in head units (the pappi sit at radius 1 from the centre), so a drawing
/// at any size, for any Dynamic Type setting, is the same head scaled; `SeedHeadDrawing` turns it into marks.
///
/// The seeds sit evenly on the sphere (a golden-angle spiral, so no two crowd and no patch is bald), and
/// every length, width and angle carries a little seeded noise, as a hand-drawn line would: the same value
/// of `seed` gives the same head on every launch and device, another gives another, and none is mechanical.
/// The head is seen a little from above, so the stem leaves a bald patch at the back of its bottom.
public struct SeedHead: Sendable, Equatable {
    /// The head the app draws on the page, in its icon and on its launch screen.
    public static let app = SeedHead(seed: 0xDA4D_E110)

    /// Seeds on a head (a real clock has 150–200; at a page's size more would read as grey fuzz).
    public static let seedCount = 84
    /// Hairs in one pappus.
    public static let hairsPerSeed = 11
    /// Places on the spiral; those inside the stem's cap stay empty, leaving `seedCount`.
    static let spiralPlaces = 88
    /// Radius of the cap around the stem where no seed grows, radians.
    static let stemCap: Float = 0.45
    /// The head's lean: its top a little towards the viewer, as a flower on a stem is seen from a little
    /// above; the stem leaves the back of the head and passes behind the near seeds.
    static let tilt: Float = -0.42

    // Proportions, in head units.
    static let receptacleRadius: Float = 0.14
    /// The achene, set into the receptacle: from here…
    static let acheneStart: Float = 0.085
    /// …to here, where the beak begins.
    static let acheneEnd: Float = 0.19
    /// The mean length of a pappus hair.
    static let hairLength: Float = 0.4
    /// How far the pappus opens from the beak's line (radians): a nearly flat umbrella.
    static let opening: ClosedRange<Float> = 1.02...1.26
    /// The stem, from the centre to its cut end at the bottom of the drawing.
    static let stemLength: Float = 1.95

    /// How far the drawing reaches from the head's centre: the furthest pappus plus its hairs.
    public static let outerRadius: Float = 1.06 + hairLength * 1.15

    public let seed: UInt64
    /// In spiral order; a seed's index names it everywhere (the loss plan, the release).
    public let seeds: [HeadSeed]
    /// Far to near: the order the seeds are drawn in, so near ones cover far ones.
    public let drawingOrder: [Int]
    /// The stem's outline in two filled shapes, in head units (tapering, slightly bent, its edges not
    /// ruled): the neck, from the receptacle to the underside of the fluff, which the seeds hide, and the
    /// foot below it.
    public let stemNeck: [SIMD2<Float>]
    public let stemFoot: [SIMD2<Float>]
    /// Where the stem's axis leaves the receptacle (unit length, view space): the middle of the bald cap.
    public static let stemPole = SIMD3<Float>(0, cosf(tilt), sinf(tilt))

    public init(seed: UInt64) {
        self.seed = seed
        var random = SplitMix64(seed: seed)
        let golden = Float.pi * (3 - Float(5).squareRoot())
        // The mean spacing of seeds on the sphere: the noise below is a fraction of it.
        let spacing = (4 * Float.pi / Float(Self.seedCount)).squareRoot()
        var seeds: [HeadSeed] = []
        seeds.reserveCapacity(Self.seedCount)
        for place in 0..<Self.spiralPlaces {
            // The spiral runs from the bottom pole (y down) to the top; the first places form the stem's cap.
            let y = 1 - 2 * (Float(place) + 0.5) / Float(Self.spiralPlaces)
            if y > cosf(Self.stemCap) { continue }
            let ring = (1 - y * y).squareRoot()
            let turn = Float(place) * golden
            var direction = SIMD3(ring * cosf(turn), y, ring * sinf(turn))
            // Nudge each seed a little off the spiral, within a fifth of the spacing.
            let (u, v) = Self.basis(around: direction)
            let nudge = spacing * 0.2 * random.unit()
            let angle = random.unit(0...(2 * .pi))
            let nudged = Self.normalized(direction + (u * cosf(angle) + v * sinf(angle)) * nudge)
            // Never into the stem's cap.
            if nudged.y <= cosf(Self.stemCap) { direction = nudged }
            direction = Self.tilted(direction)

            let hairs = (0..<Self.hairsPerSeed).map { k -> HeadSeed.Hair in
                let even = 2 * Float.pi * Float(k) / Float(Self.hairsPerSeed)
                return HeadSeed.Hair(
                    azimuth: even + random.unit(-0.16...0.16),
                    opening: random.unit(Self.opening),
                    length: Self.hairLength * random.unit(0.86...1.14),
                    curl: random.unit(0.18...0.36)
                )
            }
            seeds.append(HeadSeed(
                direction: direction, reach: random.unit(0.94...1.06), weight: random.unit(0.82...1.18), hairs: hairs
            ))
        }
        self.seeds = seeds
        drawingOrder = seeds.indices.sorted { seeds[$0].direction.z < seeds[$1].direction.z }
        (stemNeck, stemFoot) = Self.stem(&random)
    }

    /// The stem: a gentle bend from under the receptacle to the bottom of the drawing, a little wider at
    /// its foot, each edge wavering by a hair's breadth.
    private static func stem(_ random: inout SplitMix64) -> (neck: [SIMD2<Float>], foot: [SIMD2<Float>]) {
        let top = SIMD2<Float>(0, receptacleRadius * 0.8)
        let bottom = SIMD2<Float>(random.unit(0.06...0.14), stemLength)
        let control = SIMD2<Float>(random.unit(-0.1...(-0.03)), stemLength * 0.55)
        let samples = 24
        var left: [SIMD2<Float>] = [], right: [SIMD2<Float>] = []
        var neckEnd = 0
        for i in 0...samples {
            let t = Float(i) / Float(samples)
            let a = 1 - t
            let point = top * (a * a) + control * (2 * a * t) + bottom * (t * t)
            let tangent = Self.normalized2((control - top) * (2 * a) + (bottom - control) * (2 * t))
            let normal = SIMD2(-tangent.y, tangent.x)
            let half = (0.022 + 0.01 * t) * random.unit(0.92...1.08)
            // Cut square at the bottom of the drawing.
            func cut(_ p: SIMD2<Float>) -> SIMD2<Float> { SIMD2(p.x, min(p.y, stemLength)) }
            left.append(cut(point + normal * half))
            right.append(cut(point - normal * half))
            if point.y < neckDepth { neckEnd = i }
        }
        let neck = Array(left[...neckEnd]) + right[...neckEnd].reversed()
        let foot = Array(left[neckEnd...]) + right[neckEnd...].reversed()
        return (neck, foot)
    }

    /// How far down the fluff hides the stem, in head units from the centre.
    static let neckDepth: Float = 0.95

    /// Two unit vectors perpendicular to `axis` and to each other.
    static func basis(around axis: SIMD3<Float>) -> (SIMD3<Float>, SIMD3<Float>) {
        let helper: SIMD3<Float> = abs(axis.y) < 0.9 ? SIMD3(0, 1, 0) : SIMD3(1, 0, 0)
        let u = normalized(cross(axis, helper))
        return (u, cross(axis, u))
    }

    static func tilted(_ v: SIMD3<Float>) -> SIMD3<Float> {
        SIMD3(v.x, v.y * cosf(tilt) - v.z * sinf(tilt), v.y * sinf(tilt) + v.z * cosf(tilt))
    }

    static func cross(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> SIMD3<Float> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    static func normalized(_ v: SIMD3<Float>) -> SIMD3<Float> {
        v / (v * v).sum().squareRoot()
    }

    static func normalized2(_ v: SIMD2<Float>) -> SIMD2<Float> {
        let length = (v * v).sum().squareRoot()
        return length > 0 ? v / length : SIMD2(0, 1)
    }
}
