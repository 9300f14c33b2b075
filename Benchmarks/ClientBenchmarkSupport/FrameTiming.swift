import Foundation

// Timing helpers for the apps' client benchmarks, which measure against one 120 Hz frame (8.3 ms).

/// A progress line on standard error (the figures go to standard output).
public func log(_ message: String) {
    FileHandle.standardError.write(Data("==> \(message)\n".utf8))
}

/// Median and 99th percentile of `runs` timings of `timed`, each after an untimed `setup`.
@MainActor
public func measure(_ runs: Int, setup: () throws -> Void = {}, timed: () async throws -> Void) async throws -> (median: Double, p99: Double) {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<max(1, runs) {
        try setup()
        let started = clock.now
        try await timed()
        let elapsed = clock.now - started
        samples.append(Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    samples.sort()
    return (samples[samples.count / 2], samples[min(samples.count - 1, Int(Double(samples.count) * 0.99))])
}

/// Median and 99th percentile of durations measured inside a run.
public func summary(_ durations: [Duration]) -> (median: Double, p99: Double) {
    let samples = durations.map { Double($0.components.seconds) * 1_000 + Double($0.components.attoseconds) / 1e15 }.sorted()
    return (samples[samples.count / 2], samples[min(samples.count - 1, Int(Double(samples.count) * 0.99))])
}

@MainActor
public func measure(_ runs: Int, _ timed: () async throws -> Void) async throws -> (median: Double, p99: Double) {
    try await measure(runs, setup: {}, timed: timed)
}

public func report(_ label: String, _ result: (median: Double, p99: Double)) {
    print(String(format: "%@: median %.3f ms, p99 %.3f ms (one 120 Hz frame: 8.333 ms)", label, result.median, result.p99))
}
