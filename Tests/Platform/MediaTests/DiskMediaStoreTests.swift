import Foundation
import Media
import ServerKitTestSupport
import Testing

@Suite("Disk media store")
struct DiskMediaStoreTests {
    let key = MediaKey(content: "0123456789abcdef0123456789abcdef", variant: .medium)

    @Test("files are written whole, read back, and deleted in every encoding")
    func roundTrip() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let store = DiskMediaStore(dataDirectory: scratch.url)
        #expect(try await store.get(key, encoding: .webp) == nil)
        #expect(try await !store.contains(key, encoding: .webp))

        try await store.put(Array("webp bytes".utf8), for: key, encoding: .webp)
        try await store.put(Array("jpeg bytes".utf8), for: key, encoding: .jpeg)
        try await store.put(Array("jpeg bytes, again".utf8), for: key, encoding: .jpeg)
        #expect(try await store.get(key, encoding: .webp).map { String(buffer: $0) } == "webp bytes")
        #expect(try await store.get(key, encoding: .jpeg).map { String(buffer: $0) } == "jpeg bytes, again")
        // Fanned out by the key's first two digits; no temporary file is left behind.
        #expect(Set(scratch.files()) == ["media/01/\(key).webp", "media/01/\(key).jpg"])

        try await store.delete(key)
        try await store.delete(key)  // absent is fine
        #expect(scratch.files().isEmpty)
    }

    @Test("keys are 32 hex digits and a variant; nothing else parses")
    func keys() {
        #expect(MediaKey("0123456789abcdef0123456789abcdef-thumb") == MediaKey(content: "0123456789abcdef0123456789abcdef", variant: .thumb))
        for text in [
            "0123456789abcdef0123456789abcdef", "0123456789ABCDEF0123456789ABCDEF-thumb", "../../secrets/cursor.key",
            "0123456789abcdef0123456789abcde-thumb", "0123456789abcdef0123456789abcdef-original", "0123456789abcdef0123456789abcdef-thumb/..",
        ] {
            #expect(MediaKey(text) == nil, "\(text)")
        }
    }

    @Test("the same bytes get the same key in one app, different keys in another")
    func contentAddressing() {
        let bytes = Array("a photo".utf8)
        #expect(MediaKey.content(of: bytes, scope: "calyx") == MediaKey.content(of: bytes, scope: "calyx"))
        #expect(MediaKey.content(of: bytes, scope: "calyx") != MediaKey.content(of: bytes, scope: "couples"))
        #expect(MediaKey.content(of: bytes, scope: "calyx") != MediaKey.content(of: bytes + [0], scope: "calyx"))
    }

    @Test("temporary files a crash left are removed once a minute old; younger ones and real files stay")
    func abandonedWrites() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let store = DiskMediaStore(dataDirectory: scratch.url)
        try await store.put(Array("webp bytes".utf8), for: key, encoding: .webp)
        let folder = scratch.url.appendingPathComponent("media/01")
        let old = folder.appendingPathComponent(".tmp-\(UUID().uuidString)")
        let young = folder.appendingPathComponent(".tmp-\(UUID().uuidString)")
        try Data("half a file".utf8).write(to: old)
        try Data("a write in progress".utf8).write(to: young)
        // An hour apart, so that however slowly a loaded machine gets here the young file is still young.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-7200)], ofItemAtPath: old.path)
        #expect(try await store.removeAbandonedWrites(olderThan: .seconds(3600)) == 1)
        #expect(Set(scratch.files()) == ["media/01/\(key).webp", "media/01/\(young.lastPathComponent)"])
    }
}
