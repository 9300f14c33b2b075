import DandelionCore
import Foundation
import SplitMix64
import Testing

/// The detector's state machine on signals made here: a room, a blow, a tone.
@Suite struct BlowDetectorTests {
    static let rate = 48_000.0

    /// A quiet room with brown-noise blows (fluttering, with fades) at the given times.
    static func recording(seconds: Double, blows: [ClosedRange<Double>], tone: ClosedRange<Double>? = nil) -> [Float] {
        var random = SplitMix64(seed: 21)
        var brown: Float = 0
        return (0..<Int(seconds * rate)).map { i in
            let t = Double(i) / rate
            var sample = random.unit(-1...1) * 0.002
            brown = 0.98 * brown + random.unit(-1...1) * 0.1
            for blow in blows where blow.contains(t) {
                let fade = Float(min(1, (t - blow.lowerBound) / 0.06, (blow.upperBound - t) / 0.15))
                sample += brown * 0.8 * fade * Float(1 + 0.3 * sin(2 * .pi * 6 * t))
            }
            if let tone, tone.contains(t) {
                sample += Float(0.3 * sin(2 * .pi * 220 * t) + 0.15 * sin(2 * .pi * 440 * t) + 0.1 * sin(2 * .pi * 660 * t))
            }
            return sample
        }
    }

    /// A quiet room with brown noise (the blows' own sound) shaped by `envelope`, 0…1 over time.
    static func noise(seconds: Double, envelope: (Double) -> Double) -> [Float] {
        var random = SplitMix64(seed: 22)
        var brown: Float = 0
        return (0..<Int(seconds * rate)).map { i in
            brown = 0.98 * brown + random.unit(-1...1) * 0.1
            return random.unit(-1...1) * 0.002 + brown * 0.8 * Float(envelope(Double(i) / rate))
        }
    }

    static func events(_ samples: [Float], finish: Bool = true) throws -> [BlowEvent] {
        let detector = try BlowDetector(sampleRate: rate)
        var events: [BlowEvent] = []
        detector.process(samples) { events.append($0) }
        if finish { detector.finish { events.append($0) } }
        return events
    }

    @Test func aBlowBeginsOnceAndEndsOnce() throws {
        let events = try Self.events(Self.recording(seconds: 4, blows: [1.5...2.5]))
        guard events.count == 2, case .began(let began) = events[0], case .ended(let start, let end, let peak) = events[1] else {
            Issue.record("expected began then ended, got \(events)")
            return
        }
        #expect(began == start && abs(start - 1.5) < 0.06 && abs(end - 2.5) < 0.2)
        #expect(peak > 0.15 && peak <= 1)
    }

    /// A door closing or a book put down is the same kind of noise, but it only dies away (here 80 dB/s, a
    /// room with a 0.75 s reverberation time); the same noise held for as long is a blow.
    @Test func aSoundThatOnlyDiesAwayIsNotABlow() throws {
        let impact = Self.noise(seconds: 4) { t in t < 1.5 ? 0 : pow(10, -80 * (t - 1.5) / 20) }
        #expect(try Self.events(impact).isEmpty)
        let held = Self.noise(seconds: 4) { t in (1.5...2.5).contains(t) ? 1 : 0 }
        #expect(try Self.events(held).count == 2)
    }

    /// A blow still going when the stream ends is ended by `finish`, at the last sample it heard.
    @Test func finishEndsABlowInProgress() throws {
        let samples = Self.recording(seconds: 2.5, blows: [1.2...3])
        #expect(try Self.events(samples, finish: false).count == 1)
        let events = try Self.events(samples)
        guard case .ended(_, let end, _) = events.last else { Issue.record("\(events)"); return }
        #expect(abs(end - 2.5) < 0.03, "the last partial hop is judged too: \(end)")
        let detector = try BlowDetector(sampleRate: Self.rate)
        var ended = 0
        detector.process(samples) { if case .ended = $0 { ended += 1 } }
        detector.reset { if case .ended = $0 { ended += 1 } }
        #expect(ended == 1 && !detector.isBlowing && detector.elapsed == 0)
    }

    /// A second breath inside the refractory period is not a second blow; one after it is.
    @Test func theRefractoryPeriodSeparatesBlows() throws {
        let close = try Self.events(Self.recording(seconds: 6, blows: [1.5...2.3, 2.6...3.4]))
        let apart = try Self.events(Self.recording(seconds: 6, blows: [1.5...2.3, 3.5...4.3]))
        #expect(close.filter { if case .began = $0 { true } else { false } }.count == 1)
        #expect(apart.filter { if case .began = $0 { true } else { false } }.count == 2)
    }

    /// Speaking (a voiced tone here) straight after blowing ends the blow at once, though the level stays up.
    @Test func aVoiceEndsABlow() throws {
        let events = try Self.events(Self.recording(seconds: 5, blows: [1.5...2.45], tone: 2.4...3.5))
        guard case .ended(_, let end, _) = events.last else { Issue.record("\(events)"); return }
        #expect(end < 2.5, "ended at \(end)")
    }

    /// NaNs and infinities from a broken source neither trigger anything nor blind the detector after.
    @Test func brokenSamplesAreSilence() throws {
        var samples = Self.recording(seconds: 4, blows: [2...3])
        for i in 48_000..<60_000 { samples[i] = i % 2 == 0 ? .nan : .infinity }
        let events = try Self.events(samples)
        #expect(events.count == 2)
        guard case .began(let start) = events.first else { return }
        #expect(abs(start - 2) < 0.06)
    }

    @Test func strengthRisesWhileBlowingAndFallsAfter() throws {
        let detector = try BlowDetector(sampleRate: Self.rate)
        let samples = Self.recording(seconds: 4, blows: [1.5...2.5])
        var during: Float = 0
        samples.withUnsafeBufferPointer { all in
            for start in stride(from: 0, to: all.count, by: 480) {
                detector.process(UnsafeBufferPointer(rebasing: all[start..<min(all.count, start + 480)])) { _ in }
                if (1.8...2.3).contains(detector.elapsed) { during = max(during, detector.strength) }
            }
        }
        #expect(during > 0.3)
        #expect(detector.strength == 0)
    }
}
