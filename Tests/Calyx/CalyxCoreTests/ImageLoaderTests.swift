import CalyxAPI
import CalyxCore
import ClientKit
import Foundation
import ServerKitTestSupport
import Testing

/// The image loader against the real Calyx server: catalog flowers' thumbnails found through the
/// generated client, fetched over real HTTP from `/media/{key}`, cached in memory and on disk.
@Suite("Image loader against the server")
@MainActor
struct ImageLoaderTests {
    /// The thumbnail path of each flower `query` finds that has a picture.
    func thumbnails(_ world: CalyxWorld, query: String) async throws -> [(scientificName: String, path: String)] {
        let page = try await world.client().api.searchFlowers(query: .init(query: query)).ok.body.json
        return page.items.compactMap { card in card.image.map { (card.scientificName, $0.url) } }
    }

    func foxgloveThumbnail(_ world: CalyxWorld) async throws -> String {
        try await world.illustrate(["Digitalis purpurea"])
        let found = try await thumbnails(world, query: "Foxglove")
        let path = try #require(found.first { $0.scientificName == "Digitalis purpurea" }?.path)
        #expect(path.hasPrefix("/media/") && path.hasSuffix("-thumb"))
        return path
    }

    func withCacheDirectory(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("image-loader-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }

    /// Waits (bounded: a hang fails, speed never does) until `condition` holds.
    func eventually(_ condition: () async -> Bool) async throws {
        #expect(await pollUntil { await condition() })
    }

    @Test("a device that decodes WebP gets WebP bytes; one that does not gets JPEG, from the same thumbnail path")
    func encodings() async throws {
        try await CalyxWorld.run { world in
            let path = try await foxgloveThumbnail(world)
            let fetcher = HTTPImageFetcher()
            let webpLoader = ImageLoader(baseURL: world.url, fetcher: fetcher, disk: nil, supportsWebP: true)
            let jpegLoader = ImageLoader(baseURL: world.url, fetcher: fetcher, disk: nil, supportsWebP: false)
            let url = try #require(webpLoader.url(for: path))
            #expect(url.absoluteString == "http://127.0.0.1:\(world.server.port)\(path)")

            let webp = try await webpLoader.image(at: url)
            #expect(webp.source == .network)
            #expect(webp.contentType == "image/webp")
            #expect(Array(webp.data.prefix(4)) == Array("RIFF".utf8) && Array(webp.data.dropFirst(8).prefix(4)) == Array("WEBP".utf8))
            #expect(webp.etag?.hasSuffix(".webp\"") == true)

            let jpeg = try await jpegLoader.image(at: url)
            #expect(jpeg.contentType == "image/jpeg")
            #expect(Array(jpeg.data.prefix(3)) == [0xFF, 0xD8, 0xFF])
            #expect(jpeg.etag?.hasSuffix(".jpg\"") == true)
            #expect(fetcher.requests.map(\.accept) == ["image/webp,image/jpeg;q=0.9", "image/jpeg"])
        }
    }

    @Test("a second load is a memory hit; a new loader on the same disk directory answers from disk, without the network")
    func memoryThenDisk() async throws {
        try await CalyxWorld.run { world in
            let path = try await foxgloveThumbnail(world)
            try await withCacheDirectory { directory in
                let fetcher = HTTPImageFetcher()
                let loader = ImageLoader(baseURL: world.url, fetcher: fetcher, disk: DiskImageCache(directory: directory))
                let url = try #require(loader.url(for: path))
                let fetched = try await loader.image(at: url)
                #expect(fetched.source == .network)
                let again = try await loader.image(at: url)
                #expect(again.source == .memory && again.data == fetched.data)
                #expect(fetcher.requests.count == 1)
                #expect(loader.stats.networkFetches == 1 && loader.stats.memoryHits == 1 && loader.stats.diskHits == 0)

                // The next launch: empty memory, the same cache directory, a fresh network.
                let relaunchedFetcher = HTTPImageFetcher()
                let relaunched = ImageLoader(
                    baseURL: world.url, fetcher: relaunchedFetcher, memory: MemoryImageCache(), disk: DiskImageCache(directory: directory)
                )
                let fromDisk = try await relaunched.image(at: url)
                #expect(fromDisk.source == .disk)
                #expect(fromDisk.data == fetched.data && fromDisk.contentType == "image/webp" && fromDisk.etag == fetched.etag)
                #expect(try await relaunched.image(at: url).source == .memory, "promoted to memory")
                #expect(relaunchedFetcher.requests.isEmpty)
                #expect(relaunched.stats.networkFetches == 0 && relaunched.stats.diskHits == 1 && relaunched.stats.memoryHits == 1)
            }
        }
    }

    @Test("ten loads of one image at once make one request")
    func concurrentLoadsShareOneFetch() async throws {
        try await CalyxWorld.run { world in
            let path = try await foxgloveThumbnail(world)
            let fetcher = HTTPImageFetcher()
            let loader = ImageLoader(baseURL: world.url, fetcher: fetcher, disk: nil)
            let url = try #require(loader.url(for: path))
            let images = try await withThrowingTaskGroup(of: LoadedImage.self) { group in
                for _ in 0..<10 { group.addTask { try await loader.image(at: url) } }
                var images: [LoadedImage] = []
                for try await image in group { images.append(image) }
                return images
            }
            #expect(images.count == 10)
            #expect(Set(images.map(\.data)).count == 1 && images[0].contentType == "image/webp")
            #expect(fetcher.requests.count == 1)
            let stats = loader.stats
            #expect(stats.networkFetches == 1)
            #expect(stats.joinedLoads + stats.memoryHits == 9, "every other load waited for that one or found its result")
        }
    }

    @Test("prefetching a page's thumbnails fetches each image once; showing them then needs no request")
    func prefetchedPage() async throws {
        try await CalyxWorld.run { world in
            try await world.illustrate(["Hydrangea macrophylla", "Hydrangea paniculata", "Hydrangea arborescens", "Hydrangea quercifolia"])
            let page = try await thumbnails(world, query: "hydrangea")
            #expect(page.count == 4)
            try await withCacheDirectory { directory in
                let fetcher = HTTPImageFetcher()
                let disk = DiskImageCache(directory: directory)
                let loader = ImageLoader(baseURL: world.url, fetcher: fetcher, disk: disk)
                let urls = page.compactMap { loader.url(for: $0.path) }
                // Species drawn alike share one media key (media are stored by content), so the page
                // may name an image twice: it is still fetched once.
                let distinct = Set(urls)
                #expect(urls.count == 4 && distinct.count > 1)

                await loader.prefetch(urls)
                try await eventually { await loader.pendingPrefetches == 0 }
                #expect(fetcher.requests.count == distinct.count && Set(fetcher.requests.map(\.url)) == distinct)
                #expect(await disk.count == distinct.count)

                await loader.prefetch(urls)
                #expect(await loader.pendingPrefetches == 0, "all cached: nothing to prefetch")
                for url in urls {
                    let image = try await loader.image(at: url)
                    #expect(image.source == .memory && Array(image.data.prefix(4)) == Array("RIFF".utf8))
                }
                #expect(fetcher.requests.count == distinct.count)
                #expect(loader.stats.networkFetches == distinct.count && loader.stats.memoryHits == urls.count)
            }
        }
    }
}

/// The Catalog's search warms the loader with each page's thumbnails as the page arrives.
@Suite("Search results' thumbnails fetched ahead")
@MainActor
struct SearchPrefetchTests {
    @Test("after a search, every result's thumbnail is already fetched: showing it costs no request")
    func prefetched() async throws {
        try await CalyxWorld.run { world in
            try await world.illustrate(["Rosa gallica", "Rosa rugosa", "Rosa canina"])
            let client = world.client()
            let loader = ImageLoader(baseURL: world.url, fetcher: HTTPImageFetcher(), disk: nil)
            let search = CatalogSearchModel(client: client, history: SearchHistoryModel(client: client), images: loader, sleep: { _ in })
            search.type("rosa")
            await search.search()
            let paths = Set(search.results.compactMap { $0.image?.url })
            #expect(paths.count >= 2)
            // The prefetches finish (bounded: only a hang fails).
            _ = await pollUntil { await loader.pendingPrefetches == 0 }
            let fetched = loader.stats.networkFetches
            #expect(fetched == paths.count)
            for path in paths { _ = try await loader.image(at: try #require(loader.url(for: path))) }
            #expect(loader.stats.networkFetches == fetched)
            #expect(loader.stats.memoryHits == paths.count)
        }
    }
}
