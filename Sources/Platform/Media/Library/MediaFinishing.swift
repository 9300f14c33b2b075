import Foundation
import NIOConcurrencyHelpers
import ServiceLifecycle

/// The medium and large encodes of uploads already answered, running beside the requests. Tracked so
/// a graceful shutdown waits for them (`MediaFinishingService`) and tests can wait for them; what a
/// crash cuts short, `MediaLibrary.sweepUnfinished` finishes from the kept original.
///
/// Each holds its image's larger sizes decoded until its encodes end (12.6 MB for a 12 MP photo), so
/// there are at most `capacity` of them: `MediaLibrary.upload` takes a place (`reserve`) before it
/// answers early, and past the capacity makes the upload whole before answering. Uploads arriving
/// faster than the machine encodes then slow their own answers rather than grow a backlog of decoded
/// images (4 clients uploading 12 MP photos held 5 of them, 63 MB, with no bound).
public final class MediaFinishing: Sendable {
    /// One per process, like `ImageProcessor.shared`, whose threads the work runs on, and as many
    /// places as it decodes images at once (1 measured no less memory, and fewer uploads a second).
    public static let shared = MediaFinishing(capacity: ImageProcessor.shared.concurrency)

    private struct Running {
        let content: String
        let urgency: FinishingUrgency
        let task: Task<Void, Never>
    }

    private struct State {
        var running: [UUID: Running] = [:]
        /// Places taken by uploads still on their way to `start`.
        var reserved = 0
    }

    /// How many may run, or be about to, at once.
    public let capacity: Int
    private let state = NIOLockedValueBox(State())

    public init(capacity: Int) {
        precondition(capacity >= 0, "a capacity is a count")
        self.capacity = capacity
    }

    /// How many are running now.
    public var count: Int { state.withLockedValue { $0.running.count } }

    /// Takes a place for an upload that will `start` its encodes after answering; false when every
    /// place is taken. A place not used is handed back with `release`.
    func reserve() -> Bool {
        state.withLockedValue { state in
            guard state.running.count + state.reserved < capacity else { return false }
            state.reserved += 1
            return true
        }
    }

    /// Hands back a place `reserve` took, for an upload that failed before `start`.
    func release() {
        state.withLockedValue { $0.reserved -= 1 }
    }

    /// Runs `work` for the image `content`, with the urgency `expedite` raises: in the place `reserve`
    /// took when `reserved`; work started without one still counts against the capacity while it runs.
    func start(content: String, reserved: Bool = false, _ work: @escaping @Sendable (FinishingUrgency) async -> Void) {
        let id = UUID()
        let urgency = FinishingUrgency()
        state.withLockedValue { state in
            if reserved { state.reserved -= 1 }
            // Registered under the lock before the task can finish and remove itself.
            state.running[id] = Running(content: content, urgency: urgency, task: Task {
                await work(urgency)
                _ = self.state.withLockedValue { $0.running.removeValue(forKey: id) }
            })
        }
    }

    /// Someone is waiting for a size of `content`: its encodes left run at normal priority. Returns
    /// whether this process was finishing it (on another instance, or after a crash, it is not).
    @discardableResult
    public func expedite(content: String) -> Bool {
        let matching = state.withLockedValue { state in state.running.values.filter { $0.content == content }.map(\.urgency) }
        matching.forEach { $0.raise() }
        return !matching.isEmpty
    }

    /// Returns once every encode started before or while waiting has finished.
    public func wait() async {
        await wait { _ in true }
    }

    /// Returns once this process's encodes of `content` have ended, stored or failed (a failure leaves
    /// the job to the sweep). Bounded by the work itself: it always ends, however loaded the machine.
    public func wait(for content: String) async {
        await wait { $0 == content }
    }

    private func wait(where matches: (String) -> Bool) async {
        while let next = state.withLockedValue({ state in state.running.values.first { matches($0.content) }?.task }) {
            await next.value
        }
    }
}

/// Waits, at graceful shutdown, for the encodes of uploads already answered, so a rolling restart
/// leaves none to the sweep.
public struct MediaFinishingService: Service {
    let finishing: MediaFinishing

    public init(_ finishing: MediaFinishing = .shared) {
        self.finishing = finishing
    }

    public func run() async throws {
        try? await gracefulShutdown()
        await finishing.wait()
    }
}
