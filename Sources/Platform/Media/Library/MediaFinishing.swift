import Foundation
import NIOConcurrencyHelpers
import ServiceLifecycle

/// The medium and large encodes of uploads already answered, running beside the requests. Tracked so
/// a graceful shutdown waits for them (`MediaFinishingService`) and tests can wait for them; what a
/// crash cuts short, `MediaLibrary.sweepUnfinished` finishes from the kept original.
public final class MediaFinishing: Sendable {
    /// One per process, like `ImageProcessor.shared`, whose threads the work runs on.
    public static let shared = MediaFinishing()

    private struct Running {
        let content: String
        let urgency: FinishingUrgency
        let task: Task<Void, Never>
    }

    private let running = NIOLockedValueBox<[UUID: Running]>([:])

    public init() {}

    /// How many are running now.
    public var count: Int { running.withLockedValue { $0.count } }

    /// Runs `work` for the image `content`, with the urgency `expedite` raises.
    func start(content: String, _ work: @escaping @Sendable (FinishingUrgency) async -> Void) {
        let id = UUID()
        let urgency = FinishingUrgency()
        running.withLockedValue { tasks in
            // Registered under the lock before the task can finish and remove itself.
            tasks[id] = Running(content: content, urgency: urgency, task: Task {
                await work(urgency)
                _ = self.running.withLockedValue { $0.removeValue(forKey: id) }
            })
        }
    }

    /// Someone is waiting for a size of `content`: its encodes left run at normal priority. Returns
    /// whether this process was finishing it (on another instance, or after a crash, it is not).
    @discardableResult
    public func expedite(content: String) -> Bool {
        let matching = running.withLockedValue { tasks in tasks.values.filter { $0.content == content }.map(\.urgency) }
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
        while let next = running.withLockedValue({ tasks in tasks.values.first { matches($0.content) }?.task }) {
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
