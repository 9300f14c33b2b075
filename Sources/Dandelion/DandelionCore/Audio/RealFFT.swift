import Foundation

/// A real-input FFT of a fixed power-of-two size, written for a hot audio loop: every buffer is
/// allocated once in `init`, so `forward` and `inverse` never allocate.
///
/// It runs an `n/2`-point complex FFT over the even/odd samples packed as real/imaginary parts and
/// then separates the two halves, which halves the work of a full complex transform.
public final class RealFFT {
    /// The number of real samples per transform.
    public let size: Int
    /// The number of bins `forward` produces: `size / 2 + 1` (DC through Nyquist).
    public var binCount: Int { half + 1 }

    private let half: Int
    private let log2Half: Int
    /// Twiddles for the `half`-point complex FFT: cos/sin of -2πk/half.
    private let cosTable: UnsafeMutablePointer<Float>
    private let sinTable: UnsafeMutablePointer<Float>
    /// cos/sin of -2πk/size, which split the packed transform into the real one.
    private let splitCos: UnsafeMutablePointer<Float>
    private let splitSin: UnsafeMutablePointer<Float>
    private let bitReversed: UnsafeMutablePointer<Int32>
    private let workRe: UnsafeMutablePointer<Float>
    private let workIm: UnsafeMutablePointer<Float>

    public init(size: Int) {
        precondition(size >= 4 && size & (size - 1) == 0, "RealFFT size must be a power of two ≥ 4")
        self.size = size
        half = size / 2
        log2Half = half.trailingZeroBitCount
        cosTable = .allocate(capacity: half)
        sinTable = .allocate(capacity: half)
        splitCos = .allocate(capacity: half + 1)
        splitSin = .allocate(capacity: half + 1)
        bitReversed = .allocate(capacity: half)
        workRe = .allocate(capacity: half)
        workIm = .allocate(capacity: half)
        for k in 0..<half {
            let angle = -2 * Double.pi * Double(k) / Double(half)
            cosTable[k] = Float(cos(angle))
            sinTable[k] = Float(sin(angle))
            var reversed = 0
            for bit in 0..<log2Half where k & (1 << bit) != 0 { reversed |= 1 << (log2Half - 1 - bit) }
            bitReversed[k] = Int32(reversed)
        }
        for k in 0...half {
            let angle = -2 * Double.pi * Double(k) / Double(size)
            splitCos[k] = Float(cos(angle))
            splitSin[k] = Float(sin(angle))
        }
    }

    deinit {
        cosTable.deallocate()
        sinTable.deallocate()
        splitCos.deallocate()
        splitSin.deallocate()
        bitReversed.deallocate()
        workRe.deallocate()
        workIm.deallocate()
    }

    /// Transforms `size` real samples into `binCount` complex bins (unnormalised, X[k] = Σ x[n]·e^(-2πikn/N)).
    public func forward(
        _ input: UnsafePointer<Float>, real: UnsafeMutablePointer<Float>, imaginary: UnsafeMutablePointer<Float>
    ) {
        // Pack even samples as real parts and odd samples as imaginary parts, in bit-reversed order.
        for n in 0..<half {
            let target = Int(bitReversed[n])
            workRe[target] = input[2 * n]
            workIm[target] = input[2 * n + 1]
        }
        butterflies()
        // X[k] = E[k] + W^k·O[k], where E = (Z[k] + conj Z[M-k]) / 2 and O = (Z[k] - conj Z[M-k]) / 2i.
        for k in 0...half {
            let k1 = k == half ? 0 : k
            let k2 = k == 0 ? 0 : half - k
            let zr = workRe[k1], zi = workIm[k1]
            let cr = workRe[k2], ci = -workIm[k2]
            let er = (zr + cr) * 0.5, ei = (zi + ci) * 0.5
            // (Z - conj Z') / 2i = (b + ia) / 2 ... for Z - conj Z' = a + ib → divide by 2i → (b - ia)/2
            let dr = zr - cr, di = zi - ci
            let or = di * 0.5, oi = -dr * 0.5
            let wr = splitCos[k], wi = splitSin[k]
            real[k] = er + (wr * or - wi * oi)
            imaginary[k] = ei + (wr * oi + wi * or)
        }
    }

    /// The inverse of `forward`: `binCount` bins of a real signal's spectrum back to `size` samples,
    /// scaled so that `inverse(forward(x)) == x`. Imaginary parts of DC and Nyquist are ignored.
    public func inverse(
        real: UnsafePointer<Float>, imaginary: UnsafePointer<Float>, output: UnsafeMutablePointer<Float>
    ) {
        // E[k] = (X[k] + conj X[M-k]) / 2, O[k] = (X[k] - conj X[M-k]) / (2·W^k); Z = E + i·O.
        for k in 0..<half {
            let xr = real[k], xi = imaginary[k]
            let yr = real[half - k], yi = -imaginary[half - k]
            let er = (xr + yr) * 0.5, ei = (xi + yi) * 0.5
            let dr = (xr - yr) * 0.5, di = (xi - yi) * 0.5
            // Divide by W^k = multiply by conj(W^k) = (cos, -sin).
            let wr = splitCos[k], wi = -splitSin[k]
            let or = dr * wr - di * wi, oi = dr * wi + di * wr
            // Z = E + i·O, conjugated for the inverse-by-forward trick.
            let target = Int(bitReversed[k])
            workRe[target] = er - oi
            workIm[target] = -(ei + or)
        }
        butterflies()
        let scale = 1 / Float(half)
        for n in 0..<half {
            output[2 * n] = workRe[n] * scale
            output[2 * n + 1] = -workIm[n] * scale
        }
    }

    /// In-place iterative radix-2 decimation-in-time over bit-reversed `work`.
    private func butterflies() {
        var span = 1
        var twiddleStride = half / 2
        while span < half {
            var start = 0
            while start < half {
                var t = 0
                for j in start..<(start + span) {
                    let wr = cosTable[t], wi = sinTable[t]
                    let k = j + span
                    let xr = workRe[k] * wr - workIm[k] * wi
                    let xi = workRe[k] * wi + workIm[k] * wr
                    workRe[k] = workRe[j] - xr
                    workIm[k] = workIm[j] - xi
                    workRe[j] += xr
                    workIm[j] += xi
                    t += twiddleStride
                }
                start += 2 * span
            }
            span *= 2
            twiddleStride /= 2
        }
    }
}
