import ClientKit
import Foundation
import Testing

@Suite("Memory image cache")
struct MemoryImageCacheTests {
    func image(_ byte: UInt8, bytes: Int) -> FetchedImage {
        FetchedImage(data: Data(repeating: byte, count: bytes), contentType: "image/webp", etag: "\"\(byte)\"")
    }

    @Test("the least recently used image goes first, and reading an image makes it the most recent")
    func leastRecentlyUsedOrder() {
        let cache = MemoryImageCache(byteLimit: 300)
        cache.insert(image(1, bytes: 100), for: "a")
        cache.insert(image(2, bytes: 100), for: "b")
        cache.insert(image(3, bytes: 100), for: "c")
        #expect(cache.keysLeastRecentFirst == ["a", "b", "c"])
        #expect(cache.image(for: "a") == image(1, bytes: 100))
        #expect(cache.keysLeastRecentFirst == ["b", "c", "a"])
        #expect(cache.contains("b"))
        #expect(cache.keysLeastRecentFirst == ["b", "c", "a"], "contains is not a use")

        cache.insert(image(4, bytes: 100), for: "d")
        #expect(cache.image(for: "b") == nil)
        #expect(cache.keysLeastRecentFirst == ["c", "a", "d"])
        #expect(cache.totalBytes == 300)
    }

    @Test("the total never passes the byte limit; an image larger than the limit is not kept")
    func byteBound() {
        let cache = MemoryImageCache(byteLimit: 1_000)
        for index in 0..<50 {
            cache.insert(image(UInt8(index), bytes: 70 + index * 7), for: "key-\(index)")
            #expect(cache.totalBytes <= 1_000)
        }
        #expect(cache.image(for: "key-49") != nil, "the newest is kept")
        #expect(cache.image(for: "key-0") == nil)
        let before = cache.keysLeastRecentFirst

        cache.insert(image(9, bytes: 1_001), for: "huge")
        #expect(!cache.contains("huge"))
        #expect(cache.keysLeastRecentFirst == before, "nothing was pushed out for it")

        cache.removeAll()
        #expect(cache.count == 0 && cache.totalBytes == 0)
    }

    @Test("storing a key again replaces its bytes and cost, and makes it the most recent")
    func replacement() {
        let cache = MemoryImageCache(byteLimit: 300)
        cache.insert(image(1, bytes: 100), for: "a")
        cache.insert(image(2, bytes: 100), for: "b")
        cache.insert(image(3, bytes: 150), for: "a")
        #expect(cache.count == 2)
        #expect(cache.totalBytes == 250)
        #expect(cache.keysLeastRecentFirst == ["b", "a"])
        #expect(cache.image(for: "a") == image(3, bytes: 150))

        // Growing "a" past what fits beside "b" pushes out "b", not "a".
        cache.insert(image(4, bytes: 250), for: "a")
        #expect(cache.keysLeastRecentFirst == ["a"])
        #expect(cache.totalBytes == 250)

        // Replacing with an image too large for the cache drops the stale one.
        cache.insert(image(5, bytes: 301), for: "a")
        #expect(cache.count == 0 && cache.totalBytes == 0)
    }
}
