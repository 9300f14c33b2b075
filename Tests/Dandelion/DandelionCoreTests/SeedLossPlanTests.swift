@testable import DandelionCore
import Foundation
import Testing

/// Which seeds the dandelion loses with the words, when, and how it grows them back.
@Suite struct SeedLossPlanTests {
    static let wind = PappusField.defaultDirection
    static let spread = PappusConfiguration(bounds: SIMD2(390, 844)).releaseSpread

    static func plan(words: Int, strength: Float = 0.7, gentle: Bool = false, seed: UInt64 = 3) -> SeedLossPlan {
        SeedLossPlan(head: .app, words: words, strength: strength, direction: wind, spread: spread, gentle: gentle, seed: seed)
    }

    @Test func theHeadLosesASeedAWordWithAFloorAndTheWholeHeadAsCeiling() {
        #expect(SeedLossPlan.lostCount(words: 0, seedCount: 84) == 0)
        #expect(SeedLossPlan.lostCount(words: 1, seedCount: 84) == SeedLossPlan.floor)
        #expect(SeedLossPlan.lostCount(words: 10, seedCount: 84) == 10)
        #expect(SeedLossPlan.lostCount(words: 84, seedCount: 84) == 84)
        #expect(SeedLossPlan.lostCount(words: 5_000, seedCount: 84) == 84, "a long page leaves the bare receptacle")
        let counts = (0...200).map { SeedLossPlan.lostCount(words: $0, seedCount: 84) }
        #expect(counts == counts.sorted(), "more words never take fewer seeds")
        #expect(Self.plan(words: 12).detachments.count == 12)
        #expect(Set(Self.plan(words: 200).detachments.map(\.seed)) == Set(SeedHead.app.seeds.indices))
    }

    /// The side the air comes from goes first.
    @Test func theWindwardSideLetsGoFirst() {
        let plan = Self.plan(words: 30)
        let along = Self.wind / (Self.wind * Self.wind).sum().squareRoot()
        func facing(_ index: Int) -> Float {
            let d = SeedHead.app.seeds[index].direction
            return -(d.x * along.x + d.y * along.y)
        }
        let first = plan.detachments.prefix(10).map { facing($0.seed) }.reduce(0, +) / 10
        let kept = Set(SeedHead.app.seeds.indices).subtracting(plan.detachments.map(\.seed)).map(facing)
        #expect(first > 0.3, "the first seeds face into the wind (\(first))")
        #expect(first > kept.reduce(0, +) / Float(kept.count) + 0.5)
    }

    /// The seeds leave over the same spread as the words: a gentle blow peels them off one after another,
    /// a hard one strips them nearly at once; Reduce Motion fades them in half a second like the words.
    @Test func theSeedsLeaveInStepWithTheWords() {
        for strength: Float in [0.2, 0.7, 1] {
            let times = Self.plan(words: 40, strength: strength).detachments.map(\.time)
            #expect(times == times.sorted())
            let latest = PappusField.releaseDelay(rank: 1, strength: strength, spread: Self.spread, jitter: PappusField.delayJitter)
            #expect(times.allSatisfy { $0 >= 0 && $0 <= latest + 1e-5 })
            #expect(times.last! > latest - PappusField.delayJitter - 0.05, "the last seed goes with the last words")
        }
        let gentle = Self.plan(words: 40, strength: 0.2).detachments.last!.time
        let hard = Self.plan(words: 40, strength: 1).detachments.last!.time
        #expect(hard < gentle)
        let reduced = Self.plan(words: 40, gentle: true).detachments.map(\.time)
        #expect(reduced.first == 0 && abs(reduced.last! - PappusField.gentleSpread) < 1e-5)
    }

    @Test func theSameReleaseLosesTheSameSeeds() {
        #expect(Self.plan(words: 20, seed: 5) == Self.plan(words: 20, seed: 5))
        #expect(Self.plan(words: 20, seed: 5).detachments.map(\.seed) != Self.plan(words: 20, seed: 6).detachments.map(\.seed))
    }

    /// A seed is on the head until it leaves, gone until it grows back, and the head is whole by `regrown`.
    @Test func theHeadGrowsBackForTheNextPage() {
        let plan = Self.plan(words: 25)
        let first = plan.detachments[0], last = plan.detachments[plan.detachments.count - 1]
        let kept = Set(SeedHead.app.seeds.indices).subtracting(plan.detachments.map(\.seed))
        #expect(plan.presence(of: last.seed, at: last.time - 0.01) == 1)
        #expect(plan.presence(of: last.seed, at: last.time) == 0)
        #expect(plan.presence(of: first.seed, at: first.regrowth) == 0)
        let halfway = plan.presence(of: first.seed, at: first.regrowth + SeedLossPlan.growthTime / 2)
        #expect(halfway > 0 && halfway < 1)
        #expect(first.regrowth >= last.time + SeedLossPlan.restBeforeRegrowth, "it rests until the words have gone")
        #expect(plan.isRecovering(at: last.time + 1) && !plan.isRecovering(at: plan.regrown))
        for index in SeedHead.app.seeds.indices {
            #expect(plan.presence(of: index, at: plan.regrown) == 1)
        }
        for index in kept {
            #expect(plan.presence(of: index, at: last.time + 1) == 1, "a seed that stayed is never missing")
        }
    }

    static let text = "I keep going over what I said at dinner and it will not let me sleep"

    @MainActor
    static func release(reduceMotion: Bool = false, head: SeedHead.Placement? = SeedHead.Placement(center: SIMD2(320, 760), unit: 30)) -> ReleaseModel {
        let app = DandelionAppModel(storage: MemoryStore(), storeClient: StoreStandIn(), seed: 2, region: "NZ")
        let request = ReleaseRequest(text: text, method: .swipe, strength: 0.7, direction: wind)
        app.release.begin(request, bounds: SIMD2(390, 844), systemReduceMotion: reduceMotion, headAt: head) { text, granularity in
            MonospaceLayout(origin: SIMD2(20, 120), width: 350).place(text, as: granularity)
        }
        return app.release
    }

    /// Through the release screen's model: the head's seeds join the words in one field, from where they
    /// grow on the drawn head, each leaving when the plan says and drifting with the words.
    @MainActor
    @Test func theHeadsSeedsRideTheSameBreezeAsTheWords() throws {
        let release = Self.release()
        let field = try #require(release.field)
        let plan = try #require(release.headPlan)
        let words = SeedWords.words(in: Self.text).count
        #expect(field.headSeeds.count == words && plan.detachments.count == words)
        #expect(field.count == field.glyphs.count + words)
        let launch = field.headSeeds[0]
        let seed = SeedHead.app.seeds[launch.seed]
        #expect(launch.position == SIMD2(320, 760) + seed.pappus * 30)
        #expect(release.isHeadRecovering)

        var time: TimeInterval = 100
        release.advance(to: time)
        var leftAt: [Int: Float] = [:]
        while release.phase == .drifting && time < 130 {
            time += 1.0 / 60
            release.advance(to: time)
            guard let field = release.field else { break }
            for k in field.headSeeds.indices where leftAt[k] == nil && !field.isResting(field.glyphs.count + k) {
                leftAt[k] = field.time
            }
        }
        #expect(leftAt.count == words, "every seed the plan names flew")
        for (k, left) in leftAt {
            let planned = field.headSeeds[k].delay
            #expect(left >= planned && left <= planned + 0.05, "seed \(k) planned at \(planned) s left at \(left) s")
        }
        // While the field drifts, the head shows a seed until it leaves, and the bare spot after.
        let presence = release.headPresence(at: 100 + Double(plan.detachments[0].time) + 0.1)
        #expect(presence(plan.detachments[0].seed) == 0)
        // The message comes once words and seeds have all gone; the head grows back after.
        guard case .settled = release.phase else {
            Issue.record("the release never settled")
            return
        }
        release.advanceHead(to: time)
        #expect(release.isHeadRecovering == (Float(time - 100) < plan.regrown))
        release.advanceHead(to: 100 + Double(plan.regrown) + 0.1)
        #expect(!release.isHeadRecovering && release.headPlan == nil)
        #expect(release.headPresence(at: 200)(plan.detachments[0].seed) == 1)
    }

    /// Reduce Motion: the seeds fade where they are, as the words do, instead of flying.
    @MainActor
    @Test func withReduceMotionTheSeedsFadeInPlace() throws {
        let release = Self.release(reduceMotion: true)
        let field = try #require(release.field)
        let k = field.glyphs.count
        let start = field.headSeeds.map(\.position)
        var time: TimeInterval = 0
        release.advance(to: time)
        for _ in 0..<60 {
            time += 1.0 / 60
            release.advance(to: time)
        }
        for (offset, position) in start.enumerated() {
            let seed = field.seed(k + offset)
            #expect(seed.position.x == position.x, "no sideways drift")
            #expect(position.y - seed.position.y < 30, "at most a gentle rise")
            #expect(seed.opacity < 1)
        }
    }

    /// Without the head on screen (no placement), a release is words only, as before.
    @MainActor
    @Test func noHeadOnScreenMeansNoHeadSeeds() throws {
        let release = Self.release(head: nil)
        let field = try #require(release.field)
        #expect(field.headSeeds.isEmpty && field.count == field.glyphs.count)
        #expect(release.headPlan == nil && !release.isHeadRecovering)
    }
}
