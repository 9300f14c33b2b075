import Foundation

/// Measures `BlowFeatures` for one hop: the level and zero crossings of the hop's new samples, and the
/// spectral shape and periodicity of a Hann-windowed frame of the last `frameSize` samples.
/// All buffers are allocated in `init`; `analyse` does not allocate.
final class SpectralAnalyzer {
    static let frameSize = 2048
    static let hopSize = 1024
    /// Pre-emphasis flattens the low-heavy tilt of air noise so flatness and periodicity see structure, not slope.
    static let preEmphasis: Float = 0.97

    let sampleRate: Float
    private let fft = RealFFT(size: SpectralAnalyzer.frameSize)
    private let window: UnsafeMutablePointer<Float>
    private let emphasised: UnsafeMutablePointer<Float>
    private let real: UnsafeMutablePointer<Float>
    private let imaginary: UnsafeMutablePointer<Float>
    private let autocorrelation: UnsafeMutablePointer<Float>
    /// The pre-emphasis filter's power gain per bin, to recover the raw spectrum from the emphasised one.
    private let emphasisGain: UnsafeMutablePointer<Float>
    /// The Hann window's own normalised autocorrelation: dividing by it undoes the window's taper (Boersma 1993).
    private let windowAutocorrelation: UnsafeMutablePointer<Float>
    /// Running sums of the power spectrum, for the local envelope behind `tonalFlatness`.
    private let prefix: UnsafeMutablePointer<Double>
    /// Half-width of the envelope's moving average, in bins (±150 Hz).
    private let envelopeHalfWidth: Int

    private let rawBand: Range<Int>
    private let lowBandEnd: Int
    private let flatnessBand: Range<Int>
    private let lags: ClosedRange<Int>

    init(sampleRate: Float) {
        self.sampleRate = sampleRate
        let n = Self.frameSize
        let bins = n / 2 + 1
        window = .allocate(capacity: n)
        emphasised = .allocate(capacity: n)
        real = .allocate(capacity: bins)
        imaginary = .allocate(capacity: bins)
        autocorrelation = .allocate(capacity: n)
        emphasisGain = .allocate(capacity: bins)
        windowAutocorrelation = .allocate(capacity: n)
        prefix = .allocate(capacity: bins + 1)

        for i in 0..<n { window[i] = Float(0.5 - 0.5 * cos(2 * Double.pi * Double(i) / Double(n))) }
        for k in 0..<bins {
            let omega = 2 * Double.pi * Double(k) / Double(n)
            let a = Double(Self.preEmphasis)
            emphasisGain[k] = Float(max(1 + a * a - 2 * a * cos(omega), 1e-6))
        }
        var zero: Double = 0
        for i in 0..<n { zero += Double(window[i] * window[i]) }
        for lag in 0..<n {
            var sum: Double = 0
            for i in 0..<(n - lag) { sum += Double(window[i] * window[i + lag]) }
            windowAutocorrelation[lag] = Float(sum / zero)
        }

        let binHz = sampleRate / Float(n)
        func bin(_ hz: Float) -> Int { min(bins - 1, max(1, Int((hz / binHz).rounded()))) }
        let nyquist = sampleRate / 2
        rawBand = bin(50)..<bin(min(8000, nyquist * 0.95))
        lowBandEnd = bin(1000)
        flatnessBand = bin(100)..<bin(min(4000, nyquist * 0.95))
        envelopeHalfWidth = max(2, Int((150 / binHz).rounded()))
        // Pitch periods from 1 kHz down to 60 Hz, but no longer than where the window's taper
        // leaves too little overlap to judge (30% of the frame).
        let shortest = max(2, Int(sampleRate / 1000))
        let longest = min(Int(sampleRate / 60), Int(Float(n) * 0.3))
        lags = shortest...max(shortest, longest)
    }

    deinit {
        window.deallocate()
        emphasised.deallocate()
        real.deallocate()
        imaginary.deallocate()
        autocorrelation.deallocate()
        emphasisGain.deallocate()
        windowAutocorrelation.deallocate()
        prefix.deallocate()
    }

    /// `frame` holds `frameSize` samples, oldest first; its last `hopSize` are the hop being judged.
    func analyse(frame: UnsafePointer<Float>, into features: inout BlowFeatures) {
        let n = Self.frameSize
        let hop = frame + (n - Self.hopSize)

        var energy: Float = 0
        var crossings = 0
        var previous = hop[0]
        for i in 0..<Self.hopSize {
            let sample = hop[i]
            energy += sample * sample
            if (sample >= 0) != (previous >= 0) { crossings += 1 }
            previous = sample
        }
        let meanSquare = energy / Float(Self.hopSize)
        features.levelDB = meanSquare > 1e-12 ? 10 * log10f(meanSquare) : -120
        features.zeroCrossingRateHz = Float(crossings) * sampleRate / Float(Self.hopSize)

        emphasised[0] = 0
        for i in 1..<n { emphasised[i] = (frame[i] - Self.preEmphasis * frame[i - 1]) * window[i] }
        fft.forward(emphasised, real: real, imaginary: imaginary)
        for k in 0...(n / 2) {
            real[k] = real[k] * real[k] + imaginary[k] * imaginary[k]
            imaginary[k] = 0
        }
        // `real` now holds the emphasised power spectrum.

        var total: Float = 0, low: Float = 0, weighted: Float = 0
        let binHz = sampleRate / Float(n)
        for k in rawBand {
            let power = real[k] / emphasisGain[k]
            total += power
            if k < lowBandEnd { low += power }
            weighted += power * Float(k) * binHz
        }
        features.lowBandRatio = total > 0 ? low / total : 0
        features.centroidHz = total > 0 ? weighted / total : 0

        var logSum: Float = 0, linearSum: Float = 0
        let tiny: Float = 1e-20
        for k in flatnessBand {
            logSum += logf(real[k] + tiny)
            linearSum += real[k]
        }
        let count = Float(flatnessBand.count)
        features.flatness = linearSum > 0 ? min(1, expf(logSum / count) / (linearSum / count + tiny)) : 0

        // The same measure against the spectrum's own local envelope (a ±150 Hz moving average): noise of
        // any colour or bandwidth scatters around its envelope (≈0.5), harmonics stand above it (→0).
        prefix[0] = 0
        for k in 0...(n / 2) { prefix[k + 1] = prefix[k] + Double(real[k]) }
        var ratioLogSum: Float = 0, ratioSum: Float = 0
        let lastBin = n / 2
        for k in flatnessBand {
            let lower = max(0, k - envelopeHalfWidth), upper = min(lastBin, k + envelopeHalfWidth)
            let envelope = Float((prefix[upper + 1] - prefix[lower]) / Double(upper - lower + 1))
            let ratio = (real[k] + tiny) / (envelope + tiny)
            ratioLogSum += logf(ratio)
            ratioSum += ratio
        }
        features.tonalFlatness = ratioSum > 0 ? min(1, expf(ratioLogSum / count) / (ratioSum / count)) : 0

        fft.inverse(real: real, imaginary: imaginary, output: autocorrelation)
        let energyAtZero = autocorrelation[0]
        var best: Float = 0
        if energyAtZero > 1e-12 {
            // A pitch is a peak the autocorrelation climbs back to after first falling below zero. Noise with
            // only low frequencies left (a breath's rumble) stays high at short lags without any such peak.
            var firstNegative = 1
            while firstNegative < lags.upperBound && autocorrelation[firstNegative] >= 0 { firstNegative += 1 }
            let start = max(lags.lowerBound, firstNegative + 1)
            if start < lags.upperBound {
                for lag in start..<lags.upperBound
                where autocorrelation[lag] >= autocorrelation[lag - 1] && autocorrelation[lag] >= autocorrelation[lag + 1] {
                    let value = autocorrelation[lag] / energyAtZero / windowAutocorrelation[lag]
                    if value > best { best = value }
                }
            }
        }
        features.periodicity = min(1, best)
    }
}
