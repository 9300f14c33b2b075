import Foundation

/// BlurHash placeholders decoded once per image, off the caller's actor: a grid that scrolls back, or
/// a cell that is made again, finds its placeholder here instead of decoding the hash on the main
/// actor while it draws (about 12,000 cosine terms for a 32 px hash). The most recently used
/// `capacity` placeholders are kept (32 × 32 × 4 bytes each at most).
///
/// `@unchecked Sendable`: all state is behind `entries`' lock.
public final class PlaceholderCache: @unchecked Sendable {
    public static let shared = PlaceholderCache()

    public let capacity: Int
    private let entries = Locked(RecencyList<Key, ImagePlaceholder>())
    private let decodes = Locked(0)

    public struct Key: Hashable, Sendable {
        public let blurHash: String?
        public let averageColor: String?
        public let aspectRatio: Double

        public init(blurHash: String?, averageColor: String?, aspectRatio: Double) {
            self.blurHash = blurHash
            self.averageColor = averageColor
            self.aspectRatio = aspectRatio
        }
    }

    public init(capacity: Int = 1_000) {
        self.capacity = max(1, capacity)
    }

    /// The placeholder already decoded for `key`, if any: safe to call while drawing.
    public func cached(_ key: Key) -> ImagePlaceholder? {
        entries.withLock { $0.use(key) }
    }

    /// What to paint before the placeholder is decoded: the image's average colour alone (no decoding).
    public static func solid(_ key: Key) -> ImagePlaceholder {
        ImagePlaceholder(blurHash: nil, averageColor: key.averageColor, aspectRatio: key.aspectRatio)
    }

    /// The placeholder for `key`: from the cache, else decoded on a background thread and kept.
    public func placeholder(_ key: Key) async -> ImagePlaceholder {
        if let cached = cached(key) { return cached }
        let decoded = await Task.detached(priority: .userInitiated) {
            ImagePlaceholder(blurHash: key.blurHash, averageColor: key.averageColor, aspectRatio: key.aspectRatio)
        }.value
        decodes.withLock { $0 += 1 }
        entries.withLock { entries in
            entries.insert(key, value: decoded, cost: 1)
            while entries.totalCost > capacity, entries.removeOldest() != nil {}
        }
        return decoded
    }

    /// How many hashes were decoded (tests: once per image, however often it is asked for).
    public var decodeCount: Int { decodes.withLock { $0 } }

    public var count: Int { entries.withLock { $0.count } }
}
