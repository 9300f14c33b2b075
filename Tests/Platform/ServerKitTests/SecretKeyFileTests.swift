import Crypto
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("Secret key files")
struct SecretKeyFileTests {
    func bytes(_ key: SymmetricKey) -> Data { key.withUnsafeBytes { Data($0) } }

    @Test("created once, private to the owner, then read back unchanged")
    func createThenReuse() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let url = scratch.url.appendingPathComponent("secrets/cursor.key")
        let first = try SecretKeyFile.loadOrCreate(at: url)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect((attributes[.size] as? Int) == 32)
        #expect(bytes(try SecretKeyFile.loadOrCreate(at: url)) == bytes(first))
        #expect(scratch.files() == ["secrets/cursor.key"], "no temporary file is left behind")
    }

    @Test("processes starting together agree on one key")
    func concurrentCreation() async throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let url = scratch.url.appendingPathComponent("k.key")
        let keys = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<16 {
                group.addTask { bytes(try SecretKeyFile.loadOrCreate(at: url)) }
            }
            return try await group.reduce(into: Set<Data>()) { $0.insert($1) }
        }
        #expect(keys.count == 1)
    }

    @Test("a key file of the wrong length is refused, not silently replaced")
    func corrupt() throws {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let url = scratch.url.appendingPathComponent("k.key")
        try Data([1, 2, 3]).write(to: url)
        #expect(throws: SecretKeyFileError.self) { try SecretKeyFile.loadOrCreate(at: url) }
        #expect(try Data(contentsOf: url) == Data([1, 2, 3]))
    }
}
