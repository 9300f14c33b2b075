import Foundation
import GifterAPI
@testable import GifterServer
import Media
import ServerKit
import ServerKitTestSupport
import Testing

/// The sample products' pictures, drawn from palette and motif and rendered through the media pipeline
/// as `greenhouse seed` does, then served at `/media/…` and handed out in every product card.
@Suite("Gifter product pictures")
struct ProductImagesTests {
    @Test("one product of every motif is drawn, served as a real image, and drawn once", arguments: TestDatabases.backends)
    func pictures(backend: DatabaseBackend) async throws {
        try await GifterHarness.run(backend: backend, environment: ["GIFTER_CATALOG_REFRESH_SECONDS": "0.05"]) { harness in
            let sample = try SampleCatalog.products.get()
            var byMotif: [String: Product] = [:]
            for product in sample {
                if case .drawn(_, let motif) = product.images.first, byMotif[motif] == nil { byMotif[motif] = product }
            }
            #expect(byMotif.count == 16)
            let chosen = byMotif.values.sorted { $0.id < $1.id }
            let configuration = try harness.server.isolation.configuration()
            let drawn = try await harness.withDatabase { database in
                let library = MediaLibrary(
                    database: database, store: DiskMediaStore(dataDirectory: configuration.dataDirectory), processor: .shared,
                    wallClock: harness.clock, scope: "gifter"
                )
                let illustrator = ProductIllustrator(library: library, wallClock: harness.clock) { _ in }
                let first = try await illustrator.illustrate(chosen)
                let again = try await illustrator.illustrate(chosen)
                return (first, again)
            }
            #expect(drawn.0 == 16 && drawn.1 == 0)
            let mia = try await harness.person("Mia")
            // The server's catalog picks the pictures up when its version moves.
            var card: Components.Schemas.ProductDetail?
            _ = try await pollUntil(every: .milliseconds(50)) {
                card = try await harness.client(token: mia.token).getProduct(path: .init(productId: chosen[0].id)).ok.body.json
                return card?.product.images.first?.url != nil
            }
            let image = try #require(card?.product.images.first)
            #expect(image.kind == .drawn && image.motif != nil && image.palette?.count == 2)
            let url = try #require(image.url)
            #expect(url.hasPrefix("/media/"))
            let served = try await harness.raw.execute(.init(url, method: .get, headers: [.accept: "image/webp"]))
            #expect(served.status == .ok)
            #expect(served.headers[.contentType]?.hasPrefix("image/") == true)
            #expect((served.body?.readableBytes ?? 0) > 1_000)
            // A product not drawn yet still carries its palette and motif, without a URL.
            let undrawn = try #require(sample.first { product in !chosen.contains { $0.id == product.id } })
            let plain = try await harness.client(token: mia.token).getProduct(path: .init(productId: undrawn.id)).ok.body.json
            #expect(plain.product.images.first?.url == nil && plain.product.images.first?.motif != nil)
        }
    }

    @Test("colours that are not #rrggbb never reach the SVG")
    func safeColours() {
        let art = ProductArt(palette: ["red\"/><script>", "#12345"], motif: "mug").svg
        #expect(!art.contains("script") && !art.contains("#12345\""))
        #expect(art.contains("#151515") && art.contains("#8a8a8a"))
    }
}
