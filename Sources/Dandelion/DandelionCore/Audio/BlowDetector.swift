import Foundation

/// Recognises a person blowing on the microphone, in a stream of mono Float PCM at 16–48 kHz.
///
/// Every sample is analysed: samples are gathered into 1,024-sample hops, and each hop is judged with
/// the 2,048 samples that end with it (`SpectralAnalyzer`). A hop sounds like a blow when it stands
/// well above the room's adaptive noise floor and is air noise: aperiodic (no voice, hum, whistle or
/// tune), spectrally flat after pre-emphasis relative to its own envelope (noise, not harmonics),
/// low-heavy, with a low centroid and crossing rate (not a hiss, "shh" or whisper). A blow begins after
/// such hops last `minimumDuration`, almost without gaps (not typing) and holding their level (not a
/// door's dying echo); it continues with hysteresis (a lower level and brief dropouts are tolerated) and
/// is followed by a refractory pause.
///
/// `process` never allocates, so it can run on a real-time audio thread. A detector belongs to one thread
/// at a time (the audio thread, in the app); copy `strength` out from there to show it elsewhere.
public final class BlowDetector {
    /// Hops of air noise must last this long before a blow counts (speech fricatives are shorter).
    public static let minimumDuration = 0.28
    /// After a blow ends, no new blow begins for this long.
    public static let refractoryPeriod = 0.6
    /// A blow survives a dip this long (turbulence flutters).
    static let dropoutTolerance = 0.12
    /// Once blowing, the level may sag this far below the onset threshold before the blow ends.
    static let hysteresisDB: Float = 6
    /// A blow starts from the room: its first hop must stand this far above the quietest of the hops in the
    /// `onsetLookback` before it. The tail of a chord or a sentence fading into noise never does.
    static let onsetRiseDB: Float = 9
    static let onsetLookback = 0.3
    /// A breath holds: before a blow counts, the loudest hop of the last `holdWindow` must be within this of
    /// the loudest of the last `onsetLookback`, on `holdHopsNeeded` hops in a row. A door closing or a book
    /// put down is air-like noise too, but it only dies away, 60 dB per reverberation time (0.4–1 s in a
    /// home): measured this way it falls 10 dB or more at 1 s, and 5.4–10 dB at 1.5 s, while the corpus'
    /// blows fall at most 4 dB when they are recognised. A blow that starts with a puff and then eases
    /// off is only recognised later, once it holds.
    static let holdDropDB: Float = 5
    static let holdWindow = 0.1
    static let holdHopsNeeded = 2
    /// Before a blow counts, at least this share of its hops must be loud air: a breath is continuous, while
    /// fast typing or tapping strings short bursts together across the dropouts a breath is forgiven.
    static let minimumAirShare = 2.0 / 3.0
    /// The strength scale: this many dB above the onset threshold is full strength.
    static let fullStrengthRangeDB: Float = 30

    public let sampleRate: Double
    public var sensitivity: BlowSensitivity

    /// How hard the person is blowing right now, 0…1; it rises as a blow starts (before it counts).
    public private(set) var strength: Float = 0
    /// Whether a blow has begun and not yet ended.
    public var isBlowing: Bool {
        if case .blowing = state { true } else { false }
    }
    /// The last hop's measurements.
    public private(set) var features = BlowFeatures()
    /// Seconds of audio processed so far.
    public var elapsed: Double { Double(samplesSeen) / sampleRate }

    private enum State {
        case idle
        case candidate(Candidate)
        case blowing(start: Double, lastGood: Double, peak: Float)
        case refractory(until: Double)
    }

    /// Air noise that does not count yet: shorter than `minimumDuration`, not yet holding its level, or with
    /// too few air hops among its hops.
    private struct Candidate {
        var start: Double
        var lastGood: Double
        var peak: Float
        var hops = 1
        var airHops = 1
        /// Air hops in a row, up to now, whose level held.
        var heldHops = 0

        var airShare: Double { Double(airHops) / Double(hops) }
    }

    private var state = State.idle
    private var floor = NoiseFloor()
    private let analyzer: SpectralAnalyzer
    private let hopSeconds: Double
    private let attackRate: Float
    private let releaseRate: Float
    /// The analysis frame, oldest first; new samples fill its last hop.
    private let frame: UnsafeMutablePointer<Float>
    private var filled = SpectralAnalyzer.frameSize - SpectralAnalyzer.hopSize
    private var samplesSeen = 0
    /// The levels of the last `lookbackHops` hops, a ring.
    private let recentLevels: UnsafeMutablePointer<Float>
    private let lookbackHops: Int
    private let holdHops: Int
    private var recentIndex = 0

    public init(sampleRate: Double, sensitivity: BlowSensitivity = .medium) throws(AudioError) {
        guard (16_000...48_000).contains(sampleRate) else { throw .unsupportedSampleRate(sampleRate) }
        self.sampleRate = sampleRate
        self.sensitivity = sensitivity
        analyzer = SpectralAnalyzer(sampleRate: Float(sampleRate))
        hopSeconds = Double(SpectralAnalyzer.hopSize) / sampleRate
        // Strength rises with a 25 ms and falls with an 80 ms time constant, whatever the hop length.
        attackRate = Float(1 - exp(-hopSeconds / 0.025))
        releaseRate = Float(1 - exp(-hopSeconds / 0.080))
        frame = .allocate(capacity: SpectralAnalyzer.frameSize)
        frame.initialize(repeating: 0, count: SpectralAnalyzer.frameSize)
        lookbackHops = max(1, Int((Self.onsetLookback / hopSeconds).rounded(.up)))
        holdHops = min(lookbackHops, max(1, Int((Self.holdWindow / hopSeconds).rounded(.up))))
        recentLevels = .allocate(capacity: lookbackHops)
        recentLevels.initialize(repeating: -120, count: lookbackHops)
    }

    deinit {
        frame.deallocate()
        recentLevels.deallocate()
    }

    /// Forgets the room (for example when the microphone restarts); a blow in progress ends first.
    public func reset(onEvent: (BlowEvent) -> Void) {
        finish(onEvent: onEvent)
        state = .idle
        floor.reset()
        strength = 0
        features = BlowFeatures()
        frame.update(repeating: 0, count: SpectralAnalyzer.frameSize)
        filled = SpectralAnalyzer.frameSize - SpectralAnalyzer.hopSize
        samplesSeen = 0
        recentLevels.update(repeating: -120, count: lookbackHops)
        recentIndex = 0
    }

    /// Analyses `samples` and reports each verdict change to `onEvent`, in order.
    public func process(_ samples: UnsafeBufferPointer<Float>, onEvent: (BlowEvent) -> Void) {
        var index = 0
        while index < samples.count {
            let room = SpectralAnalyzer.frameSize - filled
            let count = min(room, samples.count - index)
            let source = samples.baseAddress! + index
            for i in 0..<count {
                // A NaN or infinity (a broken driver, a bad file) would poison the noise floor for good.
                let sample = source[i]
                frame[filled + i] = sample.isFinite ? sample : 0
            }
            filled += count
            index += count
            if filled == SpectralAnalyzer.frameSize {
                let hopEnd = Double(samplesSeen + SpectralAnalyzer.hopSize) / sampleRate
                samplesSeen += SpectralAnalyzer.hopSize
                judgeHop(endingAt: hopEnd, onEvent: onEvent)
                // Slide the frame by one hop.
                frame.update(from: frame + SpectralAnalyzer.hopSize, count: SpectralAnalyzer.frameSize - SpectralAnalyzer.hopSize)
                filled = SpectralAnalyzer.frameSize - SpectralAnalyzer.hopSize
            }
        }
    }

    public func process(_ samples: [Float], onEvent: (BlowEvent) -> Void) {
        samples.withUnsafeBufferPointer { process($0, onEvent: onEvent) }
    }

    /// Ends the stream: the last partial hop is judged (padded with silence), then a blow still going ends.
    public func finish(onEvent: (BlowEvent) -> Void) {
        let pending = filled - (SpectralAnalyzer.frameSize - SpectralAnalyzer.hopSize)
        if pending > 0 {
            (frame + filled).update(repeating: 0, count: SpectralAnalyzer.frameSize - filled)
            let hopEnd = Double(samplesSeen + pending) / sampleRate
            samplesSeen += pending
            judgeHop(endingAt: hopEnd, onEvent: onEvent)
            frame.update(from: frame + SpectralAnalyzer.hopSize, count: SpectralAnalyzer.frameSize - SpectralAnalyzer.hopSize)
            filled = SpectralAnalyzer.frameSize - SpectralAnalyzer.hopSize
        }
        if case .blowing(let start, let lastGood, let peak) = state {
            onEvent(.ended(start: start, end: lastGood, peakStrength: peak))
        }
        state = .idle
        strength = 0
    }

    private func judgeHop(endingAt hopEnd: Double, onEvent: (BlowEvent) -> Void) {
        analyzer.analyse(frame: frame, into: &features)
        let hopStart = hopEnd - hopSeconds
        let floorLevel = floor.levelDB ?? features.levelDB
        features.noiseFloorDB = floorLevel
        let onset = max(floorLevel + sensitivity.onsetAboveFloorDB, sensitivity.minimumLevelDB)
        let target = Self.strength(levelDB: features.levelDB, onsetDB: onset)

        var quietestRecent: Float = 0
        for i in 0..<lookbackHops { quietestRecent = min(quietestRecent, recentLevels[i]) }
        recentLevels[recentIndex] = features.levelDB
        recentIndex = (recentIndex + 1) % lookbackHops

        switch state {
        case .idle:
            if isAirNoise(features) && features.levelDB >= onset && features.levelDB - quietestRecent >= Self.onsetRiseDB {
                follow(target)
                state = .candidate(Candidate(start: hopStart, lastGood: hopEnd, peak: strength))
            } else {
                follow(0)
                floor.update(levelDB: features.levelDB, hopSeconds: Float(hopSeconds))
            }
        case .candidate(var candidate):
            // Until it counts, every loud hop must be air noise; only a brief dip in level is forgiven.
            let loud = features.levelDB >= onset - Self.hysteresisDB / 2
            candidate.hops += 1
            if loud && isAirNoise(features) {
                follow(target)
                candidate.peak = max(candidate.peak, strength)
                candidate.lastGood = hopEnd
                candidate.airHops += 1
                candidate.heldHops = levelHolds() ? candidate.heldHops + 1 : 0
                if hopEnd - candidate.start >= Self.minimumDuration && candidate.airShare >= Self.minimumAirShare
                    && candidate.heldHops >= Self.holdHopsNeeded
                {
                    state = .blowing(start: candidate.start, lastGood: hopEnd, peak: candidate.peak)
                    onEvent(.began(time: candidate.start))
                } else {
                    state = .candidate(candidate)
                }
            } else if loud || hopEnd - candidate.lastGood > Self.dropoutTolerance {
                state = .idle
                follow(0)
                floor.update(levelDB: features.levelDB, hopSeconds: Float(hopSeconds))
            } else {
                follow(0)
                state = .candidate(candidate)
            }
        case .blowing(let start, let lastGood, let peak):
            if continuesBlow(features, onsetDB: onset) {
                follow(target)
                state = .blowing(start: start, lastGood: hopEnd, peak: max(peak, strength))
            } else if isVoiced(features) || hopEnd - lastGood > Self.dropoutTolerance {
                onEvent(.ended(start: start, end: lastGood, peakStrength: peak))
                state = .refractory(until: lastGood + Self.refractoryPeriod)
                follow(0)
            } else {
                follow(0)
            }
        case .refractory(let until):
            follow(0)
            if features.levelDB >= onset - Self.hysteresisDB && isAirNoise(features) {
                // A breath that starts inside the pause belongs to the blow before: wait until it is over.
                state = .refractory(until: max(until, hopEnd + Self.dropoutTolerance))
            } else {
                floor.update(levelDB: features.levelDB, hopSeconds: Float(hopSeconds))
                if hopEnd >= until { state = .idle }
            }
        }
    }

    /// Whether the sound keeps its level rather than dying away: the loudest of the last `holdWindow` against
    /// the loudest of the last `onsetLookback` (the ring, which includes this hop).
    private func levelHolds() -> Bool {
        var recent: Float = -.infinity
        var window: Float = -.infinity
        for back in 0..<lookbackHops {
            let level = recentLevels[(recentIndex - 1 - back + lookbackHops) % lookbackHops]
            if back < holdHops { recent = max(recent, level) }
            window = max(window, level)
        }
        return window - recent <= Self.holdDropDB
    }

    /// Air on the microphone: loud enough is judged by the caller; this judges the sound's nature.
    /// Thresholds come from the corpus (`scripts/make-dandelion-corpus.sh`): 99 % of blow hops have a tonal
    /// flatness above 0.52, periodicity below 0.37, centroid below 950 Hz and low-band share above 0.62.
    private func isAirNoise(_ f: BlowFeatures) -> Bool {
        f.tonalFlatness > 0.48 && f.periodicity < 0.45 && f.centroidHz < 1_500 && f.lowBandRatio > 0.55
            && f.zeroCrossingRateHz < 6_000
    }

    /// A voice, whistle or tune: clearly periodic (99 % of blow hops stay below 0.37). It ends a blow at once.
    private func isVoiced(_ f: BlowFeatures) -> Bool {
        f.periodicity > 0.6
    }

    /// Once a blow counts, a hop continues it if it is still loud enough and still mostly air.
    private func continuesBlow(_ f: BlowFeatures, onsetDB: Float) -> Bool {
        f.levelDB >= onsetDB - Self.hysteresisDB && !isVoiced(f) && f.tonalFlatness > 0.38 && f.centroidHz < 2_000
    }

    /// Strength follows the level quickly up and gently down, so seeds fly with the breath, not each hop.
    private func follow(_ target: Float) {
        let rate = target > strength ? attackRate : releaseRate
        strength += (target - strength) * rate
        if strength < 0.001 { strength = 0 }
    }

    /// A confirmed blow at the onset threshold is a gentle breath (0.15); 30 dB above it is full strength.
    static func strength(levelDB: Float, onsetDB: Float) -> Float {
        let above = max(0, min(1, (levelDB - onsetDB) / fullStrengthRangeDB))
        return 0.15 + 0.85 * above
    }
}
