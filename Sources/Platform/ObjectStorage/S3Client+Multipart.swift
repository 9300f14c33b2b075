import Foundation
import NIOHTTP1

extension S3Client {
    /// Bodies above this go up in parts (S3's minimum part size is 5 MiB; 8 MiB is what AWS's own
    /// tools use).
    public static let multipartThreshold = 8 << 20
    static let partSize = 8 << 20

    /// CreateMultipartUpload, one UploadPart per 8 MiB, CompleteMultipartUpload. Any failure aborts
    /// the upload so the store keeps no orphaned parts and the key never shows a partial object.
    func putMultipart(_ bytes: [UInt8], key: String, contentType: String) async throws {
        let created = try await send(.POST, key: key, query: [URLQueryItem(name: "uploads", value: "")], headers: [("Content-Type", contentType)])
        try Self.expect(created, [200])
        guard let uploadID = S3XML.element("UploadId", in: created.body) else {
            throw S3Error(status: Int(created.status.code), body: created.body)
        }
        do {
            var parts: [(number: Int, eTag: String)] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Self.partSize)
                let number = parts.count + 1
                let query = [URLQueryItem(name: "partNumber", value: String(number)), URLQueryItem(name: "uploadId", value: uploadID)]
                let response = try await send(.PUT, key: key, query: query, body: Array(bytes[start..<end]))
                try Self.expect(response, [200])
                guard let eTag = response.headers.first(name: "etag") else { throw S3Error(status: 200, body: Array("<Code>MissingETag</Code>".utf8)) }
                parts.append((number, eTag))
                start = end
            }
            let document = "<CompleteMultipartUpload>"
                + parts.map { "<Part><PartNumber>\($0.number)</PartNumber><ETag>\(S3XML.escape($0.eTag))</ETag></Part>" }.joined()
                + "</CompleteMultipartUpload>"
            let completed = try await send(
                .POST, key: key, query: [URLQueryItem(name: "uploadId", value: uploadID)], body: Array(document.utf8),
                headers: [("Content-Type", "application/xml")]
            )
            try Self.expect(completed, [200])
            // S3 may answer 200 and put the error in the body of a completion that failed late.
            if S3XML.element("Error", in: completed.body) != nil || S3XML.element("Code", in: completed.body) != nil {
                throw S3Error(status: 200, body: completed.body)
            }
        } catch {
            _ = try? await send(.DELETE, key: key, query: [URLQueryItem(name: "uploadId", value: uploadID)])
            throw error
        }
    }
}
