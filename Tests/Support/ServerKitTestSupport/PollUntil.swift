/// Polls `condition` every `interval` until it holds, or until only a hang would still be waiting
/// (`LoopbackHTTP.hangBoundDuration`). Returns whether it held.
///
/// A deadline, not a count of rounds: "200 rounds of 5 ms" is a speed bound, and on a loaded CI
/// machine the awaited work may take far longer than it does alone. Runs in the caller's isolation,
/// so a main-actor test can poll its models.
public func pollUntil(
    every interval: Duration = .milliseconds(10), isolation: isolated (any Actor)? = #isolation,
    _ condition: () async throws -> Bool
) async rethrows -> Bool {
    let deadline = ContinuousClock.now + LoopbackHTTP.hangBoundDuration
    while true {
        if try await TestStages.during("pollUntil's condition", condition) { return true }
        guard ContinuousClock.now < deadline else { return false }
        try? await Task.sleep(for: interval, tolerance: .zero)
    }
}
