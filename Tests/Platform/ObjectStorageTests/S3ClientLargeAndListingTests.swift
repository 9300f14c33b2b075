import Foundation
import ObjectStorage
import ServerKitTestSupport
import Testing

/// Multipart uploads, ranged reads, and listings against the real S3-compatible server
/// (moto, started by `scripts/with-s3.sh` in `make test`), and the server going away mid-upload.
@Suite("S3 client: large objects and listings", .enabled(if: TestS3Server.current != nil))
struct S3ClientLargeAndListingTests {
    static func bytes(_ count: Int, seed: UInt8) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ Int(seed) &+ ($0 >> 13)) }
    }

    @Test("an object above 8 MiB goes up in parts and comes back whole; a range reads its middle; past its end reads nothing")
    func multipart() async throws {
        let (location, credentials) = try #require(TestS3Server.current)
        let client = S3Client(location: location, credentials: credentials)
        let key = "tests/\(UUID().uuidString)/large.bin"
        let bytes = Self.bytes(S3Client.multipartThreshold * 2 + 12_345, seed: 7)
        try await client.put(bytes, key: key, contentType: "application/x-test")
        let info = try #require(try await client.head(key))
        #expect(info.size == bytes.count && info.contentType == "application/x-test")
        // A multipart object's ETag names its part count: three parts of at most 8 MiB.
        #expect(info.eTag?.hasSuffix("-3\"") == true)
        #expect(try await client.get(key) == bytes)
        let middle = S3Client.multipartThreshold - 10
        #expect(try await client.get(key, offset: middle, count: 20) == Array(bytes[middle..<middle + 20]))
        #expect(try await client.get(key, offset: bytes.count - 5, count: 20) == Array(bytes.suffix(5)))
        #expect(try await client.get(key, offset: bytes.count + 10, count: 20) == [])
        #expect(try await client.get("tests/\(UUID().uuidString)", offset: 0, count: 20) == nil)
        try await client.delete(key)
    }

    @Test("the store going away mid-upload fails the upload with S3Unreachable, and nothing is stored under the key")
    func goneMidUpload() async throws {
        let (location, credentials) = try #require(TestS3Server.current)
        let port = try #require(location.endpoint.port)
        // The relay passes the first part and a little of the second, then drops every connection.
        let relay = try await TCPRelay(targetPort: port, cutAfterBytes: S3Client.multipartThreshold + 1_000_000)
        let relayed = S3Location(endpoint: URL(string: "http://127.0.0.1:\(relay.port)")!, bucket: location.bucket, region: location.region)
        let client = S3Client(location: relayed, credentials: credentials, timeout: .seconds(20))
        let key = "tests/\(UUID().uuidString)/cut.bin"
        await #expect(throws: S3Unreachable.self) {
            try await client.put(Self.bytes(S3Client.multipartThreshold * 2 + 1, seed: 3), key: key)
        }
        await #expect(throws: S3Unreachable.self) { try await client.head(key) }
        try await relay.close()
        let direct = S3Client(location: location, credentials: credentials)
        #expect(try await direct.head(key) == nil)
        #expect(try await direct.keys(under: key).isEmpty)
    }

    @Test("a listing follows continuation tokens over several pages, only under its prefix")
    func listing() async throws {
        let (location, credentials) = try #require(TestS3Server.current)
        let client = S3Client(location: location, credentials: credentials)
        let folder = "tests/\(UUID().uuidString)"
        let names = (0..<7).map { "\(folder)/item-\($0)" }
        for name in names { try await client.put([1], key: name) }
        try await client.put([2], key: "\(folder)-elsewhere/item")
        #expect(try await client.keys(under: folder + "/", pageSize: 3).sorted() == names.sorted())
        try await client.deleteAll(under: folder + "/")
        #expect(try await client.keys(under: folder + "/").isEmpty)
        #expect(try await client.keys(under: "\(folder)-elsewhere/") == ["\(folder)-elsewhere/item"])
        try await client.delete("\(folder)-elsewhere/item")
    }
}
