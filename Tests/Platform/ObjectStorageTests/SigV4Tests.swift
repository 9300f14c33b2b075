import Foundation
@testable import ObjectStorage
import Testing

/// SigV4 against AWS's own worked example, and the pieces it is made of.
@Suite("SigV4 signing")
struct SigV4Tests {
    @Test("AWS's documented GET Object example signs to the documented signature")
    func awsExample() throws {
        // "Signature Calculations for the Authorization Header: Transferring Payload in a Single Chunk"
        // (Amazon S3 API Reference), example GET Object with a Range header.
        let signer = SigV4(
            credentials: S3Credentials(accessKeyID: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
            region: "us-east-1"
        )
        let date = try #require(ISO8601DateFormatter().date(from: "2013-05-24T00:00:00Z"))
        let headers = signer.sign(
            method: "GET", url: try #require(URL(string: "https://examplebucket.s3.amazonaws.com/test.txt")),
            headers: [("Range", "bytes=0-9")], payloadHash: SigV4.emptyPayloadHash, date: date
        )
        let authorization = try #require(headers.first { $0.0 == "Authorization" }?.1)
        #expect(authorization == "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, "
            + "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41")
        #expect(SigV4.emptyPayloadHash == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test("keys and queries are encoded once, RFC 3986 style; ports other than the scheme's are part of the host")
    func encoding() throws {
        #expect(SigV4.encode(path: "media/ab cd/é+x~_.-") == "media/ab%20cd/%C3%A9%2Bx~_.-")
        #expect(SigV4.encode("a/b") == "a%2Fb")
        #expect(SigV4.canonicalQuery(try #require(URL(string: "https://h/o?uploads=&b=2&a=1&a=0"))) == "a=0&a=1&b=2&uploads=")
        #expect(SigV4.hostHeader(try #require(URL(string: "http://127.0.0.1:9000/b"))) == "127.0.0.1:9000")
        #expect(SigV4.hostHeader(try #require(URL(string: "https://s3.amazonaws.com:443/b"))) == "s3.amazonaws.com")
    }

    @Test("GREENHOUSE_MEDIA_S3_URL: endpoint, bucket, region and style, or a clear error")
    func location() throws {
        let path = try S3Location(parsing: "http://127.0.0.1:9000/media?region=eu-west-2")
        #expect(path.endpoint.absoluteString == "http://127.0.0.1:9000" && path.bucket == "media" && path.region == "eu-west-2" && path.style == .path)
        #expect(path.url(for: "v1/ab cd.webp").absoluteString == "http://127.0.0.1:9000/media/v1/ab%20cd.webp")
        let virtual = try S3Location(parsing: "https://s3.eu-west-2.amazonaws.com/greenhouse-media?region=eu-west-2&style=virtual")
        #expect(virtual.url(for: "k").absoluteString == "https://greenhouse-media.s3.eu-west-2.amazonaws.com/k")
        #expect(throws: S3Location.ParseError.notHTTP) { try S3Location(parsing: "s3://media") }
        #expect(throws: S3Location.ParseError.noBucket) { try S3Location(parsing: "https://s3.amazonaws.com/") }
        #expect(throws: S3Location.ParseError.badBucket("Media_Files")) { try S3Location(parsing: "https://s3.amazonaws.com/Media_Files") }
        #expect(throws: S3Location.ParseError.badStyle("dns")) { try S3Location(parsing: "https://h/media?style=dns") }
        #expect(S3Credentials(environment: ["AWS_ACCESS_KEY_ID": "a"]) == nil)
        #expect(S3Credentials(environment: ["AWS_ACCESS_KEY_ID": "a", "AWS_SECRET_ACCESS_KEY": "b", "AWS_SESSION_TOKEN": ""])?.sessionToken == nil)
    }
}
