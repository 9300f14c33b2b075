import Foundation
import ObjectStorage

/// Blobs as objects of an S3-compatible bucket under `<prefix>/<name>`, for apps served by several
/// instances. A PUT is atomic on S3: readers see the old object or the whole new one.
public struct S3BlobStore: BlobStore {
    public let client: S3Client
    /// The folder of the bucket this store owns (`blobs/couples`), so apps never see each other's blobs.
    public let prefix: String

    public init(client: S3Client, prefix: String) {
        self.client = client
        self.prefix = prefix
    }

    func key(_ name: BlobName) -> String { "\(prefix)/\(name)" }

    public func put(_ bytes: [UInt8], as name: BlobName) async throws {
        try await client.put(bytes, key: key(name))
    }

    public func get(_ name: BlobName) async throws -> [UInt8]? {
        try await client.get(key(name))
    }

    public func delete(_ name: BlobName) async throws {
        try await client.delete(key(name))
    }

    public func deleteAll(under prefix: BlobName) async throws {
        try await client.deleteAll(under: key(prefix) + "/")
    }

    public func children(of prefix: BlobName) async throws -> [String] {
        let folder = key(prefix) + "/"
        let names = try await client.keys(under: folder).compactMap { key -> String? in
            guard let segment = key.dropFirst(folder.count).split(separator: "/", omittingEmptySubsequences: false).first else { return nil }
            return String(segment)
        }
        return Set(names).filter(BlobName.isSegment).sorted()
    }
}

extension ObjectStorageSettings {
    /// A client for this bucket on the shared S3 connection pool.
    public var client: S3Client { S3Client(location: location, credentials: credentials) }

    /// The blob store of `app`: a folder of the bucket when object storage is set, else `<data dir>/<app>`.
    public static func blobStore(for app: String, configuration: ServerConfiguration) -> any BlobStore {
        guard let settings = configuration.objectStorage else {
            return DiskBlobStore(root: configuration.dataDirectory.appendingPathComponent(app, isDirectory: true))
        }
        return S3BlobStore(client: settings.client, prefix: "blobs/\(app)")
    }
}
