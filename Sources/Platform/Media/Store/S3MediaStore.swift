import Foundation
import NIOCore
import ObjectStorage

/// Media files as objects of an S3-compatible bucket: `media/<first two hex digits>/<key>.<ext>`, the
/// disk store's layout, so a bucket can be filled by copying a data directory's `media/` folder.
/// Every instance of a server sees the same files. An S3 PUT is atomic, as the disk store's writes are.
public struct S3MediaStore: MediaStore {
    public let client: S3Client

    public init(client: S3Client) {
        self.client = client
    }

    func objectKey(_ key: MediaKey, _ encoding: MediaEncoding) -> String {
        "media/\(key.content.prefix(2))/\(key).\(encoding.fileExtension)"
    }

    public func put(_ bytes: [UInt8], for key: MediaKey, encoding: MediaEncoding) async throws {
        try await client.put(bytes, key: objectKey(key, encoding), contentType: encoding.contentType)
    }

    public func get(_ key: MediaKey, encoding: MediaEncoding) async throws -> ByteBuffer? {
        try await client.get(objectKey(key, encoding)).map { ByteBuffer(bytes: $0) }
    }

    public func read(_ key: MediaKey, encoding: MediaEncoding, offset: Int, count: Int) async throws -> [UInt8]? {
        try await client.get(objectKey(key, encoding), offset: offset, count: count)
    }

    public func contains(_ key: MediaKey, encoding: MediaEncoding) async throws -> Bool {
        try await client.head(objectKey(key, encoding)) != nil
    }

    public func delete(_ key: MediaKey) async throws {
        for encoding in MediaEncoding.allCases { try await client.delete(objectKey(key, encoding)) }
    }

    /// A presigned URL valid for `expires`, which makes the store answer with our caching and type.
    public func directURL(_ key: MediaKey, encoding: MediaEncoding, expires: Duration) -> URL? {
        client.presignedGET(objectKey(key, encoding), expires: expires, responseHeaders: [
            URLQueryItem(name: "response-cache-control", value: MediaRoutes.cacheControl),
            URLQueryItem(name: "response-content-type", value: encoding.contentType),
        ])
    }
}
