import BlurHash
import ClientKit
import Testing

@Suite("Image placeholders")
struct ImagePlaceholderTests {
    @Test("a BlurHash decodes in the image's aspect ratio")
    func decodes() {
        let landscape = ImagePlaceholder(blurHash: "LKO2?V%2Tw=^]~RBVZRi};RPxuwH", averageColor: nil, aspectRatio: 4.0 / 3.0)
        #expect(landscape.width == 32 && landscape.height == 24)
        #expect(landscape.rgba.count == 32 * 24 * 4)
        // valeriyvan/swift-blurhash's reference: the top-left corner of this hash is (251, 195, 162) ± 1 at
        // 187×120; at 32×24 the same corner samples the same point of the transform.
        #expect(abs(Int(landscape.rgba[0]) - 251) <= 1 && abs(Int(landscape.rgba[1]) - 195) <= 1 && abs(Int(landscape.rgba[2]) - 162) <= 1)
        let portrait = ImagePlaceholder(blurHash: "LKO2?V%2Tw=^]~RBVZRi};RPxuwH", averageColor: nil, aspectRatio: 0.75)
        #expect(portrait.width == 24 && portrait.height == 32)
        #expect(landscape.fill == (try? BlurHashDecoder.components("LKO2?V%2Tw=^]~RBVZRi};RPxuwH").averageColor))
    }

    @Test("a malformed or missing hash falls back to the average colour")
    func fallsBack() {
        let broken = ImagePlaceholder(blurHash: "not a hash", averageColor: "#9c7a5e", aspectRatio: 1)
        #expect(broken.rgba.isEmpty && broken.fill == RGB(red: 0x9C, green: 0x7A, blue: 0x5E))
        let nothing = ImagePlaceholder(blurHash: nil, averageColor: nil, aspectRatio: .nan)
        #expect(nothing.rgba.isEmpty && nothing.fill == RGB(red: 200, green: 200, blue: 200))
    }
}

@Suite("Placeholder cache")
struct PlaceholderCacheTests {
    static let hash = "LKO2?V%2Tw=^]~RBVZRi};RPxuwH"

    @Test("each image's hash is decoded once, however many cells ask, and the same pixels come back")
    func decodesOnce() async {
        let cache = PlaceholderCache(capacity: 2)
        let key = PlaceholderCache.Key(blurHash: Self.hash, averageColor: "#9c7a5e", aspectRatio: 1)
        #expect(cache.cached(key) == nil)
        let solid = PlaceholderCache.solid(key)
        #expect(solid.rgba.isEmpty && solid.fill == RGB(red: 0x9C, green: 0x7A, blue: 0x5E))
        async let first = cache.placeholder(key)
        let direct = ImagePlaceholder(blurHash: Self.hash, averageColor: "#9c7a5e", aspectRatio: 1)
        #expect(await first == direct)
        for _ in 0..<5 { #expect(await cache.placeholder(key) == direct) }
        #expect(cache.cached(key) == direct && cache.decodeCount == 1)
    }

    @Test("the least recently used go first past the capacity")
    func evicts() async {
        let cache = PlaceholderCache(capacity: 2)
        let keys = (1...3).map { PlaceholderCache.Key(blurHash: Self.hash, averageColor: nil, aspectRatio: Double($0)) }
        _ = await cache.placeholder(keys[0])
        _ = await cache.placeholder(keys[1])
        _ = cache.cached(keys[0])  // used: keys[1] is now the oldest
        _ = await cache.placeholder(keys[2])
        #expect(cache.count == 2 && cache.cached(keys[0]) != nil && cache.cached(keys[1]) == nil && cache.cached(keys[2]) != nil)
    }
}
