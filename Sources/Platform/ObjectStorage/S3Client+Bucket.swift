import Foundation
import NIOHTTP1

extension S3Client {
    /// Makes this client's bucket (CreateBucket); one that exists and is ours already is no error. What
    /// a restore into a new bucket does first, and what keeps one test's bucket apart from another's.
    public func createBucket() async throws {
        var body: [UInt8]?
        if location.region != "us-east-1" {
            // Outside us-east-1, S3 wants the region named in the request's body.
            body = Array(
                """
                <CreateBucketConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">\
                <LocationConstraint>\(S3XML.escape(location.region))</LocationConstraint></CreateBucketConfiguration>
                """.utf8
            )
        }
        let response = try await send(.PUT, key: "", body: body)
        if response.status.code == 409, S3Error(status: 409, body: response.body).code == "BucketAlreadyOwnedByYou" { return }
        try Self.expect(response, [200])
    }

    /// Whether no object's key starts with `prefix`; a bucket that does not exist is made, and is empty.
    /// What a restore into the bucket and an upload of a backup ask before writing.
    public func isEmpty(under prefix: String) async throws -> Bool {
        do {
            return try await keys(under: prefix, pageSize: 1).isEmpty
        } catch let error as S3Error where error.code == "NoSuchBucket" {
            try await createBucket()
            return true
        }
    }
}
