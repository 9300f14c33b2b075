import ClientKit
import Foundation
import Testing

@Suite("File token store")
struct FileTokenStoreTests {
    @Test("tokens survive in a private file, are replaced whole, and are removed on clear")
    func roundTrip() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileTokenStore(url: directory.appendingPathComponent("session.json"))
        #expect(try await store.load() == nil)
        let first = AuthTokens(accessToken: "a1", refreshToken: "r1", accessTokenExpiresAt: Date(timeIntervalSince1970: 1_800_000_000))
        try await store.save(first)
        #expect(try await store.load() == first)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.url.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let second = AuthTokens(accessToken: "a2", refreshToken: "r2", accessTokenExpiresAt: Date(timeIntervalSince1970: 1_800_003_600))
        try await store.save(second)
        #expect(try await store.load() == second)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["session.json"], "no temporary files left")
        try await store.clear()
        #expect(try await store.load() == nil)
    }
}
