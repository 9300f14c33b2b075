import Foundation
import SplitMix64

/// The physics of release: every glyph cluster or word becomes a seed that bursts away with the breath,
/// then drifts on a swirling breeze with light drag and lift, turning and fading as it leaves. Seeds of the
/// drawn dandelion (`headSeeds`) ride the same breeze: they follow the glyphs in the arrays, leave when their
/// plan says, and right themselves as they go, as a pappus hangs its achene below its umbrella.
///
/// State lives in flat arrays allocated once in `init`, so `step` allocates nothing and touches memory
/// in order; 3,000 seeds step far inside a 120 Hz frame. Given the same seed value, glyphs and steps,
/// a release replays exactly.
public final class PappusField {
    public let glyphs: [PlacedGlyph]
    /// The dandelion's own seeds, after the glyphs: seed `glyphs.count + k` is `headSeeds[k]`.
    public let headSeeds: [HeadSeedLaunch]
    public let configuration: PappusConfiguration
    /// Glyphs and head seeds.
    public var count: Int { glyphs.count + headSeeds.count }
    /// Seconds since `release`.
    public private(set) var time: Float = 0
    public private(set) var isReleased = false
    /// Seeds still visible (resting or flying).
    public private(set) var aliveCount: Int
    /// Seeds still in their place, waiting for their turn to let go.
    public private(set) var restingCount: Int
    /// Every seed has drifted away.
    public var isFinished: Bool { isReleased && aliveCount == 0 }

    private let wind: CurlWind
    private var random: SplitMix64
    /// One contiguous block per attribute.
    private let x, y, vx, vy, angle, spin, opacity, scale, delay, lifetime: UnsafeMutablePointer<Float>
    /// 0 resting, 1 flying, 2 gone.
    private let phase: UnsafeMutablePointer<UInt8>
    /// The gust of the breath itself, which dies away within a second or so.
    private var gust = SIMD2<Float>(0, 0)

    public init(glyphs: [PlacedGlyph], headSeeds: [HeadSeedLaunch] = [], configuration: PappusConfiguration, seed: UInt64) {
        precondition(configuration.eddySize > 0 && configuration.lifetime.lowerBound > 0 && configuration.gentleFade > 0 && configuration.edgeFade > 0,
                     "a PappusConfiguration needs positive eddy size, lifetimes, fade time and edge band")
        self.glyphs = glyphs
        self.headSeeds = headSeeds
        self.configuration = configuration
        random = SplitMix64(seed: seed)
        wind = CurlWind(seed: seed, eddySize: configuration.eddySize, speed: configuration.windSpeed)
        let n = max(1, glyphs.count + headSeeds.count)
        func block() -> UnsafeMutablePointer<Float> {
            let pointer = UnsafeMutablePointer<Float>.allocate(capacity: n)
            pointer.initialize(repeating: 0, count: n)
            return pointer
        }
        x = block(); y = block(); vx = block(); vy = block(); angle = block(); spin = block()
        opacity = block(); scale = block(); delay = block(); lifetime = block()
        phase = .allocate(capacity: n)
        phase.initialize(repeating: 0, count: n)
        aliveCount = glyphs.count + headSeeds.count
        restingCount = aliveCount
        for (i, glyph) in glyphs.enumerated() {
            x[i] = glyph.center.x
            y[i] = glyph.center.y
            opacity[i] = 1
            scale[i] = 1
        }
        for (k, launch) in headSeeds.enumerated() {
            let i = glyphs.count + k
            x[i] = launch.position.x
            y[i] = launch.position.y
            angle[i] = launch.heading
            opacity[i] = 1
            scale[i] = 1
        }
    }

    deinit {
        for pointer in [x, y, vx, vy, angle, spin, opacity, scale, delay, lifetime] { pointer.deallocate() }
        phase.deallocate()
    }

    /// Up and to the right: seeds cross the screen on a rising diagonal, so they stay in view for a while.
    public static let defaultDirection = SIMD2<Float>(0.8, -0.6)

    /// Reduce Motion: the seeds fade one after another over this long, in reading order.
    public static let gentleSpread: Float = 0.5
    /// The most a seed's departure is put off by chance, seconds.
    public static let delayJitter: Float = 0.12

    /// When a seed `rank` of the way downwind (0 the upwind edge, 1 the downwind edge) lets go, before
    /// chance adds `jitter`: a gentle blow peels the writing off from one edge over `spread` seconds, a hard
    /// one takes it nearly at once. `SeedLossPlan` times the head's seeds by it too.
    public static func releaseDelay(rank: Float, strength: Float, spread: Float, jitter: Float) -> Float {
        rank * spread * (1.15 - min(1, max(0, strength))) + jitter
    }

    /// This frame's drawing state of seed `index`.
    public func seed(_ index: Int) -> PappusSeed {
        precondition(index >= 0 && index < count, "seed \(index) of \(count)")
        return PappusSeed(position: SIMD2(x[index], y[index]), rotation: angle[index], opacity: opacity[index], scale: scale[index])
    }

    /// Whether seed `index` is still in its place (on the page, or on the dandelion's head), not yet let go.
    public func isResting(_ index: Int) -> Bool {
        precondition(index >= 0 && index < count, "seed \(index) of \(count)")
        return phase[index] == 0
    }

    /// Lets the seeds go. `strength` (0…1, from the blow or the swipe) sets how hard and how nearly at once
    /// they fly; `direction` is where the air goes (default: up and to the right, as a breath
    /// across the bottom of a phone carries them). Seeds on the upwind side go first.
    public func release(strength: Float, direction: SIMD2<Float> = PappusField.defaultDirection) {
        guard !isReleased else { return }
        isReleased = true
        time = 0
        let strength = min(1, max(0, strength))
        let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
        let along = length > 0 ? direction / length : SIMD2(0, -1)
        let across = SIMD2(-along.y, along.x)
        let config = configuration

        // Rank seeds by how far downwind they sit: the upwind edge of the writing lets go first.
        var lowest = Float.infinity, highest = -Float.infinity
        for i in 0..<count {
            let projection = x[i] * along.x + y[i] * along.y
            lowest = min(lowest, projection)
            highest = max(highest, projection)
        }
        let range = max(1, highest - lowest)
        let glyphCount = glyphs.count
        for i in 0..<glyphCount {
            if config.reduceMotion {
                // Reading order, quickly, so the words lift away gently one after another.
                delay[i] = Float(i) / Float(max(1, glyphCount)) * Self.gentleSpread
                vx[i] = 0
                vy[i] = -config.gentleRise * random.unit(0.8...1.2)
                spin[i] = 0
                lifetime[i] = config.gentleFade
                continue
            }
            let rank = 1 - ((x[i] * along.x + y[i] * along.y) - lowest) / range
            delay[i] = Self.releaseDelay(rank: rank, strength: strength, spread: config.releaseSpread, jitter: random.unit(0...Self.delayJitter))
            let speed = config.burstSpeed * (0.25 + 0.75 * strength) * random.unit(0.6...1.3)
            let sideways = config.burstSpeed * 0.35 * (0.3 + strength) * random.unit(-1...1)
            vx[i] = along.x * speed + across.x * sideways
            vy[i] = along.y * speed + across.y * sideways
            spin[i] = random.unit(-4...4) * (0.4 + strength)
            lifetime[i] = random.unit(config.lifetime)
        }
        for (k, launch) in headSeeds.enumerated() {
            let i = glyphCount + k
            delay[i] = max(0, launch.delay)
            if config.reduceMotion {
                vx[i] = 0
                vy[i] = -config.gentleRise * random.unit(0.8...1.2)
                lifetime[i] = config.gentleFade
                continue
            }
            // Lighter than a word and already aloft: it leaves more gently, outwards from the head and downwind,
            // and floats a little longer.
            let outward = SIMD2(sinf(launch.heading), -cosf(launch.heading))
            let speed = config.burstSpeed * (0.15 + 0.45 * strength) * random.unit(0.6...1.2)
            vx[i] = along.x * speed + outward.x * 50
            vy[i] = along.y * speed + outward.y * 50
            spin[i] = random.unit(-0.6...0.6)
            lifetime[i] = random.unit(config.lifetime) * 1.1
        }
        gust = config.reduceMotion ? .zero : along * config.burstSpeed * 0.3 * strength
    }

    /// Advances the drift by `seconds` (clamped to 1/20 s, so a stalled frame does not teleport seeds).
    public func step(seconds: Float) {
        guard isReleased, aliveCount > 0, seconds.isFinite else { return }
        let dt = min(max(seconds, 0), 0.05)
        time += dt
        let config = configuration
        let gustNow = gust * expf(-time / 0.9)
        let reduceMotion = config.reduceMotion
        let width = config.bounds.x, height = config.bounds.y
        let margin = config.edgeFade
        let dragFraction = min(1, config.drag * dt)
        let spinDamping = max(0, 1 - 0.5 * dt)

        for i in 0..<count {
            let state = phase[i]
            if state == 2 { continue }
            let age = time - delay[i]
            if age < 0 { continue }
            if state == 0 {
                phase[i] = 1
                restingCount -= 1
            }

            if reduceMotion {
                y[i] += vy[i] * dt
                let t = min(1, age / lifetime[i])
                opacity[i] = 1 - t * t * (3 - 2 * t)
                if t >= 1 { retire(i) }
                continue
            }

            let position = SIMD2(x[i], y[i])
            let air = wind.velocity(at: position, time: time) + gustNow + SIMD2(0, -config.lift)
            vx[i] += (air.x - vx[i]) * dragFraction
            vy[i] += (air.y - vy[i]) * dragFraction
            x[i] += vx[i] * dt
            y[i] += vy[i] * dt
            angle[i] += spin[i] * dt
            spin[i] *= spinDamping

            let life = age / lifetime[i]
            let lifeFade: Float = life < 0.55 ? 1 : Self.smoothFall((life - 0.55) / 0.45)
            // Distance inside the visible area; seeds fade over a band straddling the edge.
            let inside = min(min(x[i], width - x[i]), min(y[i], height - y[i]))
            let edgeFade = Self.smoothRise((inside + margin / 2) / margin)
            opacity[i] = lifeFade * edgeFade
            scale[i] = 1 - 0.3 * min(1, life)
            if life >= 1 || inside < -margin / 2 { retire(i) }
        }
        // A pappus rights itself within a second or so, umbrella up.
        if !reduceMotion {
            let righting = min(1, 1.6 * dt)
            for i in glyphs.count..<count where phase[i] == 1 { angle[i] -= angle[i] * righting }
        }
    }

    @inline(__always)
    private func retire(_ i: Int) {
        phase[i] = 2
        opacity[i] = 0
        aliveCount -= 1
    }

    /// 0 below 0, 1 above 1, smooth between.
    @inline(__always)
    static func smoothRise(_ t: Float) -> Float {
        let t = min(1, max(0, t))
        return t * t * (3 - 2 * t)
    }

    @inline(__always)
    static func smoothFall(_ t: Float) -> Float { 1 - smoothRise(t) }
}
