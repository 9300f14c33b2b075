import Dispatch
import Foundation

/// Images kept on disk across launches, so a feed opened again shows its pictures without the network.
/// Least recently used first out when the files pass `byteLimit` in total.
///
/// Give it a directory of its own (e.g. `Caches/Images`): it indexes and evicts only files named as
/// its entries, but one instance per directory, since each keeps the directory's index in memory. The
/// index is built from the files' sizes and modification dates at first use; the modification date
/// is set on every write and read, so it is each entry's last use, and the order survives relaunches.
/// (An image shown from memory does not touch its file; the memory cache holds what is in use.)
///
/// File I/O runs on a serial queue of its own, never on Swift's cooperative threads, which must not
/// block. A missing, truncated or foreign file is a miss (and is deleted), not an error.
///
/// `@unchecked Sendable`: `index` is only touched on `queue`.
public final class DiskImageCache: @unchecked Sendable {
    /// Some thousands of thumbnails plus the large images opened lately; iOS may purge Caches anyway.
    public static let defaultByteLimit = 200 * 1024 * 1024

    public let directory: URL
    public let byteLimit: Int
    private let now: @Sendable () -> Date
    private let queue = DispatchQueue(label: "greenhouse.disk-image-cache", qos: .userInitiated)
    /// File names (costs: their sizes) by last use; nil until first use reads the directory.
    private var index: RecencyList<String, Void>?

    /// `now` dates writes and reads (a test's clock keeps their order exact).
    public init(directory: URL, byteLimit: Int = DiskImageCache.defaultByteLimit, now: @escaping @Sendable () -> Date = { Date() }) {
        self.directory = directory
        self.byteLimit = max(0, byteLimit)
        self.now = now
    }

    /// The image stored for `key`, now the most recently used; nil when there is none or its file is unreadable.
    public func image(for key: String) async -> FetchedImage? {
        await onQueue { cache in cache.read(key) }
    }

    /// Stores `image` for `key` (replacing what it held), then deletes the least recently used files
    /// until the total fits. Returns whether it was stored: a full disk or an image larger than the
    /// whole limit is not, which costs a later fetch and nothing else.
    @discardableResult
    public func store(_ image: FetchedImage, for key: String) async -> Bool {
        await onQueue { cache in cache.write(image, for: key) }
    }

    /// Whether `key` has an entry, without reading it or counting as a use.
    public func contains(_ key: String) async -> Bool {
        await onQueue { cache in cache.withIndex { $0.contains(Self.fileName(for: key)) } }
    }

    public func removeImage(for key: String) async {
        await onQueue { cache in cache.delete(Self.fileName(for: key)) }
    }

    public func removeAll() async {
        await onQueue { cache in
            cache.withIndex { index in
                while let oldest = index.removeOldest() { try? FileManager.default.removeItem(at: cache.fileURL(oldest.key)) }
            }
        }
    }

    /// The entries' file sizes in total.
    public var totalBytes: Int {
        get async { await onQueue { cache in cache.withIndex { $0.totalCost } } }
    }

    public var count: Int {
        get async { await onQueue { cache in cache.withIndex { $0.count } } }
    }

    /// The file an entry is stored in: FNV-1a (64-bit) of the key's UTF-8 in hex, then the key's length.
    /// Stable across launches and platforms (unlike `hashValue`), and needs no crypto library; a
    /// collision is detected by the key stored inside the file and reads as a miss.
    static func fileName(for key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var length = 0
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            length += 1
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex + "-\(length)" + fileExtension
    }

    private static let fileExtension = ".image"

    // MARK: - On `queue`

    private func onQueue<Result: Sendable>(_ work: @escaping @Sendable (DiskImageCache) -> Result) async -> Result {
        await withCheckedContinuation { continuation in
            queue.async { continuation.resume(returning: work(self)) }
        }
    }

    private func fileURL(_ name: String) -> URL {
        directory.appendingPathComponent(name, isDirectory: false)
    }

    private func read(_ key: String) -> FetchedImage? {
        let name = Self.fileName(for: key)
        guard withIndex({ $0.contains(name) }) else { return nil }
        let url = fileURL(name)
        guard let data = try? Data(contentsOf: url), let record = DiskImageRecord(decoding: data), record.key == key else {
            // Gone (the system purged Caches), damaged, or another key's: forget it, and free its space.
            delete(name)
            return nil
        }
        touch(url)
        _ = withIndex { $0.use(name) }
        return record.image
    }

    private func write(_ image: FetchedImage, for key: String) -> Bool {
        let name = Self.fileName(for: key)
        guard let data = DiskImageRecord(key: key, image: image).encoded(), data.count <= byteLimit else {
            delete(name)
            return false
        }
        let url = fileURL(name)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            // Written to a temporary file and renamed over the old one: a crash never leaves half an image.
            try data.write(to: url, options: .atomic)
        } catch {
            return false
        }
        touch(url)
        withIndex { index in
            index.insert(name, value: (), cost: data.count)
            evictToLimit(&index)
        }
        return true
    }

    private func delete(_ name: String) {
        withIndex { _ = $0.remove(name) }
        try? FileManager.default.removeItem(at: fileURL(name))
    }

    /// Marks the file as just used: its modification date orders the index on the next launch.
    private func touch(_ url: URL) {
        try? FileManager.default.setAttributes([.modificationDate: now()], ofItemAtPath: url.path)
    }

    /// Works on the index in place (a copy would cost O(n) on every change), reading it first if need be.
    private func withIndex<Result>(_ body: (inout RecencyList<String, Void>) -> Result) -> Result {
        if index == nil { index = readIndex() }
        return body(&index!)
    }

    private func evictToLimit(_ index: inout RecencyList<String, Void>) {
        while index.totalCost > byteLimit, let oldest = index.removeOldest() {
            try? FileManager.default.removeItem(at: fileURL(oldest.key))
        }
    }

    /// The entries' files by modification date, oldest first, trimmed to the limit (it may have been
    /// lowered since they were written).
    private func readIndex() -> RecencyList<String, Void> {
        var index = RecencyList<String, Void>()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let files = names.filter { $0.hasSuffix(Self.fileExtension) && !$0.hasPrefix(".") }.compactMap { name -> (String, Date, Int)? in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL(name).path),
                  attributes[.type] as? FileAttributeType == .typeRegular,
                  let size = (attributes[.size] as? NSNumber)?.intValue
            else { return nil }
            return (name, attributes[.modificationDate] as? Date ?? .distantPast, size)
        }
        for (name, _, size) in files.sorted(by: { $0.1 < $1.1 }) {
            index.insert(name, value: (), cost: size)
        }
        evictToLimit(&index)
        return index
    }
}
