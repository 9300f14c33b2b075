import Foundation
import NIOConcurrencyHelpers
import ServiceLifecycle

/// The medium and large encodes of uploads already answered, running beside the requests. Tracked so
/// a graceful shutdown waits for them (`MediaFinishingService`) and tests can wait for them; what a
/// crash cuts short, `MediaLibrary.sweepUnfinished` finishes from the kept original.
public final class MediaFinishing: Sendable {
    /// One per process, like `ImageProcessor.shared`, whose threads the work runs on.
    public static let shared = MediaFinishing()

    private let running = NIOLockedValueBox<[UUID: Task<Void, Never>]>([:])

    public init() {}

    /// How many are running now.
    public var count: Int { running.withLockedValue { $0.count } }

    func start(_ work: @escaping @Sendable () async -> Void) {
        let id = UUID()
        running.withLockedValue { tasks in
            // Registered under the lock before the task can finish and remove itself.
            tasks[id] = Task {
                await work()
                _ = self.running.withLockedValue { $0.removeValue(forKey: id) }
            }
        }
    }

    /// Returns once every encode started before or while waiting has finished.
    public func wait() async {
        while let next = running.withLockedValue({ $0.values.first }) {
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
