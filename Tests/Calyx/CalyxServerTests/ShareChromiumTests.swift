import CalyxAPI
import Foundation
import Media
import ServerKit
import ServerKitTestSupport
import Testing

/// Share pages as a phone's browser shows them: a real headless Chromium loads the page from the real
/// server, and its screenshot is read back pixel by pixel.
@Suite("Calyx share pages in Chromium")
struct ShareChromiumTests {
    static func chromium() throws -> ExternalCommand {
        try ExternalCommand.find(["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"], package: "chromium")
    }

    /// Headless as root (no sandbox), an iPhone's 390 × 844 points at scale 1, a throwaway profile (so
    /// nothing is cached between runs) and time for every picture to arrive before the capture.
    static func arguments(profile: TemporaryDirectory) -> [String] {
        [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--no-default-browser-check",
            "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=390,844", "--virtual-time-budget=15000",
            "--user-data-dir=\(profile.url.path)",
        ]
    }

    /// A screenshot of `url`, decoded.
    static func screenshot(_ url: String, _ chromium: ExternalCommand, into directory: TemporaryDirectory) async throws -> ImageInspection {
        let profile = try TemporaryDirectory()
        defer { profile.remove() }
        let file = directory.url.appendingPathComponent("share-\(UUID().uuidString).png")
        _ = try await chromium.run(arguments(profile: profile) + ["--screenshot=\(file.path)", url])
        return try ImageInspection(Array(try Data(contentsOf: file)))
    }

    /// The hero picture's box at the top of the page: full width, 4:3 (`.hero` in head.mustache).
    static let hero = (x: 0..<390, y: 0..<292)

    @Test("a shared collection renders in headless Chromium at phone width: its title, preview tags and cover picture", arguments: TestDatabases.backends)
    func collectionInChromium(_ backend: DatabaseBackend) async throws {
        let chromium = try Self.chromium()
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try await CalyxHarness.run(backend: backend) { calyx in
            let fixture = try await ShareFixture.make(calyx)
            let base = "http://127.0.0.1:\(calyx.server.port)"
            let url = "\(base)/calyx/share/collections/\(fixture.collectionID)"

            let profile = try TemporaryDirectory()
            defer { profile.remove() }
            let dom = String(decoding: try await chromium.run(Self.arguments(profile: profile) + ["--dump-dom", url]), as: UTF8.self)
            #expect(dom.contains("<title>Blue and red · Calyx</title>"), "\(dom.prefix(600))")
            #expect(dom.contains(#"<meta property="og:title" content="Blue and red">"#))
            let image = try #require(SharePagesTests.meta("og:image", in: dom), "og:image in the rendered page")
            #expect(image.hasPrefix("\(base)/media/"))
            #expect(dom.contains(#"<meta property="og:url" content="\#(url)">"#))
            #expect(dom.contains("Pōhutukawa"))

            let shot = try await Self.screenshot(url, chromium, into: scratch)
            #expect(shot.width == 390 && shot.height == 844, "a phone-sized screenshot, got \(shot.width)×\(shot.height)")
            // The cover as stored, cropped as `object-fit: cover` crops a square into 4:3.
            let key = try #require(MediaKey(image.split(separator: "/").last!))
            let stored = try ImageInspection(Array(buffer: try #require(try await calyx.raw.get("/media/\(key)", headers: [.accept: "image/jpeg"]).body)))
            let expected = PaintedPixels(stored, x: 0..<stored.width, y: (stored.height / 8)..<(stored.height * 7 / 8))
            let drawn = PaintedPixels(shot, x: Self.hero.x, y: Self.hero.y)
            #expect(drawn.fraction > 0.03, "the cover is painted: \(drawn)")
            #expect(drawn.resembles(expected), "the cover's colours: drawn \(drawn), stored \(expected)")
            // Below it, still on the first screen, the page itself: the Botanical Green "Open in Calyx" button.
            let button = Self.hero.y.upperBound..<shot.height
            let green = button.reduce(0) { count, row in
                count + (0..<shot.width).filter { column in
                    let pixel = shot.pixel(x: column, y: row)
                    return abs(Int(pixel.red) - 0x2D) <= 12 && abs(Int(pixel.green) - 0x50) <= 12 && abs(Int(pixel.blue) - 0x16) <= 12
                }.count
            }
            #expect(green > 3_000, "the Open in Calyx button on the first screen: \(green) green pixels")

            // The same check on a page whose picture cannot load (its files gone) finds the box blank.
            // Every size goes: a larger size whose thumbnail is stored is one still being made, waited for.
            let store = DiskMediaStore(dataDirectory: try calyx.server.isolation.configuration().dataDirectory)
            for variant in MediaVariant.allCases { try await store.delete(MediaKey(content: key.content, variant: variant)) }
            #expect(try await calyx.raw.get("/media/\(key)").status == .notFound)
            let broken = PaintedPixels(try await Self.screenshot(url, chromium, into: scratch), x: Self.hero.x, y: Self.hero.y)
            #expect(broken.fraction < 0.03, "a picture that did not load leaves its box blank: \(broken)")
        }
    }
}
