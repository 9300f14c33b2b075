import DandelionCore
import Foundation
import Testing

/// The drawn dandelion's geometry: what the phone strokes, checked on Linux.
@Suite struct SeedHeadTests {
    /// The mean spacing of the head's seeds on the sphere, radians.
    static let spacing = (4 * Float.pi / Float(SeedHead.seedCount)).squareRoot()
    static let heads = [SeedHead.app, SeedHead(seed: 1), SeedHead(seed: 2), SeedHead(seed: 0xFFFF_FFFF_FFFF)]

    static func angle(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float { acosf(min(1, max(-1, (a * b).sum()))) }

    @Test func aHeadHasItsSeedsAndLeavesTheStemsPlaceBare() {
        for head in Self.heads {
            #expect(head.seeds.count == SeedHead.seedCount)
            for seed in head.seeds {
                #expect(abs((seed.direction * seed.direction).sum() - 1) < 1e-4)
                #expect(Self.angle(seed.direction, SeedHead.stemPole) > 0.45, "a seed grows where the stem joins")
                #expect((0.9...1.1).contains(seed.reach))
            }
            #expect(Set(head.drawingOrder) == Set(head.seeds.indices))
            let depths = head.drawingOrder.map { head.seeds[$0].direction.z }
            #expect(depths == depths.sorted(), "far seeds first, so near ones cover them")
        }
    }

    /// Evenly over the sphere: no two seeds crowd, no patch is bald, as many face the viewer as face away.
    @Test func theSeedsAreSpreadEvenlyOverTheSphere() {
        for head in Self.heads {
            var closest = Float.infinity
            for i in head.seeds.indices {
                for j in head.seeds.indices where j > i {
                    closest = min(closest, Self.angle(head.seeds[i].direction, head.seeds[j].direction))
                }
            }
            #expect(closest >= 0.5 * Self.spacing, "seed \(head.seed): two seeds \(closest) rad apart")
            // The widest gap: the farthest any direction (away from the stem) is from its nearest seed.
            var widestGap: Float = 0
            let probes = 3_000
            for k in 0..<probes {
                let y = 1 - 2 * (Float(k) + 0.5) / Float(probes)
                let ring = (1 - y * y).squareRoot()
                let turn = Float(k) * 2.399_963
                let direction = SIMD3(ring * cosf(turn), y, ring * sinf(turn))
                guard Self.angle(direction, SeedHead.stemPole) > 0.7 else { continue }
                widestGap = max(widestGap, head.seeds.map { Self.angle($0.direction, direction) }.min() ?? .infinity)
            }
            #expect(widestGap <= 0.9 * Self.spacing, "seed \(head.seed): a bald patch \(widestGap) rad wide")
            let facing = head.seeds.filter { $0.direction.z > 0 }.count
            #expect(abs(facing - SeedHead.seedCount / 2) <= 6, "\(facing) of \(SeedHead.seedCount) face the viewer")
        }
    }

    /// A pappus is an umbrella: its hairs go all the way round the beak, open nearly flat, of like length.
    @Test func eachPappusFansItsHairsAllRoundTheBeak() {
        let evenGap = 2 * Float.pi / Float(SeedHead.hairsPerSeed)
        for seed in SeedHead.app.seeds {
            #expect(seed.hairs.count == SeedHead.hairsPerSeed)
            let azimuths = seed.hairs.map(\.azimuth).sorted()
            let gaps = zip(azimuths.dropFirst(), azimuths).map { $0 - $1 } + [azimuths[0] + 2 * .pi - azimuths[azimuths.count - 1]]
            #expect(gaps.max()! <= 1.6 * evenGap && gaps.min()! >= 0.4 * evenGap)
            for hair in seed.hairs {
                #expect((0.95...1.3).contains(hair.opening))
                #expect((0.3...0.5).contains(hair.length))
                #expect((0...0.5).contains(hair.curl))
            }
        }
    }

    /// Neighbouring pappi interleave, as on a real clock, but no two sit on top of each other.
    @Test func noTwoPappiCrowdEachOther() {
        for head in Self.heads {
            var nearest = Float.infinity
            for i in head.seeds.indices {
                for j in head.seeds.indices where j > i {
                    let gap = head.seeds[i].direction * head.seeds[i].reach - head.seeds[j].direction * head.seeds[j].reach
                    nearest = min(nearest, (gap * gap).sum().squareRoot())
                }
            }
            // Over half a hair's length between any two pappi (hairs are 0.4 head units on average).
            #expect(nearest >= 0.22, "seed \(head.seed): two pappi \(nearest) apart")
        }
    }

    /// Hand-drawn: the same head for the same seed on every launch, another for another, never ruled.
    @Test func theSameSeedDrawsTheSameHeadAndNoHeadIsMechanical() {
        #expect(SeedHead(seed: 0xDA4D_E110) == .app)
        #expect(SeedHead(seed: 7) == SeedHead(seed: 7))
        #expect(SeedHead(seed: 7) != SeedHead(seed: 8))
        let head = SeedHead.app
        #expect(Set(head.seeds.map(\.reach)).count > 80, "every beak its own length")
        #expect(Set(head.seeds.map(\.weight)).count > 80, "every stroke its own weight")
        let lengths = head.seeds.flatMap { $0.hairs.map(\.length) }
        #expect(lengths.max()! - lengths.min()! > 0.05)
        let placement = SeedHead.Placement(center: SIMD2(100, 100), unit: 50)
        #expect(head.marks(at: placement) == SeedHead(seed: 0xDA4D_E110).marks(at: placement))
    }

    static func scaled(_ mark: SeedHeadMark, by factor: Float) -> (points: [SIMD2<Float>], width: Float?) {
        (mark.points.map { $0 * factor }, mark.width.map { $0 * factor })
    }

    static func close(_ a: [SIMD2<Float>], _ b: [SIMD2<Float>]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) < 1e-2 && abs($0.y - $1.y) < 1e-2 }
    }

    /// Dynamic Type or a bigger screen draws the same head bigger: every point and width scales, nothing is
    /// added or dropped; only strokes that would fall under a hairline are held at one.
    @Test func aLargerHeadIsTheSameHeadScaled() {
        let head = SeedHead.app
        let small = head.marks(at: SeedHead.Placement(center: .zero, unit: 100))
        let large = head.marks(at: SeedHead.Placement(center: .zero, unit: 250))
        #expect(small.count == large.count)
        for (a, b) in zip(small, large) {
            let grown = Self.scaled(a, by: 2.5)
            #expect(Self.close(grown.points, b.points))
            if let width = grown.width, let other = b.width { #expect(abs(width - other) < 1e-3) }
        }
        let tiny = head.marks(at: SeedHead.Placement(center: .zero, unit: 12))
        #expect(tiny.count == small.count)
        #expect(tiny.compactMap(\.width).allSatisfy { $0 >= SeedHead.hairline - 1e-5 }, "no stroke under a hairline")
        #expect(Self.close(tiny.flatMap(\.points), small.flatMap { Self.scaled($0, by: 0.12).points }))
    }

    /// Fitted into a box, the whole drawing stays inside it at any size and proportion.
    @Test func theDrawingFitsItsBox() {
        for size in [SIMD2<Float>(60, 90), SIMD2(120, 120), SIMD2(300, 140), SIMD2(44, 300)] {
            for stem in [true, false] {
                let placement = SeedHead.placement(fitting: size, origin: SIMD2(10, 20), stem: stem)
                let points = SeedHead.app.marks(at: placement, stem: stem).flatMap(\.points)
                #expect(points.allSatisfy { $0.x >= 10 - 0.01 && $0.y >= 20 - 0.01 && $0.x <= 10 + size.x + 0.01 && $0.y <= 20 + size.y + 0.01 },
                        "\(size) stem \(stem)")
                let used = SeedHead.aspectRatio(stem: stem) > size.x / size.y ? size.x : size.y
                #expect(used > 0 && placement.unit > 0)
            }
        }
        #expect(SeedHead.aspectRatio(stem: true) < SeedHead.aspectRatio(stem: false))
    }

    /// A seed that has gone leaves a pit in the bare receptacle; one growing back is shorter and fainter.
    @Test func seedsThatHaveGoneLeaveTheReceptacleBare() {
        let head = SeedHead.app
        let placement = SeedHead.Placement(center: .zero, unit: 100)
        let whole = head.marks(at: placement)
        let bare = head.marks(at: placement, presence: { _ in 0 })
        func curves(_ marks: [SeedHeadMark]) -> Int { marks.filter { if case .curve = $0 { true } else { false } }.count }
        #expect(curves(whole) == SeedHead.seedCount * SeedHead.hairsPerSeed)
        #expect(curves(bare) == 0)
        let visible = head.seeds.filter { $0.direction.z > -0.2 }.count
        let pits = bare.filter { if case .disc(_, _, .seed, _) = $0 { true } else { false } }.count
        #expect(pits == visible)
        #expect(bare.contains { if case .disc(.zero, _, .accent, 1) = $0 { true } else { false } }, "the receptacle stays")

        // Half grown: every hair of seed 0 reaches less far from the centre than when whole.
        func reach(of marks: [SeedHeadMark]) -> Float {
            marks.compactMap { mark -> Float? in
                if case .curve(_, _, let to, _, _, _) = mark { return (to * to).sum().squareRoot() }
                return nil
            }.max() ?? 0
        }
        let onlySeedZero: (Float) -> [SeedHeadMark] = { amount in head.marks(at: placement, stem: false, glow: false, presence: { $0 == 0 ? amount : 0 }) }
        #expect(reach(of: onlySeedZero(0.5)) < reach(of: onlySeedZero(1)))
        #expect(reach(of: onlySeedZero(0.5)) > 0)
    }

    /// Aloft, a seed hangs its achene below its umbrella.
    @Test func aFlyingSeedIsUpright() {
        for index in [0, 20, 83] {
            let marks = SeedHead.app.flyingMarks(of: index, unit: 40)
            guard case .line(let from, let to, _, _, _) = marks[0] else {
                Issue.record("the beak comes first")
                continue
            }
            #expect(from == .zero && to.y > 20, "the beak hangs down from the pappus")
            let hairEnds = marks.compactMap { mark -> SIMD2<Float>? in if case .curve(_, _, let end, _, _, _) = mark { end } else { nil } }
            #expect(hairEnds.count == SeedHead.hairsPerSeed)
            #expect(hairEnds.map(\.y).reduce(0, +) / Float(hairEnds.count) < 0, "the umbrella opens upward")
        }
    }
}
