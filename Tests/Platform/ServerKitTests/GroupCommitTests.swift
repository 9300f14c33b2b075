import NIOConcurrencyHelpers
@testable import ServerKit
import Testing

@Suite("Group commit")
struct GroupCommitTests {
    /// A write that records its batches and can be held at a gate while more items arrive.
    final class Recorder: Sendable {
        let batches = NIOLockedValueBox<[[Int]]>([])
        let held = NIOLockedValueBox<CheckedContinuation<Void, Never>?>(nil)
        let holding = NIOLockedValueBox(false)
        /// Items whose batch fails (alone or not).
        let refused: Set<Int>

        init(refusing refused: Set<Int> = []) {
            self.refused = refused
        }

        func write(_ batch: [Int]) async throws {
            if holding.withLockedValue({ $0 }) {
                await withCheckedContinuation { continuation in held.withLockedValue { $0 = continuation } }
            }
            batches.withLockedValue { $0.append(batch) }
            if !refused.isDisjoint(with: batch) { throw Refused() }
        }

        func release() {
            holding.withLockedValue { $0 = false }
            held.withLockedValue { waiter in
                waiter?.resume()
                waiter = nil
            }
        }

        func isHeld() -> Bool { held.withLockedValue { $0 != nil } }
    }

    struct Refused: Error {}

    @Test("a lone item is written at once; items arriving during a write share the next one, and each caller returns after its own")
    func batches() async throws {
        let recorder = Recorder()
        recorder.holding.withLockedValue { $0 = true }
        let commits = GroupCommit<Int> { try await recorder.write($0) }
        let first = Task { try await commits.commit(0) }
        while !recorder.isHeld() { await Task.yield() }
        let done = NIOLockedValueBox<Set<Int>>([])
        let rest = (1...10).map { item in
            Task {
                try await commits.commit(item)
                done.withLockedValue { _ = $0.insert(item) }
            }
        }
        // The ten wait behind the held write; none returns before its batch is written.
        while commits.waiting < 10 { try await Task.sleep(for: .milliseconds(5), tolerance: .zero) }
        #expect(done.withLockedValue { $0.isEmpty })
        recorder.release()
        try await first.value
        for task in rest { try await task.value }
        let batches = recorder.batches.withLockedValue { $0 }
        #expect(batches.first == [0])
        #expect(batches.dropFirst().flatMap { $0 }.sorted() == Array(1...10))
        // Those ten arrived while the first was written: one transaction for all of them.
        #expect(batches.count == 2)
        #expect(done.withLockedValue { $0 } == Set(1...10))
    }

    @Test("a failing batch is retried item by item: only the bad item's caller gets the error")
    func oneBadItem() async throws {
        let recorder = Recorder(refusing: [3])
        recorder.holding.withLockedValue { $0 = true }
        let commits = GroupCommit<Int> { try await recorder.write($0) }
        let first = Task { try await commits.commit(0) }
        while !recorder.isHeld() { await Task.yield() }
        let rest = (1...5).map { item in Task { () -> Bool in (try? await commits.commit(item)) != nil } }
        while commits.waiting < 5 { try await Task.sleep(for: .milliseconds(5), tolerance: .zero) }
        recorder.release()
        try await first.value
        var succeeded: [Int] = []
        for (index, task) in rest.enumerated() where await task.value { succeeded.append(index + 1) }
        #expect(succeeded == [1, 2, 4, 5])
        // Every good item was written, alone after its shared batch failed or in a batch without 3.
        let written = recorder.batches.withLockedValue { $0 }.filter { !$0.contains(3) }.flatMap { $0 }
        #expect(Set(written) == [0, 1, 2, 4, 5])
    }

    @Test("a batch that fails because the database is away fails every caller at once, without a try per item")
    func databaseAway() async throws {
        let recorder = Recorder()
        recorder.holding.withLockedValue { $0 = true }
        let writes = NIOLockedValueBox<[[Int]]>([])
        let commits = GroupCommit<Int> { batch in
            try await recorder.write(batch)
            writes.withLockedValue { $0.append(batch) }
            if batch != [0] { throw DatabaseUnavailable() }
        }
        let first = Task { try await commits.commit(0) }
        while !recorder.isHeld() { await Task.yield() }
        let rest = (1...4).map { item in Task { () -> Bool in
            do {
                try await commits.commit(item)
                return false
            } catch {
                return error is DatabaseUnavailable
            }
        } }
        while commits.waiting < 4 { try await Task.sleep(for: .milliseconds(5), tolerance: .zero) }
        recorder.release()
        try await first.value
        for task in rest { #expect(await task.value) }
        #expect(writes.withLockedValue { $0 }.count == 2)
    }

    @Test("after a quiet spell a new item starts a new write")
    func restarts() async throws {
        let recorder = Recorder()
        let commits = GroupCommit<Int> { try await recorder.write($0) }
        try await commits.commit(1)
        try await commits.commit(2)
        #expect(recorder.batches.withLockedValue { $0 } == [[1], [2]])
    }
}
