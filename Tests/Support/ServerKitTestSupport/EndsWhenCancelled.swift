/// Whether `work` returns after its task is cancelled, within `bound` (a hang bound, not a timing):
/// a background loop that checks only for graceful shutdown spins forever once cancelled.
public func endsWhenCancelled(bound: Duration = .seconds(30), _ work: @escaping @Sendable () async throws -> Void) async -> Bool {
    let running = Task { try? await work() }
    try? await Task.sleep(for: .milliseconds(200))
    running.cancel()
    return await withTaskGroup(of: Bool.self) { group in
        group.addTask {
            await running.value
            return true
        }
        group.addTask {
            try? await Task.sleep(for: bound)
            return false
        }
        let ended = await group.next() ?? false
        group.cancelAll()
        return ended
    }
}
