import Foundation

/// The seed head as marks to draw, at a place and size on screen. Every mark is a function of the head's
/// geometry scaled by `unit` (points per head unit), so a larger Dynamic Type size or a larger screen draws
/// the same head larger; only strokes that would fall below a hairline are held at one.
extension SeedHead {
    /// Where the head goes: its centre and its size, in points per head unit.
    public struct Placement: Sendable, Equatable {
        public var center: SIMD2<Float>
        public var unit: Float

        public init(center: SIMD2<Float>, unit: Float) {
            self.center = center
            self.unit = unit
        }
    }

    /// The thinnest stroke drawn, in points: one pixel on a 2× screen.
    public static let hairline: Float = 0.5

    // Stroke widths, in head units (before each seed's own weight).
    static let hairWidth: Float = 0.0095
    static let beakWidth: Float = 0.012
    static let acheneWidth: Float = 0.032

    /// The drawing's box around the head's centre, in head units: the head, and the stem below it if drawn.
    public static func extent(stem: Bool) -> (min: SIMD2<Float>, max: SIMD2<Float>) {
        (SIMD2(-outerRadius, -outerRadius), SIMD2(outerRadius, stem ? stemLength : outerRadius))
    }

    /// Width over height of the drawing.
    public static func aspectRatio(stem: Bool) -> Float {
        let box = extent(stem: stem)
        return (box.max.x - box.min.x) / (box.max.y - box.min.y)
    }

    /// The largest placement that fits the drawing into a box of `size` points at `origin`, centred across it.
    public static func placement(fitting size: SIMD2<Float>, origin: SIMD2<Float> = .zero, stem: Bool = true) -> Placement {
        placement(of: extent(stem: stem), fitting: size, origin: origin)
    }

    /// The largest placement that fits `box` (head units around the head's centre) into `size` points at
    /// `origin`, centred across it.
    static func placement(of box: (min: SIMD2<Float>, max: SIMD2<Float>), fitting size: SIMD2<Float>, origin: SIMD2<Float> = .zero) -> Placement {
        let span = box.max - box.min
        let unit = max(0, min(size.x / span.x, size.y / span.y))
        let used = span * unit
        let corner = origin + (size - used) / 2
        return Placement(center: corner - box.min * unit, unit: unit)
    }

    /// The head back to front: the glow, the stem, the seeds far to near, the achenes, the receptacle.
    /// `presence` says how much of each seed is on the head (1 whole, 0 gone leaving a pit, between: growing
    /// back from the receptacle); it is asked once per seed.
    public func marks(at placement: Placement, stem: Bool = true, glow: Bool = true, presence: (Int) -> Float = { _ in 1 }) -> [SeedHeadMark] {
        let unit = placement.unit
        let amounts = seeds.indices.map { min(1, max(0, presence($0))) }
        var marks: [SeedHeadMark] = []
        marks.reserveCapacity(seeds.count * (Self.hairsPerSeed + 2) + 4)
        if glow { marks.append(.glow(center: .zero, radius: Self.outerRadius * 1.08)) }
        if stem {
            // The fluff veils the neck; as seeds leave, it shows.
            let fluff = amounts.reduce(0, +) / Float(max(1, amounts.count))
            marks.append(.shape(stemNeck, ink: .seed, opacity: 0.82 - 0.62 * fluff))
            marks.append(.shape(stemFoot, ink: .seed, opacity: 0.82))
        }
        for index in drawingOrder where amounts[index] > 0 {
            appendSeed(index, amount: amounts[index], unit: unit, to: &marks)
        }
        for index in drawingOrder {
            let seed = seeds[index]
            let d = seed.direction
            guard d.z > -0.2 else { continue }  // hidden behind the receptacle
            if amounts[index] > 0 {
                marks.append(.line(
                    from: Self.flat(d * Self.acheneStart), to: Self.flat(d * Self.acheneEnd),
                    width: Self.width(Self.acheneWidth * seed.weight, unit: unit), ink: .seed,
                    opacity: (d.z < 0 ? 0.5 : 0.95) * amounts[index]
                ))
            } else {
                // The pit the achene left in the bare receptacle.
                marks.append(.disc(center: Self.flat(d * 0.11), radius: 0.014, ink: .seed, opacity: 0.45))
            }
        }
        marks.append(.disc(center: .zero, radius: Self.receptacleRadius, ink: .accent, opacity: 1))
        return marks.map { $0.placed(at: placement) }
    }

    /// One seed as it flies once it has let go, upright (pappus at the origin, achene hanging below), in
    /// points at `unit` points per head unit; the release turns and moves it.
    public func flyingMarks(of index: Int, unit: Float) -> [SeedHeadMark] {
        let seed = seeds[index]
        // Seen a little from below, so the umbrella shows as an umbrella.
        let axis = Self.normalized(SIMD3(0, -1, 0.5))
        let beak = seed.reach - Self.acheneEnd
        let acheneTop = Self.flat(-axis * beak)
        let acheneBottom = Self.flat(-axis * (beak + Self.acheneEnd - Self.acheneStart))
        var marks: [SeedHeadMark] = [
            .line(from: .zero, to: acheneTop, width: Self.width(Self.beakWidth * seed.weight, unit: unit), ink: .seed, opacity: 0.92),
            .line(from: acheneTop, to: acheneBottom, width: Self.width(Self.acheneWidth * seed.weight, unit: unit), ink: .seed, opacity: 0.95),
        ]
        appendHairs(of: seed, from: .zero, axis: axis, amount: 1, opacity: 0.92, unit: unit, to: &marks)
        return marks.map { $0.transformed(scale: unit, offset: .zero) }
    }

    private func appendSeed(_ index: Int, amount: Float, unit: Float, to marks: inout [SeedHeadMark]) {
        let seed = seeds[index]
        let d = seed.direction
        // Far seeds faint; near ones facing the viewer a little lighter than those at the rim, so the head
        // reads as a sphere and its middle does not clot.
        let opacity = (d.z < 0 ? 0.3 : 0.92 - 0.3 * d.z) * amount
        let base = d * Self.acheneEnd
        let tip = d * (Self.acheneEnd + (seed.reach - Self.acheneEnd) * amount)
        marks.append(.line(
            from: Self.flat(base), to: Self.flat(tip),
            width: Self.width(Self.beakWidth * seed.weight, unit: unit), ink: .seed, opacity: opacity
        ))
        appendHairs(of: seed, from: tip, axis: d, amount: amount, opacity: opacity, unit: unit, to: &marks)
    }

    /// The pappus: each hair leaves the tip at its opening from the axis and curls a little back towards it.
    private func appendHairs(
        of seed: HeadSeed, from tip: SIMD3<Float>, axis: SIMD3<Float>, amount: Float, opacity: Float, unit: Float,
        to marks: inout [SeedHeadMark]
    ) {
        let (u, v) = Self.basis(around: axis)
        let width = Self.width(Self.hairWidth * seed.weight, unit: unit)
        for hair in seed.hairs {
            let out = axis * cosf(hair.opening) + (u * cosf(hair.azimuth) + v * sinf(hair.azimuth)) * sinf(hair.opening)
            let length = hair.length * amount
            let bend = Self.normalized(out + (axis - out) * hair.curl)
            marks.append(.curve(
                from: Self.flat(tip), control: Self.flat(tip + bend * (0.55 * length)), to: Self.flat(tip + out * length),
                width: width, ink: .seed, opacity: opacity
            ))
        }
    }

    /// A width in head units as points at `unit`, but never under a hairline; `placed(at:)` scales the
    /// geometry, so the width is stored pre-divided by the unit.
    private static func width(_ headUnits: Float, unit: Float) -> Float {
        guard unit > 0 else { return 0 }
        return max(hairline, headUnits * unit) / unit
    }

    /// Onto the screen: the view looks along z.
    static func flat(_ v: SIMD3<Float>) -> SIMD2<Float> { SIMD2(v.x, v.y) }
}

extension SeedHeadMark {
    /// From head units around the head's centre to points on screen.
    func placed(at placement: SeedHead.Placement) -> SeedHeadMark {
        transformed(scale: placement.unit, offset: placement.center)
    }
}
