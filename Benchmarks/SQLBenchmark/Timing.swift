import Foundation

/// Per-statement durations of one path: mean, median and 99th percentile in microseconds.
struct Timing {
    let mean: Double
    let p50: Double
    let p99: Double

    static func measure(_ ids: RandomIDs, _ body: (Int) async throws -> Int) async throws -> Timing {
        let clock = ContinuousClock()
        var samples: [Double] = []
        samples.reserveCapacity(ids.values.count)
        var checksum = 0
        for id in ids {
            let start = clock.now
            checksum &+= try await body(id)
            samples.append(microseconds(clock.now - start))
        }
        precondition(checksum != 0, "every path reads rows")
        samples.sort()
        return Timing(
            mean: samples.reduce(0, +) / Double(samples.count),
            p50: samples[samples.count / 2],
            p99: samples[min(samples.count - 1, samples.count * 99 / 100)]
        )
    }

    func row(floor: Timing) -> String {
        String(format: "%8.1f %5.1f %5.1f %4.1f×", mean, p50, p99, mean / floor.mean)
    }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }
}
