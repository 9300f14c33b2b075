import Foundation

/// Loads the apps' images: from memory, else from disk (kept in memory after), else from the network
/// (kept in both). One loader per server, shared by every screen.
///
/// - Requests for an image already loading wait for that load instead of fetching it again.
/// - `prefetch` warms the caches with the next page's thumbnails a few at a time, so the visible
///   images are never queued behind many invisible ones; `cancelPrefetch` drops those no longer needed.
/// - A load stops when every request waiting for it was cancelled (cells scrolled away) and no
///   prefetch wants it, so a fast fling does not leave a queue of fetches for images long gone.
/// - WebP is asked for when the device decodes it (a quarter smaller than JPEG at the same quality);
///   the server answers JPEG otherwise. The encoding asked for is part of the cache key, since the same
///   URL answers with different bytes for each (`Vary: Accept`).
public actor ImageLoader {
    /// What relative paths in API responses (`/media/<key>-thumb`) are resolved against.
    public nonisolated let baseURL: URL
    /// The `Accept` header sent with every fetch.
    public nonisolated let accept: String
    private nonisolated let encoding: String
    private let fetcher: any ImageFetching
    private nonisolated let memory: MemoryImageCache
    private let disk: DiskImageCache?
    private let prefetchLimit: Int
    private nonisolated let counters = Locked(ImageLoaderStats())

    /// A load under way, shared by every request for its image.
    private struct Load {
        let id: Int
        let task: Task<LoadedImage, any Error>
        /// The `image(at:)` calls waiting for it.
        var waiters: Set<Int> = []
        /// Started by `prefetch` and not cancelled since: it runs on with no one waiting.
        var prefetching: Bool
    }

    private var loads: [String: Load] = [:]
    private var nextID = 0
    /// Prefetches not started yet, in the order asked; a key cancelled before it starts leaves `queued`
    /// and is skipped when it comes up.
    private var prefetchOrder: [(key: String, url: URL)] = []
    private var queued: Set<String> = []
    /// Loads whose `prefetching` is set.
    private var runningPrefetches = 0

    /// - Parameters:
    ///   - baseURL: the server's API URL; relative image paths are resolved against it.
    ///   - disk: nil keeps images in memory only (previews, extensions with little disk).
    ///   - supportsWebP: whether the platform decodes WebP (iOS 14 and later).
    ///   - prefetchLimit: how many prefetches run at once.
    public init(
        baseURL: URL,
        fetcher: any ImageFetching,
        memory: MemoryImageCache = MemoryImageCache(),
        disk: DiskImageCache?,
        supportsWebP: Bool = true,
        prefetchLimit: Int = 4
    ) {
        self.baseURL = baseURL
        self.fetcher = fetcher
        self.memory = memory
        self.disk = disk
        self.accept = supportsWebP ? "image/webp,image/jpeg;q=0.9" : "image/jpeg"
        self.encoding = supportsWebP ? "webp" : "jpeg"
        self.prefetchLimit = max(1, prefetchLimit)
    }

    /// The absolute URL of an image path from an API response: paths (`/media/…`) are resolved
    /// against `baseURL`'s host, absolute URLs are kept; nil for an empty or malformed string.
    public nonisolated func url(for path: String) -> URL? {
        guard !path.isEmpty, let url = URL(string: path, relativeTo: baseURL)?.absoluteURL, url.host != nil else { return nil }
        return url
    }

    /// The image at `url`, loading it if it is not cached.
    public func image(at url: URL) async throws -> LoadedImage {
        let key = cacheKey(url)
        if let hit = cachedImage(at: url) { return hit }
        let load: Load
        if let running = loads[key] {
            load = running
            counters.withLock { $0.joinedLoads += 1 }
        } else {
            load = start(key, url, prefetching: false)
        }
        let (loadID, task, waiter) = (load.id, load.task, nextID)
        nextID += 1
        loads[key]?.waiters.insert(waiter)
        let result = await withTaskCancellationHandler {
            await task.result
        } onCancel: {
            Task { await self.abandon(key, load: loadID, waiter: waiter) }
        }
        if loads[key]?.id == loadID { loads[key]?.waiters.remove(waiter) }
        return try result.get()
    }

    /// The image at `url` if it is in memory, synchronously: a view shows it in its first frame
    /// instead of its placeholder.
    public nonisolated func cachedImage(at url: URL) -> LoadedImage? {
        guard let image = memory.image(for: cacheKey(url)) else { return nil }
        counters.withLock { $0.memoryHits += 1 }
        return LoadedImage(image, source: .memory)
    }

    /// Loads `urls` into the caches in the background, `prefetchLimit` at a time, in order; those
    /// in memory, already loading or already queued are skipped. Failures are ignored: the image
    /// is fetched again when it is needed.
    public func prefetch(_ urls: [URL]) {
        for url in urls {
            let key = cacheKey(url)
            guard loads[key] == nil, !queued.contains(key), !memory.contains(key) else { continue }
            queued.insert(key)
            prefetchOrder.append((key, url))
        }
        startPrefetches()
    }

    /// Drops the prefetches of `urls` (the person scrolled the other way): queued ones never start,
    /// running ones stop unless an `image(at:)` request is waiting for them.
    public func cancelPrefetch(_ urls: [URL]) {
        for url in urls {
            let key = cacheKey(url)
            queued.remove(key)
            guard let load = loads[key], load.prefetching else { continue }
            loads[key]?.prefetching = false
            runningPrefetches -= 1
            if load.waiters.isEmpty {
                load.task.cancel()
                loads[key] = nil
            }
        }
        startPrefetches()
    }

    /// Prefetches asked for and not finished (queued or running).
    public var pendingPrefetches: Int { queued.count + runningPrefetches }

    /// Forgets the cached image at `url`, in memory and on disk: for bytes that did not decode, so the
    /// next load fetches them again rather than failing forever.
    public func removeCachedImage(at url: URL) async {
        let key = cacheKey(url)
        memory.removeImage(for: key)
        await disk?.removeImage(for: key)
    }

    /// Forgets every image (Settings' "Clear cache"); loads under way finish and are kept.
    public func removeAllCached() async {
        memory.removeAll()
        await disk?.removeAll()
    }

    /// Where this loader's answers came from so far.
    public nonisolated var stats: ImageLoaderStats { counters.withLock { $0 } }

    /// How many `image(at:)` requests wait for the load of `url`; nil when it is not loading. For tests,
    /// which must know a cancelled request was let go before they go on.
    func waitingRequests(at url: URL) -> Int? {
        loads[cacheKey(url)]?.waiters.count
    }

    // MARK: - Loads

    private nonisolated func cacheKey(_ url: URL) -> String {
        encoding + " " + url.absoluteURL.absoluteString
    }

    private func start(_ key: String, _ url: URL, prefetching: Bool) -> Load {
        let id = nextID
        nextID += 1
        // The task runs on this actor only between its awaits, so it is recorded below before it can finish.
        let task = Task { try await self.run(key, url, id: id) }
        let load = Load(id: id, task: task, prefetching: prefetching)
        loads[key] = load
        if prefetching { runningPrefetches += 1 }
        return load
    }

    private func run(_ key: String, _ url: URL, id: Int) async throws -> LoadedImage {
        defer { finish(key, id: id) }
        return try await load(key, url)
    }

    private func load(_ key: String, _ url: URL) async throws -> LoadedImage {
        if let disk, let stored = await disk.image(for: key) {
            counters.withLock { $0.diskHits += 1 }
            memory.insert(stored, for: key)
            return LoadedImage(stored, source: .disk)
        }
        try Task.checkCancellation()
        counters.withLock { $0.networkFetches += 1 }
        let fetched = try await fetcher.fetch(url, accept: accept)
        guard fetched.contentType.lowercased().hasPrefix("image/") else {
            throw ImageFetchError.notAnImage(contentType: fetched.contentType)
        }
        memory.insert(fetched, for: key)
        // Awaited, so an image this loader returned is on disk for the next launch.
        await disk?.store(fetched, for: key)
        return LoadedImage(fetched, source: .network)
    }

    /// The load ended (its image is in memory by now, unless it failed): later requests start afresh.
    private func finish(_ key: String, id: Int) {
        guard let load = loads[key], load.id == id else { return }
        loads[key] = nil
        if load.prefetching {
            runningPrefetches -= 1
            startPrefetches()
        }
    }

    /// A waiting request was cancelled: the load stops if nothing else wants it.
    private func abandon(_ key: String, load id: Int, waiter: Int) {
        guard let load = loads[key], load.id == id else { return }
        loads[key]?.waiters.remove(waiter)
        if loads[key]?.waiters.isEmpty == true, !load.prefetching {
            load.task.cancel()
            loads[key] = nil
        }
    }

    private func startPrefetches() {
        while runningPrefetches < prefetchLimit, !prefetchOrder.isEmpty {
            let (key, url) = prefetchOrder.removeFirst()
            guard queued.remove(key) != nil, loads[key] == nil, !memory.contains(key) else { continue }
            _ = start(key, url, prefetching: true)
        }
    }
}
