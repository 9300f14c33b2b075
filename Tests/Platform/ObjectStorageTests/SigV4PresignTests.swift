import Foundation
@testable import ObjectStorage
import Testing

@Suite("SigV4 presigned URLs")
struct SigV4PresignTests {
    @Test("AWS's documented presigned GET example signs to the documented signature")
    func awsExample() throws {
        // "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)", Amazon S3 API
        // Reference: GET examplebucket/test.txt for 86,400 s from 2013-05-24T00:00:00Z.
        let signer = SigV4(
            credentials: S3Credentials(accessKeyID: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
            region: "us-east-1"
        )
        let date = try #require(ISO8601DateFormatter().date(from: "2013-05-24T00:00:00Z"))
        let url = signer.presign(
            method: "GET", url: try #require(URL(string: "https://examplebucket.s3.amazonaws.com/test.txt")), expires: .seconds(86_400), date: date
        )
        let query = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(query.first { $0.name == "X-Amz-Signature" }?.value == "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404")
        #expect(query.first { $0.name == "X-Amz-Credential" }?.value == "AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request")
        #expect(query.first { $0.name == "X-Amz-Expires" }?.value == "86400")
        #expect(url.host() == "examplebucket.s3.amazonaws.com" && url.path() == "/test.txt")
    }

    /// moto cannot check a presigned URL (its signature check reads only the Authorization header), so
    /// the URL the media redirect uses is checked against botocore's signer, an independent
    /// implementation that reproduces AWS's example above: `S3SigV4QueryAuth(Credentials("id",
    /// "secret"), "s3", "eu-west-1", expires=900)` at 2026-11-25T12:00:00Z, on this URL (botocore 1.x
    /// from moto 5.2.5's environment).
    @Test("a path-style URL with a port, a non-ASCII key and response headers signs as botocore signs it")
    func botocoreCrossCheck() throws {
        let client = S3Client(
            location: S3Location(endpoint: try #require(URL(string: "http://127.0.0.1:9000")), bucket: "bucket-one", region: "eu-west-1"),
            credentials: S3Credentials(accessKeyID: "id", secretAccessKey: "secret"),
            now: { Date(timeIntervalSince1970: 1_795_608_000) }  // 2026-11-25T12:00:00Z
        )
        let url = client.presignedGET("media/ab/photo é.webp", expires: .seconds(900), responseHeaders: [
            URLQueryItem(name: "response-cache-control", value: "public, max-age=31536000, immutable"),
            URLQueryItem(name: "response-content-type", value: "image/webp"),
        ])
        #expect(url.absoluteString == "http://127.0.0.1:9000/bucket-one/media/ab/photo%20%C3%A9.webp"
            + "?response-cache-control=public%2C%20max-age%3D31536000%2C%20immutable&response-content-type=image%2Fwebp"
            + "&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=id%2F20261125%2Feu-west-1%2Fs3%2Faws4_request"
            + "&X-Amz-Date=20261125T120000Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host"
            + "&X-Amz-Signature=ba6cd413e51cba6e6b585f03459a9aa9e3674a09404597dc14c1acd6c20501f4")
    }

    @Test("response headers asked of the store are part of what is signed")
    func responseHeadersSigned() throws {
        let signer = SigV4(credentials: S3Credentials(accessKeyID: "id", secretAccessKey: "secret"), region: "eu-west-1")
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let base = try #require(URL(string: "https://s3.example.com/bucket/media/ab/key.webp"))
        let plain = signer.presign(method: "GET", url: base, expires: .seconds(900), date: date)
        let withType = signer.presign(
            method: "GET", url: try #require(URL(string: base.absoluteString + "?response-content-type=image%2Fwebp")), expires: .seconds(900), date: date
        )
        func signature(_ url: URL) -> String? {
            URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "X-Amz-Signature" }?.value
        }
        #expect(signature(plain) != nil && signature(plain) != signature(withType))
        #expect(withType.query()?.hasPrefix("response-content-type=image%2Fwebp&X-Amz-Algorithm=AWS4-HMAC-SHA256") == true)
    }
}
