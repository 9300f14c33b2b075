import DandelionCore
import Foundation
import SplitMix64
import Testing

@Suite struct RealFFTTests {
    /// The FFT against a direct DFT on random input, and the inverse back to the input.
    @Test(arguments: [8, 64, 2048])
    func matchesDirectTransformAndInverts(size: Int) {
        var random = SplitMix64(seed: UInt64(size))
        let input = (0..<size).map { _ in random.unit(-1...1) }
        let fft = RealFFT(size: size)
        var real = [Float](repeating: 0, count: fft.binCount)
        var imaginary = [Float](repeating: 0, count: fft.binCount)
        var output = [Float](repeating: 0, count: size)
        input.withUnsafeBufferPointer { fft.forward($0.baseAddress!, real: &real, imaginary: &imaginary) }

        var worst: Double = 0
        for k in [0, 1, size / 4, size / 2 - 1, size / 2] {
            var re: Double = 0, im: Double = 0
            for n in 0..<size {
                let angle = -2 * Double.pi * Double(k * n) / Double(size)
                re += Double(input[n]) * cos(angle)
                im += Double(input[n]) * sin(angle)
            }
            worst = max(worst, abs(re - Double(real[k])), abs(im - Double(imaginary[k])))
        }
        #expect(worst < 1e-3 * Double(size).squareRoot(), "largest difference from the direct DFT: \(worst)")

        fft.inverse(real: real, imaginary: imaginary, output: &output)
        let roundTrip = zip(input, output).map { abs($0 - $1) }.max() ?? 1
        #expect(roundTrip < 1e-5, "inverse(forward(x)) differs from x by \(roundTrip)")
    }

    @Test func pureToneLandsInItsBin() {
        let size = 1024
        let fft = RealFFT(size: size)
        let input = (0..<size).map { Float(sin(2 * Double.pi * 37 * Double($0) / Double(size))) }
        var real = [Float](repeating: 0, count: fft.binCount)
        var imaginary = [Float](repeating: 0, count: fft.binCount)
        input.withUnsafeBufferPointer { fft.forward($0.baseAddress!, real: &real, imaginary: &imaginary) }
        let power = zip(real, imaginary).map { $0 * $0 + $1 * $1 }
        let peak = power.indices.max { power[$0] < power[$1] }
        #expect(peak == 37)
        #expect(abs(imaginary[37] + Float(size) / 2) < 0.01 * Float(size))
    }
}
