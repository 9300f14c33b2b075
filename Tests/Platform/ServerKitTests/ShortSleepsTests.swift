import ServerKit
import Testing

@Suite("Short sleeps")
struct ShortSleepsTests {
    @Test("a long wait in short slices lasts at least its duration; cancelled, it throws at once")
    func slices() async throws {
        let clock = ContinuousClock()
        let started = clock.now
        try await ShortSleeps.sleep(for: .milliseconds(120), slice: .milliseconds(25))
        #expect(clock.now - started >= .milliseconds(120))
        let waiting = Task { try await ShortSleeps.sleep(for: .seconds(3600)) }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        // Nothing to wait for is no wait.
        try await ShortSleeps.sleep(for: .zero)
        try await ShortSleeps.sleep(for: .seconds(-1))
    }
}
