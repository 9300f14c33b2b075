import Crypto
import Foundation
import OpenAPIRuntime
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("A request body spooled to a file")
struct SpooledBodyTests {
    /// `parts` as a body that arrives in those chunks, of no declared length.
    func body(_ parts: [[UInt8]]) -> HTTPBody {
        let stream = AsyncStream<HTTPBody.ByteChunk> { continuation in
            for part in parts { continuation.yield(part[...]) }
            continuation.finish()
        }
        return HTTPBody(stream, length: .unknown)
    }

    /// 3 MiB in chunks of uneven sizes, so writes happen mid-chunk and past the 1 MiB write size.
    func parts() -> [[UInt8]] {
        var generator = SystemRandomNumberGenerator()
        return [1, 700_000, 65_536, 1_500_000, 3, 880_000].map { count in (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) } }
    }

    @Test("the file holds every chunk in order; the observer saw the same bytes; the file has no name")
    func roundTrip() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let parts = parts()
        let all = parts.flatMap { $0 }
        var observed = SHA256()
        let spooled = try await SpooledBody.spool(body(parts), upTo: all.count, in: directory.url.path) { observed.update(data: $0) }
        #expect(spooled.count == all.count)
        #expect(spooled.head == Array(all.prefix(SpooledBody.headLength)))
        #expect(try await spooled.data() == Data(all))
        #expect(observed.finalize() == SHA256.hash(data: all))
        // Unlinked at once: nothing to sweep after a crash.
        #expect(directory.files().isEmpty)
        // Read again: reads do not depend on the descriptor's offset.
        #expect(try await spooled.data() == Data(all))
    }

    @Test("a body shorter than the head and an empty body")
    func small() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let short = try await SpooledBody.spool(body([[1, 2], [3]]), upTo: 10, in: directory.url.path)
        #expect(short.count == 3 && short.head == [1, 2, 3])
        #expect(try await short.data() == Data([1, 2, 3]))
        let empty = try await SpooledBody.spool(body([]), upTo: 10, in: directory.url.path)
        #expect(empty.count == 0 && empty.head.isEmpty)
        #expect(try await empty.data().isEmpty)
    }

    @Test("a body over the limit is a 413 once it passes it, however it arrives, and leaves no file")
    func overLimit() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var seen = 0
        let error = await #expect(throws: Problem.self) {
            _ = try await SpooledBody.spool(body([[1, 2, 3], [4, 5], [6, 7]]), upTo: 6, in: directory.url.path) { seen += $0.count }
        }
        #expect(error?.status == .contentTooLarge)
        // The chunk that passed the limit was not looked at.
        #expect(seen == 5)
        #expect(directory.files().isEmpty)
    }

    @Test("a directory that cannot hold the file is an error naming it")
    func missingDirectory() async throws {
        let missing = "/nonexistent-\(UUID().uuidString)"
        let error = await #expect(throws: DurableFile.Failure.self) {
            _ = try await SpooledBody.spool(body([[1]]), upTo: 1, in: missing)
        }
        #expect(error?.path == missing && error?.code == ENOENT)
    }
}
