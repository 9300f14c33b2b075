import SplitMix64

/// Which seeds leave the head when words are let go, in what order and when, and how the head grows back.
///
/// The head loses seeds in proportion to what was written — one a word, at least `floor` (a single word
/// still takes a few) and at most the whole head, leaving the bare receptacle. The side the air comes from
/// goes first, nearest seeds a little before the far ones, with some chance in it as a real clock has. The
/// times follow the words': `PappusField` lets the writing go from its upwind edge over the same spread, so
/// the k-th seed of n leaves as the words at the same fraction of the writing do, and they drift off
/// together. Once the last word is well away the head grows back, seed by seed, for the next page.
public struct SeedLossPlan: Sendable, Equatable {
    public struct Detachment: Sendable, Equatable {
        /// The seed's index in the head.
        public var seed: Int
        /// Seconds after the release when it lets go.
        public var time: Float
        /// Seconds after the release when it starts growing back.
        public var regrowth: Float
    }

    /// A single word still takes this many seeds.
    public static let floor = 3
    /// Seeds lost per word let go.
    public static let seedsPerWord: Float = 1
    /// After the last seed has gone, the head waits this long before growing back…
    public static let restBeforeRegrowth: Float = 2.5
    /// …then every lost seed has grown back within this long…
    public static let regrowthSpan: Float = 3
    /// …each taking this long to grow out from the receptacle.
    public static let growthTime: Float = 0.9

    /// In the order they leave.
    public let detachments: [Detachment]
    /// Seconds after the release when the head is whole again.
    public let regrown: Float
    private let bySeed: [Int: Detachment]

    /// How many seeds `words` words take from a head of `seedCount`.
    public static func lostCount(words: Int, seedCount: Int) -> Int {
        guard words > 0, seedCount > 0 else { return 0 }
        let wanted = Int((Float(words) * seedsPerWord).rounded(.up))
        return min(seedCount, max(floor, wanted))
    }

    /// - Parameters:
    ///   - words: how many words were let go (`SeedWords`); none loses nothing.
    ///   - strength: 0…1, the blow's or the swipe's, as `PappusField.release` takes it.
    ///   - direction: where the air goes, on screen (y down).
    ///   - spread: `PappusConfiguration.releaseSpread`, the words' own.
    ///   - gentle: Reduce Motion: the words fade one after another over half a second, and so do the seeds.
    public init(head: SeedHead, words: Int, strength: Float, direction: SIMD2<Float>, spread: Float, gentle: Bool, seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0x5EED_1055)
        let length = (direction * direction).sum().squareRoot()
        let along = length > 0 ? direction / length : SIMD2<Float>(0, -1)
        // Windward first: a seed facing into the air (against `along`), and facing the viewer, where the
        // breath comes from, is the first to go; chance shuffles neighbours.
        let exposure = head.seeds.map { seed -> Float in
            let facing = -(seed.direction.x * along.x + seed.direction.y * along.y)
            return facing + 0.35 * seed.direction.z + random.unit(-0.3...0.3)
        }
        let lost = Self.lostCount(words: words, seedCount: head.seeds.count)
        let leaving = head.seeds.indices.sorted { exposure[$0] > exposure[$1] }.prefix(lost)

        var detachments: [Detachment] = []
        for (order, index) in leaving.enumerated() {
            let rank = lost > 1 ? Float(order) / Float(lost - 1) : 0
            let time = gentle
                ? rank * PappusField.gentleSpread
                : PappusField.releaseDelay(rank: rank, strength: strength, spread: spread, jitter: random.unit(0...PappusField.delayJitter))
            detachments.append(Detachment(seed: index, time: time, regrowth: 0))
        }
        detachments.sort { $0.time < $1.time }
        let start = (detachments.last?.time ?? 0) + Self.restBeforeRegrowth
        let step = detachments.count > 1 ? (Self.regrowthSpan - Self.growthTime) / Float(detachments.count - 1) : 0
        for order in detachments.indices {
            detachments[order].regrowth = start + Float(order) * step
        }
        self.detachments = detachments
        regrown = detachments.isEmpty ? 0 : start + Self.regrowthSpan
        bySeed = Dictionary(uniqueKeysWithValues: detachments.map { ($0.seed, $0) })
    }

    /// How much of seed `index` is on the head `time` seconds after the release: 1 whole, 0 gone, between
    /// while it grows back.
    public func presence(of index: Int, at time: Float) -> Float {
        guard let detachment = bySeed[index], time >= detachment.time else { return 1 }
        let grown = (time - detachment.regrowth) / Self.growthTime
        guard grown > 0 else { return 0 }
        guard grown < 1 else { return 1 }
        return grown * grown * (3 - 2 * grown)
    }

    /// The seeds this plan takes, as `PappusField` launches them from `head` drawn at `placement`: each
    /// from where its pappus sits, pointing the way it grew, at its planned time.
    public func launches(from head: SeedHead, at placement: SeedHead.Placement) -> [HeadSeedLaunch] {
        detachments.map { detachment in
            let seed = head.seeds[detachment.seed]
            return HeadSeedLaunch(
                seed: detachment.seed, position: placement.center + seed.pappus * placement.unit,
                heading: seed.heading, delay: detachment.time
            )
        }
    }

    /// Whether the head is still short of seeds at `time`.
    public func isRecovering(at time: Float) -> Bool { !detachments.isEmpty && time < regrown }
}
