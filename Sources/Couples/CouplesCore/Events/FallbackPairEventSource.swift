import Foundation

/// The live socket first; while it is down, polling, trying the socket again every `retryAfter`.
/// So partner status keeps updating on a flaky network, only later.
public struct FallbackPairEventSource: PairEventSource {
    let primary: any PairEventSource
    let fallback: any PairEventSource
    let retryAfter: Duration

    public init(primary: any PairEventSource, fallback: any PairEventSource, retryAfter: Duration = .seconds(60)) {
        self.primary = primary
        self.fallback = fallback
        self.retryAfter = retryAfter
    }

    public func events() -> AsyncThrowingStream<PairEventMessage, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                while !Task.isCancelled {
                    // The socket: until it drops (ends or throws).
                    do { for try await event in primary.events() { continuation.yield(event) } } catch {}
                    guard !Task.isCancelled else { break }
                    // Polling until it is time to try the socket again.
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask {
                            do { for try await event in fallback.events() { continuation.yield(event) } } catch {}
                        }
                        group.addTask { try? await Task.sleep(for: retryAfter, tolerance: .zero) }
                        await group.next()
                        group.cancelAll()
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
