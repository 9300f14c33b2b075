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
        reportField()
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

    private func reportField() {
        // Lines of writing on a wide canvas, enough of them for the requested number of letter seeds.
        let sentence = "Let the worry go where the wind goes, and let the wind take it far. "
        var text = ""
        // An iPad-sized canvas with the writing across its middle.
        let layout = MonospaceLayout(origin: SIMD2(24, 420), width: 980, advance: 9, lineHeight: 18)
        while layout.place(text, as: .letters).count < seeds { text += sentence }
        let glyphs = Array(layout.place(text, as: .letters).prefix(seeds))
        let bounds = SIMD2<Float>(1024, 1366)
        let field = PappusField(glyphs: glyphs, configuration: PappusConfiguration(bounds: bounds), seed: 2026)
        field.release(strength: 1)
        // Let every seed leave its place before timing, so each timed step moves all of them.
        while field.restingCount > 0 { field.step(seconds: 1.0 / 120) }
        let flying = field.aliveCount
        var durations: [Double] = []
        durations.reserveCapacity(frames)
        let allocationsBefore = allocation_counter_thread_count()
        for _ in 0..<frames {
            let start = DispatchTime.now().uptimeNanoseconds
            field.step(seconds: 1.0 / 120)
            durations.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let allocations = allocation_counter_thread_count() - allocationsBefore
        let sorted = durations.sorted()
        let mean = durations.reduce(0, +) / Double(max(1, durations.count))
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }
        print(
            "PappusField: \(glyphs.count) seeds (\(flying) flying when timing began, \(field.aliveCount) still flying at the end), "
                + "\(frames) steps of 1/120 s: mean \(Self.ms(mean)), p50 \(Self.ms(percentile(0.5))), "
                + "p99 \(Self.ms(percentile(0.99))), max \(Self.ms(sorted.last ?? 0)) per step (target ≤ 0.5 ms; frame 8.3 ms); "
                + "heap allocations while stepping: \(Self.describe(allocations))"
        )
    }

    private static func ms(_ value: Double) -> String { String(format: "%.3f ms", value) }

    private static func describe(_ allocations: Int) -> String { allocations < 0 ? "not counted on this platform" : "\(allocations)" }

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
