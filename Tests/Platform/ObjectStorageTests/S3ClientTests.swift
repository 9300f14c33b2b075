import Foundation
import ObjectStorage
import ServerKitTestSupport
import Testing

/// The client against a real S3-compatible server on loopback that checks signatures (moto, started by
/// `scripts/with-s3.sh` in `make test`).
@Suite("S3 client", .enabled(if: TestS3Server.current != nil))
struct S3ClientTests {
    static var server: (location: S3Location, credentials: S3Credentials)? { TestS3Server.current }

    @Test("put, head, get and delete an object whose key needs encoding; an absent object is nil; deleting it again is fine")
    func roundTrip() async throws {
        let (location, credentials) = try #require(Self.server)
        let client = S3Client(location: location, credentials: credentials)
        let key = "tests/\(UUID().uuidString)/a photo+é.webp"
        let bytes = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try await client.put(bytes, key: key, contentType: "image/webp")
        let info = try #require(try await client.head(key))
        #expect(info.size == bytes.count && info.contentType == "image/webp" && info.eTag != nil)
        #expect(try await client.get(key) == bytes)
        try await client.delete(key)
        #expect(try await client.get(key) == nil)
        #expect(try await client.head(key) == nil)
        try await client.delete(key)
    }

    @Test("a wrong secret is refused (SignatureDoesNotMatch) and stores nothing; a missing bucket is NoSuchBucket")
    func refused() async throws {
        let (location, credentials) = try #require(Self.server)
        let wrong = S3Client(location: location, credentials: S3Credentials(accessKeyID: credentials.accessKeyID, secretAccessKey: "not the secret"))
        let key = "tests/\(UUID().uuidString)"
        await #expect(throws: S3Error.self) { try await wrong.put([1, 2, 3], key: key) }
        do {
            try await wrong.put([1, 2, 3], key: key)
        } catch let error as S3Error {
            #expect(error.status == 403 && error.code == "SignatureDoesNotMatch")
        }
        #expect(try await S3Client(location: location, credentials: credentials).head(key) == nil)

        let elsewhere = S3Location(endpoint: location.endpoint, bucket: "no-such-bucket", region: location.region)
        do {
            try await S3Client(location: elsewhere, credentials: credentials).put([1], key: key)
            Issue.record("a put into a missing bucket succeeded")
        } catch let error as S3Error {
            #expect(error.status == 404 && error.code == "NoSuchBucket")
        }
    }
}
