/// Sleeps of the continuous clock that never leave a timer far in the future.
///
/// libdispatch on Linux, which runs Swift's sleeps, can keep the continuous clock's timer armed for
/// the earliest deadline it knew while a nearer one added later waits. Three whole-suite test hangs
/// looked exactly like that: every thread idle, the continuous clock's timerfd armed 45–52 minutes
/// ahead for hour-long sleeps (a test transport's, and the reminder scheduler of every test server,
/// which tests run hourly), and sleeps of milliseconds never woken. A long wait made of slices of at
/// most `slice` bounds how long any other sleep can be held back to one slice.
public enum ShortSleeps {
    public static let slice: Duration = .seconds(5)

    /// `Task.sleep(for: duration)`, in slices of at most `slice`, with zero tolerance. Throws
    /// `CancellationError` when cancelled, as `Task.sleep` does.
    public static func sleep(for duration: Duration, slice: Duration = Self.slice) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + duration
        while true {
            let left = deadline - clock.now
            guard left > .zero else { return }
            try await Task.sleep(for: min(left, slice), tolerance: .zero)
        }
    }
}
