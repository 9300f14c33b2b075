import Foundation

/// The dandelion as a still picture: the head on its stem with, if asked, the seeds a release of a few words
/// takes drifting away up and to the right. The app icon, the launch screen and the README's picture are
/// this, so they show the head the page draws, losing the seeds it would lose.
public struct SeedHeadPicture: Sendable {
    public let head: SeedHead
    public let stem: Bool
    /// The seeds in the air, in the order they left.
    public let drifting: [Int]

    /// - Parameter driftingWords: a release of this many words (none: a whole head).
    public init(head: SeedHead, stem: Bool = true, driftingWords: Int = 0) {
        self.head = head
        self.stem = stem
        let plan = SeedLossPlan(
            head: head, words: driftingWords, strength: 0.6, direction: PappusField.defaultDirection,
            spread: PappusConfiguration(bounds: SIMD2(1, 1)).releaseSpread, gentle: false, seed: head.seed
        )
        drifting = plan.detachments.map(\.seed)
    }

    /// Width over height.
    public var aspectRatio: Float {
        let box = extent
        return (box.max.x - box.min.x) / (box.max.y - box.min.y)
    }

    /// The picture's box around the head's centre, in head units: the head (and stem), and the drifting seeds.
    private var extent: (min: SIMD2<Float>, max: SIMD2<Float>) {
        var box = SeedHead.extent(stem: stem)
        for mark in driftingMarks(at: SeedHead.Placement(center: .zero, unit: 1)) {
            for point in mark.points {
                box.min = pointwiseMin(box.min, point)
                box.max = pointwiseMax(box.max, point)
            }
        }
        // A hair's breadth of margin, so round caps at the edge are not cut.
        return (box.min - 0.03, box.max + 0.03)
    }

    /// Every mark of the picture fitted into `size` points.
    public func marks(fitting size: SIMD2<Float>) -> [SeedHeadMark] {
        let placement = SeedHead.placement(of: extent, fitting: size)
        let gone = Set(drifting)
        return head.marks(at: placement, stem: stem, presence: { gone.contains($0) ? 0 : 1 }) + driftingMarks(at: placement)
    }

    /// The seeds in the air: each further along the wind, smaller as it goes, turned a little more to it.
    private func driftingMarks(at placement: SeedHead.Placement) -> [SeedHeadMark] {
        let along = SIMD2<Float>(0.62, -0.78)
        var marks: [SeedHeadMark] = []
        for (order, index) in drifting.prefix(6).enumerated() {
            let k = Float(order)
            let distance = SeedHead.outerRadius * (1.05 + 0.3 * k)
            let across = SIMD2(-along.y, along.x) * (order % 2 == 0 ? 0.16 : -0.22)
            let position = placement.center + (along * distance + across) * placement.unit
            let scale = 0.62 - 0.07 * k
            for mark in head.flyingMarks(of: index, unit: placement.unit * scale) {
                marks.append(mark.rotated(by: 0.35 + 0.12 * k).transformed(scale: 1, offset: position))
            }
        }
        return marks
    }
}

extension SeedHeadMark {
    /// Turned about the origin by `angle` radians, clockwise on screen.
    func rotated(by angle: Float) -> SeedHeadMark {
        let c = cosf(angle), s = sinf(angle)
        func r(_ p: SIMD2<Float>) -> SIMD2<Float> { SIMD2(p.x * c - p.y * s, p.x * s + p.y * c) }
        switch self {
        case .glow(let center, let radius): return .glow(center: r(center), radius: radius)
        case .line(let from, let to, let width, let ink, let opacity): return .line(from: r(from), to: r(to), width: width, ink: ink, opacity: opacity)
        case .curve(let from, let control, let to, let width, let ink, let opacity):
            return .curve(from: r(from), control: r(control), to: r(to), width: width, ink: ink, opacity: opacity)
        case .disc(let center, let radius, let ink, let opacity): return .disc(center: r(center), radius: radius, ink: ink, opacity: opacity)
        case .shape(let points, let ink, let opacity): return .shape(points.map(r), ink: ink, opacity: opacity)
        }
    }
}
