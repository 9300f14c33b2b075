import AllocationCounter
import ArgumentParser
import DandelionCore
import Foundation
import SplitMix64

/// Prints the two numbers Dandelion's smoothness rests on: how many times faster than real time the blow
/// detector runs on one core, and how long one PappusField step takes for thousands of seeds — plus the
/// heap allocations each hot loop makes (it should make none).
@main
struct DandelionBenchmark: ParsableCommand {
    @Option(help: "Seconds of audio per sample rate for the detector.")
    var audioSeconds = 120.0

    @Option(help: "Seeds in the field.")
    var seeds = 3_000

    @Option(help: "Frames stepped at 120 Hz once every seed is flying (240 = the first two seconds of flight).")
    var frames = 240

    @Option(help: "Also time the detector on this WAV file.")
    var wav: String?

    func run() throws {
        print("Dandelion benchmark (one thread; this build: \(Self.buildKind))")
        for rate in [16_000.0, 44_100, 48_000] {
            let samples = Self.syntheticAudio(seconds: audioSeconds, sampleRate: rate)
            try report(detector: samples, sampleRate: rate, label: "\(Int(audioSeconds)) s synthetic room + blows + tones")
        }
        if let wav {
            let file = try WAVFile(contentsOf: URL(fileURLWithPath: wav))
            try report(detector: file.samples, sampleRate: file.sampleRate, label: (wav as NSString).lastPathComponent)
        }
        reportField(withHead: false)
        reportField(withHead: true)
        reportHeadMarks()
    }

    private func report(detector samples: [Float], sampleRate: Double, label: String) throws {
        let detector = try BlowDetector(sampleRate: sampleRate)
        var blows = 0
        // Buffers of 512 frames, as an AVAudioEngine tap delivers them.
        let buffer = 512
        let allocationsBefore = allocation_counter_thread_count()
        let start = DispatchTime.now().uptimeNanoseconds
        samples.withUnsafeBufferPointer { all in
            var index = 0
            while index < all.count {
                let end = min(all.count, index + buffer)
                detector.process(UnsafeBufferPointer(rebasing: all[index..<end])) { event in
                    if case .began = event { blows += 1 }
                }
                index = end
            }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let allocations = allocation_counter_thread_count() - allocationsBefore
        let audio = Double(samples.count) / sampleRate
        let factor = audio / seconds
        print(
            "detector \(Int(sampleRate)) Hz, \(label): \(String(format: "%.1f", audio)) s of audio in "
                + "\(String(format: "%.1f", seconds * 1000)) ms → real-time factor \(Int(factor))× "
                + "(target ≥ 200×); \(String(format: "%.1f", seconds / audio * 1e6 * 1024 / sampleRate)) µs per 1,024-sample hop; "
                + "\(blows) blows; heap allocations while processing: \(Self.describe(allocations))"
        )
    }

    /// The canvas the field is timed on: an iPad's, with the writing across its middle.
    private static let bounds = SIMD2<Float>(1024, 1366)
    /// Where the page's dandelion stands: a box near the bottom right of the canvas, as on the writing page.
    private static let headPlacement = SeedHead.placement(fitting: SIMD2(120, 190), origin: bounds - SIMD2(160, 230))

    /// Lines of writing on a wide canvas, enough of them for the requested number of letter seeds, and the text.
    private func writing() -> (text: String, glyphs: [PlacedGlyph]) {
        let sentence = "Let the worry go where the wind goes, and let the wind take it far. "
        var text = ""
        let layout = MonospaceLayout(origin: SIMD2(24, 420), width: 980, advance: 9, lineHeight: 18)
        while layout.place(text, as: .letters).count < seeds { text += sentence }
        return (text, Array(layout.place(text, as: .letters).prefix(seeds)))
    }

    /// The seeds a release of `text` takes from `SeedHead.app`, launched from the head at `headPlacement`:
    /// built as `ReleaseModel.begin` builds them, so the field carries what the page would send up.
    private static func headLaunches(for text: String, configuration: PappusConfiguration, seed: UInt64) -> [HeadSeedLaunch] {
        let head = SeedHead.app
        let plan = SeedLossPlan(
            head: head, words: SeedWords.words(in: text).count, strength: 1, direction: PappusField.defaultDirection,
            spread: configuration.releaseSpread, gentle: false, seed: seed
        )
        return plan.launches(from: head, at: headPlacement)
    }

    private func reportField(withHead: Bool) {
        let (text, glyphs) = writing()
        let configuration = PappusConfiguration(bounds: Self.bounds)
        let launches = withHead ? Self.headLaunches(for: text, configuration: configuration, seed: 2026) : []
        let field = PappusField(glyphs: glyphs, headSeeds: launches, configuration: configuration, seed: 2026)
        field.release(strength: 1)
        // Let every seed leave its place (the head's last one included) before timing, so each timed step moves all of them.
        while field.restingCount > 0 { field.step(seconds: 1.0 / 120) }
        let flying = field.aliveCount
        let allocationsBefore = allocation_counter_thread_count()
        let durations = Self.timed(frames) { field.step(seconds: 1.0 / 120) }
        let allocations = allocation_counter_thread_count() - allocationsBefore
        let seeds = withHead ? "\(glyphs.count) letter seeds + \(launches.count) of the head's" : "\(glyphs.count) seeds"
        print(
            "PappusField\(withHead ? " with the seed head" : ""): \(seeds) (\(flying) flying when timing began, "
                + "\(field.aliveCount) still flying at the end), \(frames) steps of 1/120 s: \(Self.summary(durations)) per step "
                + "(target ≤ 0.5 ms; frame 8.3 ms); heap allocations while stepping: \(Self.describe(allocations))"
        )
    }

    /// The page's dandelion, redrawn each frame while it loses its seeds and grows them back: the time to
    /// build its marks for one frame (`SeedHead.marks`, what its Canvas strokes), over the release's
    /// first seconds, and the allocations (the marks are a new array each frame).
    private func reportHeadMarks() {
        let head = SeedHead.app
        let plan = SeedLossPlan(
            head: head, words: 12, strength: 1, direction: PappusField.defaultDirection,
            spread: PappusConfiguration(bounds: Self.bounds).releaseSpread, gentle: false, seed: 2026
        )
        let count = 300
        var drawn = 0
        var frame = 0
        let allocationsBefore = allocation_counter_thread_count()
        let durations = Self.timed(count) {
            let time = Float(frame) / 60
            frame += 1
            drawn += head.marks(at: Self.headPlacement, presence: { plan.presence(of: $0, at: time) }).count
        }
        let allocations = allocation_counter_thread_count() - allocationsBefore
        print(
            "SeedHead.app marks: \(drawn / count) marks a frame, \(count) frames of a 12-word release at 60 Hz: "
                + "\(Self.summary(durations)) per frame (frame 16.7 ms at 60 Hz, 8.3 ms at 120 Hz); "
                + "heap allocations: \(Self.describe(allocations)) (\(Self.describe(allocations / count)) a frame)"
        )
    }

    /// How long each of `count` runs of `body` took, in milliseconds.
    private static func timed(_ count: Int, _ body: () -> Void) -> [Double] {
        var durations: [Double] = []
        durations.reserveCapacity(count)
        for _ in 0..<count {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            durations.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return durations
    }

    private static func summary(_ durations: [Double]) -> String {
        let sorted = durations.sorted()
        let mean = durations.reduce(0, +) / Double(max(1, durations.count))
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
        return "mean \(ms(mean)), p50 \(ms(percentile(0.5))), p99 \(ms(percentile(0.99))), max \(ms(sorted.last ?? 0))"
    }

    private static func ms(_ value: Double) -> String { String(format: "%.3f ms", value) }

    /// Whether this platform's allocations are counted at all (a difference of two -1s would read 0).
    private static let counting = allocation_counter_thread_count() >= 0

    private static func describe(_ allocations: Int) -> String { counting ? "\(allocations)" : "not counted on this platform" }

    private static var buildKind: String {
        #if DEBUG
        "debug — run with -c release for real numbers"
        #else
        "release"
        #endif
    }

    /// A room at -55 dBFS with a two-second tone (a voice stand-in) and a one-second blow every ten seconds,
    /// so every branch of the detector runs.
    static func syntheticAudio(seconds: Double, sampleRate: Double) -> [Float] {
        var random = SplitMix64(seed: 7)
        let count = Int(seconds * sampleRate)
        var samples = [Float](repeating: 0, count: count)
        var brown: Float = 0
        for i in 0..<count {
            let t = Double(i) / sampleRate
            let phase = t.truncatingRemainder(dividingBy: 10)
            var sample = random.unit(-1...1) * 0.0018
            if (2..<4).contains(phase) {
                let f = 180.0
                sample += Float(0.2 * sin(2 * .pi * f * t) + 0.1 * sin(4 * .pi * f * t) + 0.05 * sin(6 * .pi * f * t))
            }
            brown = 0.995 * brown + random.unit(-1...1) * 0.05
            if (6..<7).contains(phase) { sample += brown * 0.9 }
            samples[i] = sample
        }
        return samples
    }
}
