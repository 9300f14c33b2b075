import DandelionCore
import Foundation
import Testing

/// Nothing written reaches the file system: a whole session — writing, prompts, settings, a purchase,
/// blowing, releasing, backgrounding — and then every byte under the app's directories is searched.
@MainActor
@Suite struct WritingPrivacyTests {
    @Test func nothingWrittenReachesTheDisk() async throws {
        let container = FileManager.default.temporaryDirectory.appendingPathComponent("dandelion-privacy-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: container) }
        let support = container.appendingPathComponent("Library/Application Support")
        let storeClient = StoreStandIn()
        let app = DandelionAppModel(storage: FileKeyValueStore(directory: support), storeClient: storeClient, seed: 11, region: "GB")
        app.sceneDidBecomeActive()

        let secret = "Zephyrine-quokka-4471 I never told anyone about the letter"
        let second = "Moonwort-tamarind-9032 and the second page"
        app.writing.text = secret
        app.writing.microphone = .granted
        app.writing.readyToRelease()
        #expect(app.writing.shouldListen)
        app.writing.handle(.began(time: 1), strength: 0.8)
        let request = try #require(app.writing.takePendingRelease())
        #expect(request.text == secret)
        #expect(app.writing.text.isEmpty)
        app.release.begin(request, bounds: SIMD2(390, 844), systemReduceMotion: false) { text, granularity in
            MonospaceLayout(width: 350).place(text, as: granularity)
        }
        var time = 0.0
        while app.release.phase == .drifting && time < 10 {
            app.release.advance(to: time)
            time += 1.0 / 60
        }
        #expect(app.release.field == nil)

        // Settings, prompts and a purchase are all written while words are on the page.
        app.writing.text = second
        await app.premium.buy(.premium)
        app.settings.select(.night)
        var preferences = app.settings.preferences
        preferences.seedGranularity = .words
        app.settings.preferences = preferences
        _ = app.prompts.next()
        app.prompts.addCustomPrompt("What are you carrying that isn't yours?")
        app.sceneDidEnterBackground()
        // Kept in memory through a short stay in the background, so the scan below runs while the words
        // are still held: they must be nowhere on disk even then.
        #expect(app.writing.text == second)

        // The store really wrote something, and the search can see it: the custom prompt (kept on purpose)
        // is found in plain text, so writing stored the same way would be found too.
        let files = try Self.files(under: container)
        #expect(!files.isEmpty)
        let everything = try files.map { try Data(contentsOf: $0) }.reduce(Data(), +)
        #expect(everything.range(of: Data("carrying that isn't yours".utf8)) != nil, "the scan must see what the store keeps")
        let reloaded = FileKeyValueStore(directory: support)
        let reopened = DandelionAppModel(storage: reloaded, storeClient: storeClient, seed: 12, region: "GB")
        #expect(reopened.store.preferences.theme == .night)
        #expect(reopened.store.usage.releases == 1 && reopened.store.usage.blowReleases == 1)
        for file in files {
            let bytes = try Data(contentsOf: file)
            for phrase in [secret, second] {
                for fragment in [String(phrase.prefix(22)), "quokka", "tamarind", "letter"] {
                    for encoding in [String.Encoding.utf8, .utf16LittleEndian, .utf16BigEndian] {
                        let needle = try #require(fragment.data(using: encoding))
                        #expect(bytes.range(of: needle) == nil, "\(file.lastPathComponent) contains “\(fragment)”")
                    }
                }
            }
        }
        // Nor does the writing survive in the models' descriptions (what a log line would print).
        #expect(!String(describing: WritingSession()).contains("quokka"))
        var session = WritingSession()
        session.update(secret)
        #expect(!String(describing: session).contains("quokka") && !String(reflecting: session).contains("quokka"))
        let pending = ReleaseRequest(text: secret, method: .blow, strength: 1, direction: SIMD2(0, -1))
        let glyph = PlacedGlyph(text: "quokka", center: .zero, size: SIMD2(1, 1))
        for value in [String(describing: pending), String(reflecting: pending), String(describing: glyph), String(reflecting: glyph)] {
            #expect(!value.contains("quokka"), "\(value)")
        }
        var dumped = ""
        dump(pending, to: &dumped)
        dump(glyph, to: &dumped)
        #expect(!dumped.contains("quokka"), "\(dumped)")
    }

    static func files(under directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }
}
