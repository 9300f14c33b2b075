import Foundation
import ObjectStorage
import ServerKit
import ServerKitTestSupport
import Testing

/// The blob store on the real S3-compatible server (moto, started by `scripts/with-s3.sh`), as Couples
/// keeps its encrypted photos when several instances serve it.
@Suite("S3 blob store", .enabled(if: TestS3Server.current != nil))
struct S3BlobStoreTests {
    @Test("blobs round-trip under the app's folder; children lists one level; deleteAll removes a group and nothing else")
    func roundTrip() async throws {
        let settings = try #require(TestS3Server.settings())
        let app = "t\(UUID().uuidString.prefix(8).lowercased())"
        var configuration = ServerConfiguration()
        configuration.objectStorage = settings
        let store = ObjectStorageSettings.blobStore(for: app, configuration: configuration)
        #expect(store is S3BlobStore)
        let pairA = try #require(BlobName(["photos", "pair-a"]))
        let pairB = try #require(BlobName(["photos", "pair-b"]))
        let first = try #require(pairA.appending("upload-1-full"))
        let second = try #require(pairA.appending("upload-2-thumb"))
        let other = try #require(pairB.appending("upload-3-full"))
        #expect(try await store.get(first) == nil)
        try await store.put([1, 2, 3], as: first)
        try await store.put([4, 5], as: second)
        try await store.put([6], as: other)
        try await store.put([1, 2, 3, 4], as: first)
        #expect(try await store.get(first) == [1, 2, 3, 4])
        #expect(try await store.children(of: try #require(BlobName(["photos"]))) == ["pair-a", "pair-b"])
        #expect(try await store.children(of: pairA) == ["upload-1-full", "upload-2-thumb"])
        // The objects are where the folder says, readable by anyone holding the bucket's keys.
        #expect(try await settings.client.get("blobs/\(app)/photos/pair-b/upload-3-full") == [6])

        try await store.deleteAll(under: pairA)
        #expect(try await store.children(of: pairA).isEmpty)
        #expect(try await store.get(other) == [6])
        try await store.delete(other)
        try await store.delete(other)
        #expect(try await store.children(of: try #require(BlobName(["photos"]))).isEmpty)
    }

    @Test("without object storage, blobs stay in the data directory")
    func diskByDefault() {
        #expect(ObjectStorageSettings.blobStore(for: "couples", configuration: ServerConfiguration()) is DiskBlobStore)
    }

    @Test("GREENHOUSE_MEDIA_S3_URL with its credentials and serving mode, or an error naming the variable")
    func settingsFromEnvironment() throws {
        let url = "https://s3.eu-west-1.amazonaws.com/greenhouse-media?region=eu-west-1&style=virtual"
        let keys = ["AWS_ACCESS_KEY_ID": "id", "AWS_SECRET_ACCESS_KEY": "secret"]
        #expect(try ServerConfiguration(environment: [:]).objectStorage == nil)
        let settings = try #require(try ServerConfiguration(environment: keys.merging(["GREENHOUSE_MEDIA_S3_URL": url]) { $1 }).objectStorage)
        #expect(settings.location.bucket == "greenhouse-media" && settings.location.region == "eu-west-1" && settings.location.style == .virtual)
        #expect(settings.mediaServing == .proxy)
        let redirect = try ServerConfiguration(environment: keys.merging(["GREENHOUSE_MEDIA_S3_URL": url, "GREENHOUSE_MEDIA_SERVING": "redirect"]) { $1 })
        #expect(redirect.objectStorage?.mediaServing == .redirect)
        func variable(_ environment: [String: String]) -> String? {
            do {
                _ = try ServerConfiguration(environment: environment)
                return nil
            } catch {
                return error.variable
            }
        }
        #expect(variable(["GREENHOUSE_MEDIA_S3_URL": url]) == "AWS_ACCESS_KEY_ID")
        #expect(variable(keys.merging(["GREENHOUSE_MEDIA_S3_URL": "ftp://x/bucket"]) { $1 }) == "GREENHOUSE_MEDIA_S3_URL")
        #expect(variable(keys.merging(["GREENHOUSE_MEDIA_S3_URL": url, "GREENHOUSE_MEDIA_SERVING": "sometimes"]) { $1 }) == "GREENHOUSE_MEDIA_SERVING")
    }
}
