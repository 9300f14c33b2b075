@testable import ClientKit
import Foundation
import NIOConcurrencyHelpers
import Testing

/// A clock that moves one second per reading, so every write and read has its own modification date.
final class SteppingClock: Sendable {
    private let seconds = NIOLockedValueBox(1_800_000_000.0)

    func now() -> Date {
        Date(timeIntervalSince1970: seconds.withLockedValue { $0 += 1; return $0 })
    }
}

@Suite("Disk image cache")
struct DiskImageCacheTests {
    func image(_ byte: UInt8) -> FetchedImage {
        FetchedImage(data: Data(repeating: byte, count: 1_000), contentType: "image/jpeg", etag: "\"k\(byte).jpg\"")
    }

    func withDirectory(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("disk-image-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }

    /// The cache's files, without any it did not write.
    func entries(in directory: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".image") })
    }

    @Test("the byte limit evicts the least recently used, in the order kept across a reopen on the same directory")
    func leastRecentlyUsedAcrossReopen() async throws {
        try await withDirectory { directory in
            let clock = SteppingClock()
            // Equal keys' lengths make equal file sizes: room for three entries, not four.
            let probe = DiskImageCache(directory: directory.appendingPathComponent("probe"))
            #expect(await probe.store(image(0), for: "k0"))
            let entrySize = await probe.totalBytes
            #expect(entrySize > 1_000)
            let limit = entrySize * 3 + entrySize / 2

            let first = DiskImageCache(directory: directory, byteLimit: limit, now: clock.now)
            #expect(await first.store(image(1), for: "k1"))
            #expect(await first.store(image(2), for: "k2"))
            #expect(await first.store(image(3), for: "k3"))
            #expect(await first.image(for: "k1") == image(1))  // k1 is now the most recent; k2 the least

            let reopened = DiskImageCache(directory: directory, byteLimit: limit, now: clock.now)
            #expect(await reopened.count == 3)
            #expect(await reopened.totalBytes == entrySize * 3)
            #expect(await reopened.store(image(4), for: "k4"))
            #expect(await reopened.count == 3)
            #expect(await reopened.image(for: "k2") == nil)
            let files = try entries(in: directory)
            #expect(files == Set(["k1", "k3", "k4"].map(DiskImageCache.fileName(for:))))
            #expect(await reopened.image(for: "k3") == image(3))  // order now k1, k4, k3

            // Opened with a lower limit, the cache keeps only the most recent that fit.
            let smaller = DiskImageCache(directory: directory, byteLimit: entrySize * 2, now: clock.now)
            #expect(await smaller.count == 2)
            #expect(await smaller.image(for: "k1") == nil)
            #expect(await smaller.image(for: "k4") == image(4))
            #expect(await smaller.image(for: "k3") == image(3))
        }
    }

    @Test("a damaged, foreign or deleted file is a miss, and is forgotten")
    func damagedFilesAreMisses() async throws {
        try await withDirectory { directory in
            let cache = DiskImageCache(directory: directory)
            for key in ["truncated", "garbage", "other key", "deleted", "kept"] {
                #expect(await cache.store(image(7), for: key))
            }
            func file(_ key: String) -> URL { directory.appendingPathComponent(DiskImageCache.fileName(for: key)) }

            let whole = try Data(contentsOf: file("truncated"))
            try whole.prefix(whole.count - 1).write(to: file("truncated"))
            try Data("not an image record".utf8).write(to: file("garbage"))
            // Another key's record under this key's name, as a hash collision would leave it.
            try Data(contentsOf: file("kept")).write(to: file("other key"))
            try FileManager.default.removeItem(at: file("deleted"))

            for key in ["truncated", "garbage", "other key", "deleted"] {
                #expect(await cache.image(for: key) == nil, "\(key)")
                #expect(await !cache.contains(key))
            }
            #expect(try entries(in: directory) == [DiskImageCache.fileName(for: "kept")])
            #expect(await cache.count == 1)
            #expect(await cache.totalBytes == (try Data(contentsOf: file("kept")).count))
            #expect(await cache.image(for: "kept") == image(7))

            // Foreign files in the directory are neither read nor evicted.
            try Data("someone else's".utf8).write(to: directory.appendingPathComponent("notes.txt"))
            let reopened = DiskImageCache(directory: directory)
            #expect(await reopened.count == 1)
            await reopened.removeAll()
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.txt"])
        }
    }

    @Test("content type and ETag come back as stored; an image larger than the limit is not stored")
    func roundTrip() async throws {
        try await withDirectory { directory in
            let cache = DiskImageCache(directory: directory, byteLimit: 4_000)
            let webp = FetchedImage(data: Data([0x52, 0x49, 0x46, 0x46]), contentType: "image/webp", etag: nil)
            #expect(await cache.store(webp, for: "webp https://example.com/media/a-thumb"))
            #expect(await cache.image(for: "webp https://example.com/media/a-thumb") == webp)
            #expect(await cache.image(for: "jpeg https://example.com/media/a-thumb") == nil)
            let huge = FetchedImage(data: Data(count: 4_001), contentType: "image/jpeg", etag: nil)
            #expect(await !cache.store(huge, for: "huge"))
            #expect(await cache.count == 1)
        }
    }

    @Test("file names are stable: FNV-1a 64 of the key, then its length")
    func fileNames() {
        // FNV-1a 64 of "" is the offset basis; of "a" it is af63dc4c8601ec8c (the published test vectors).
        #expect(DiskImageCache.fileName(for: "") == "cbf29ce484222325-0.image")
        #expect(DiskImageCache.fileName(for: "a") == "af63dc4c8601ec8c-1.image")
    }
}
