import Foundation

/// Recently shown images' bytes in memory, so scrolling back re-displays them at once: least recently
/// used first out when the total passes `byteLimit`. Every operation is O(1).
///
/// Safe to use from any thread, and synchronous, so a view can look an image up while it draws rather
/// than showing its placeholder for a frame. The apps call `removeAll()` on a memory warning.
///
/// `@unchecked Sendable`: all state is in `entries`, behind its lock.
public final class MemoryImageCache: @unchecked Sendable {
    /// Enough for a few screens of 400 × 400 thumbnails (30–60 KB each) and the large images opened from them.
    public static let defaultByteLimit = 50 * 1024 * 1024

    public let byteLimit: Int
    private let entries = Locked(RecencyList<String, FetchedImage>())

    public init(byteLimit: Int = MemoryImageCache.defaultByteLimit) {
        self.byteLimit = max(0, byteLimit)
    }

    /// The image stored for `key`, now the most recently used.
    public func image(for key: String) -> FetchedImage? {
        entries.withLock { $0.use(key) }
    }

    /// Whether `key` is stored, without counting as a use.
    public func contains(_ key: String) -> Bool {
        entries.withLock { $0.contains(key) }
    }

    /// Stores `image` as the most recently used (replacing what `key` held), then drops the least
    /// recently used images until the total fits. An image larger than the whole limit is not kept,
    /// since it would push out everything else.
    public func insert(_ image: FetchedImage, for key: String) {
        let cost = image.data.count
        entries.withLock { entries in
            guard cost <= byteLimit else {
                entries.remove(key)
                return
            }
            entries.insert(key, value: image, cost: cost)
            while entries.totalCost > byteLimit, entries.removeOldest() != nil {}
        }
    }

    public func removeImage(for key: String) {
        entries.withLock { _ = $0.remove(key) }
    }

    public func removeAll() {
        entries.withLock { $0.removeAll() }
    }

    /// The stored images' bytes in total.
    public var totalBytes: Int { entries.withLock { $0.totalCost } }

    public var count: Int { entries.withLock { $0.count } }

    /// Keys from least to most recently used (O(n): for tests and diagnostics).
    public var keysLeastRecentFirst: [String] { entries.withLock { $0.keysOldestFirst } }
}
