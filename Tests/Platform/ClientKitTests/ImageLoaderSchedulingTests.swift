@testable import ClientKit
import Foundation
import NIOConcurrencyHelpers
import Testing

/// A network the test answers by hand: each fetch waits until the test releases its URL, and gives up
/// (recording it) when its task is cancelled, as URLSession does. For what the real server cannot be
/// made to do on cue: hold a response while the test cancels or joins it.
final class GatedFetcher: ImageFetching {
    private struct State {
        var started: [URL] = []
        var accepts: [String] = []
        var cancelled: [URL] = []
        var waiting: [UUID: (url: URL, continuation: CheckedContinuation<Void, any Error>)] = [:]
        var running = 0
        var mostRunning = 0
    }

    private let state = NIOLockedValueBox(State())
    let contentType: String

    init(contentType: String = "image/jpeg") {
        self.contentType = contentType
    }

    var started: [URL] { state.withLockedValue { $0.started } }
    var accepts: [String] { state.withLockedValue { $0.accepts } }
    var cancelled: [URL] { state.withLockedValue { $0.cancelled } }
    var waiting: Set<URL> { state.withLockedValue { Set($0.waiting.values.map(\.url)) } }
    /// The most fetches that were under way at once.
    var mostRunning: Int { state.withLockedValue { $0.mostRunning } }

    func release(_ url: URL) {
        let released = state.withLockedValue { state in
            let ids = state.waiting.filter { $0.value.url == url }.map(\.key)
            return ids.compactMap { state.waiting.removeValue(forKey: $0)?.continuation }
        }
        for continuation in released { continuation.resume() }
    }

    func releaseAll() {
        let released = state.withLockedValue { state in
            defer { state.waiting = [:] }
            return state.waiting.values.map(\.continuation)
        }
        for continuation in released { continuation.resume() }
    }

    func fetch(_ url: URL, accept: String) async throws -> FetchedImage {
        state.withLockedValue { state in
            state.started.append(url)
            state.accepts.append(accept)
            state.running += 1
            state.mostRunning = max(state.mostRunning, state.running)
        }
        defer { state.withLockedValue { $0.running -= 1 } }
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                state.withLockedValue { $0.waiting[id] = (url, continuation) }
                if Task.isCancelled { cancel(id) }
            }
        } onCancel: {
            cancel(id)
        }
        return FetchedImage(data: Data(url.absoluteString.utf8), contentType: contentType, etag: nil)
    }

    private func cancel(_ id: UUID) {
        let waiting = state.withLockedValue { state -> (url: URL, continuation: CheckedContinuation<Void, any Error>)? in
            guard let waiting = state.waiting.removeValue(forKey: id) else { return nil }
            state.cancelled.append(waiting.url)
            return waiting
        }
        waiting?.continuation.resume(throwing: CancellationError())
    }
}

/// Long enough that only a hang reaches it: a count of rounds would bound speed on a loaded machine.
let hangBound: Duration = .seconds(600)

/// Waits (bounded: a hang fails, speed never does) until `condition` holds.
func eventually(_ what: Comment, _ condition: () async -> Bool) async throws {
    let deadline = ContinuousClock.now + hangBound
    while !(await condition()), ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(10), tolerance: .zero)
    }
    #expect(await condition(), what)
}

@Suite("Image loader: sharing, prefetching, cancelling")
struct ImageLoaderSchedulingTests {
    let base = URL(string: "https://calyx.example/calyx/v1")!

    func urls(_ count: Int) -> [URL] {
        (0..<count).map { URL(string: "https://calyx.example/media/\($0)-thumb")! }
    }

    @Test("prefetch runs four at a time and skips what is in memory or already loading; each image is fetched once")
    func boundedPrefetch() async throws {
        let fetcher = GatedFetcher()
        let loader = ImageLoader(baseURL: base, fetcher: fetcher, disk: nil)
        let urls = urls(10)
        let cached = Task { try await loader.image(at: urls[0]) }
        try await eventually("the first fetch started") { fetcher.waiting == [urls[0]] }
        fetcher.release(urls[0])
        _ = try await cached.value
        let loading = Task { try await loader.image(at: urls[1]) }
        try await eventually("the second fetch started") { fetcher.waiting == [urls[1]] }

        await loader.prefetch(urls)
        try await eventually("four prefetches run") { fetcher.waiting.count == 5 }
        #expect(fetcher.waiting == Set(urls[1...5]))
        #expect(await loader.pendingPrefetches == 8)

        let deadline = ContinuousClock.now + hangBound
        while await loader.pendingPrefetches > 0, ContinuousClock.now < deadline {
            fetcher.releaseAll()
            try await Task.sleep(for: .milliseconds(10), tolerance: .zero)
        }
        #expect(await loader.pendingPrefetches == 0)
        _ = try await loading.value
        #expect(fetcher.mostRunning == 5, "the loading image and four prefetches")
        #expect(fetcher.started.count == 10 && Set(fetcher.started) == Set(urls))
        #expect(loader.stats.networkFetches == 10)
        for url in urls { #expect(loader.cachedImage(at: url)?.data == Data(url.absoluteString.utf8)) }
    }

    @Test("cancelPrefetch stops prefetches nobody waits for and drops queued ones, never one a request joined")
    func cancellingPrefetches() async throws {
        let fetcher = GatedFetcher()
        let loader = ImageLoader(baseURL: base, fetcher: fetcher, disk: nil, prefetchLimit: 2)
        let urls = urls(3)
        await loader.prefetch(urls)
        try await eventually("two prefetches run") { fetcher.waiting == Set(urls[0...1]) }
        let needed = Task { try await loader.image(at: urls[0]) }
        try await eventually("the request joined the prefetch") { await loader.waitingRequests(at: urls[0]) == 1 }
        #expect(loader.stats.joinedLoads == 1)

        await loader.cancelPrefetch(urls)
        try await eventually("the unneeded prefetch was cancelled") { fetcher.cancelled == [urls[1]] }
        #expect(await loader.pendingPrefetches == 0)
        fetcher.release(urls[0])
        let image = try await needed.value
        #expect(image.source == .network && image.data == Data(urls[0].absoluteString.utf8))
        #expect(fetcher.started.count == 2 && Set(fetcher.started) == Set(urls[0...1]), "the queued prefetch never started")
        #expect(loader.cachedImage(at: urls[1]) == nil)
    }

    @Test("a cancelled request stops its load only when no other request waits for it")
    func cancellingRequests() async throws {
        let fetcher = GatedFetcher()
        let loader = ImageLoader(baseURL: base, fetcher: fetcher, disk: nil)
        let url = urls(1)[0]
        let first = Task { try await loader.image(at: url) }
        let second = Task { try await loader.image(at: url) }
        try await eventually("both wait for one fetch") { await loader.waitingRequests(at: url) == 2 }
        #expect(fetcher.started == [url])

        first.cancel()
        try await eventually("the cancelled request was let go") { await loader.waitingRequests(at: url) == 1 }
        #expect(fetcher.cancelled.isEmpty)
        second.cancel()
        try await eventually("the fetch was cancelled") { fetcher.cancelled == [url] }
        await #expect(throws: CancellationError.self) { try await first.value }
        await #expect(throws: CancellationError.self) { try await second.value }
        #expect(await loader.waitingRequests(at: url) == nil)

        // Asked again, it loads afresh.
        let again = Task { try await loader.image(at: url) }
        try await eventually("a new fetch started") { fetcher.waiting == [url] }
        fetcher.release(url)
        #expect(try await again.value.source == .network)
        #expect(fetcher.started == [url, url])
    }

    @Test("WebP is asked for only when the device decodes it, and each encoding is cached apart")
    func encodingInTheKey() async throws {
        let fetcher = GatedFetcher()
        let memory = MemoryImageCache()
        let webp = ImageLoader(baseURL: base, fetcher: fetcher, memory: memory, disk: nil, supportsWebP: true)
        let jpeg = ImageLoader(baseURL: base, fetcher: fetcher, memory: memory, disk: nil, supportsWebP: false)
        let url = urls(1)[0]
        for loader in [webp, jpeg] {
            let load = Task { try await loader.image(at: url) }
            try await eventually("the fetch started") { fetcher.waiting == [url] }
            fetcher.release(url)
            _ = try await load.value
        }
        #expect(fetcher.accepts == ["image/webp,image/jpeg;q=0.9", "image/jpeg"])
        #expect(memory.count == 2)
        #expect(try await jpeg.image(at: url).source == .memory)
    }

    @Test("an answer that is not an image fails the load and is not cached")
    func notAnImage() async throws {
        let fetcher = GatedFetcher(contentType: "text/html; charset=utf-8")
        let loader = ImageLoader(baseURL: base, fetcher: fetcher, disk: nil)
        let url = urls(1)[0]
        for attempt in 1...2 {
            let load = Task { try await loader.image(at: url) }
            try await eventually("the fetch started") { fetcher.waiting == [url] }
            fetcher.release(url)
            await #expect(throws: ImageFetchError.notAnImage(contentType: "text/html; charset=utf-8")) { try await load.value }
            #expect(loader.stats.networkFetches == attempt)
        }
    }

    @Test("image paths from the API resolve against the server; absolute URLs are kept")
    func resolvingPaths() {
        let loader = ImageLoader(baseURL: base, fetcher: GatedFetcher(), disk: nil)
        #expect(loader.url(for: "/media/3f8a0c2e-thumb")?.absoluteString == "https://calyx.example/media/3f8a0c2e-thumb")
        #expect(loader.url(for: "https://cdn.example/media/a-large")?.absoluteString == "https://cdn.example/media/a-large")
        #expect(loader.url(for: "") == nil)
    }
}
