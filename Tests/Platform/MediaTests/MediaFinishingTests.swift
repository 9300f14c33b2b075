@testable import Media
import Testing

/// The bound on answered uploads still holding their decoded sizes (`MediaFinishing.capacity`).
@Suite("Media finishing")
struct MediaFinishingTests {
    /// Work that runs until `open` is called: stands for encodes still under way.
    final class Gate: Sendable {
        private let stream: AsyncStream<Void>
        private let continuation: AsyncStream<Void>.Continuation

        init() {
            (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        }

        func wait() async {
            for await _ in stream {}
        }

        func open() {
            continuation.finish()
        }
    }

    @Test("places are taken up to the capacity, by reservations and running work alike, and come back when released or done")
    func placesUpToTheCapacity() async {
        let finishing = MediaFinishing(capacity: 2)
        #expect(finishing.reserve())
        #expect(finishing.reserve())
        #expect(!finishing.reserve(), "both places are reserved")
        finishing.release()
        #expect(finishing.reserve(), "a released place is free again")

        let gate = Gate()
        finishing.start(content: "a", reserved: true) { _ in await gate.wait() }
        #expect(finishing.count == 1)
        #expect(!finishing.reserve(), "the started work kept its place, and the other is still reserved")
        finishing.start(content: "b", reserved: true) { _ in await gate.wait() }
        #expect(finishing.count == 2)
        #expect(!finishing.reserve(), "two running: no place left")

        gate.open()
        await finishing.wait()
        #expect(finishing.count == 0)
        #expect(finishing.reserve() && finishing.reserve(), "finished work gave both places back")
        #expect(!finishing.reserve())
    }

    @Test("work started without a reservation still takes a place while it runs")
    func unreservedWorkCounts() async {
        let finishing = MediaFinishing(capacity: 1)
        let gate = Gate()
        finishing.start(content: "a") { _ in await gate.wait() }
        #expect(!finishing.reserve())
        gate.open()
        await finishing.wait()
        #expect(finishing.reserve())
    }

    @Test("a capacity of zero has no place")
    func zeroCapacity() {
        #expect(!MediaFinishing(capacity: 0).reserve())
    }
}
