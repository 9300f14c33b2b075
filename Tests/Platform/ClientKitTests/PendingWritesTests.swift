import ClientKit
import Foundation
import Testing

@Suite("Pending writes")
struct PendingWritesTests {
    @Test("a newer write about the same thing replaces the older one and goes to the back of the queue")
    func coalescing() throws {
        let writes = PendingWrites(database: try LocalDatabase.inMemory())
        let start = Date(timeIntervalSince1970: 1_000)
        try writes.enqueue(kind: "like", key: "like:a", payload: Data("true".utf8), now: start)
        try writes.enqueue(kind: "save", key: "saved:b", payload: Data(), now: start.addingTimeInterval(1))
        try writes.enqueue(kind: "like", key: "like:a", payload: Data("false".utf8), now: start.addingTimeInterval(2))
        let pending = try writes.pending()
        #expect(pending.map(\.key) == ["saved:b", "like:a"])
        #expect(pending.last?.payload == Data("false".utf8))
        #expect(try writes.isPending(key: "like:a") && !writes.isPending(key: "like:c"))
    }

    @Test("removing a delivered write keeps a newer write about the same thing queued while it was sent")
    func removalIsOfTheExactItem() throws {
        let writes = PendingWrites(database: try LocalDatabase.inMemory())
        let sent = try writes.enqueue(kind: "edit", key: "edit:a", payload: Data("one".utf8))
        try writes.enqueue(kind: "edit", key: "edit:a", payload: Data("two".utf8))
        try writes.remove(sent)
        #expect(try writes.pending().map(\.payload) == [Data("two".utf8)])
    }

    @Test("a pass that meets no connection stops there and keeps the order; failures are kept for the next pass")
    func replay() async throws {
        let writes = PendingWrites(database: try LocalDatabase.inMemory())
        for (index, key) in ["a", "b", "c"].enumerated() {
            try writes.enqueue(kind: "k", key: key, payload: Data(), now: Date(timeIntervalSince1970: Double(index)))
        }
        let offline = PendingWriteReplayer(writes: writes) { item in item.key == "b" ? .unreachable : .delivered }
        let first = await offline.flush()
        #expect(first.delivered.map(\.key) == ["a"] && first.unreachable && first.stillPending == 2)

        let flaky = PendingWriteReplayer(writes: writes) { item in item.key == "b" ? .failed("HTTP 503") : .refused(reason: "HTTP 404") }
        let second = await flaky.flush()
        #expect(second.refused.map(\.item.key) == ["c"] && second.refused.first?.reason == "HTTP 404" && second.stillPending == 1)
        #expect(try writes.pending().first?.attempts == 1)
    }

    @Test("a snapshot that no longer decodes reads as none")
    func snapshots() throws {
        let snapshots = Snapshots(database: try LocalDatabase.inMemory())
        try snapshots.save(["rose", "tulip"], as: "names")
        #expect(snapshots.load([String].self, "names") == ["rose", "tulip"])
        #expect(snapshots.load([Int].self, "names") == nil)
        try snapshots.remove("names")
        #expect(snapshots.load([String].self, "names") == nil)
    }
}
