import Crypto
import Foundation
import NIOPosix
import ObjectStorage

/// The object store's objects (media and blobs in S3) into and out of a backup, each with its SHA-256:
/// the object `KEY` is the file `objects/KEY`.
struct BucketCopy {
    static let folder = "objects"

    let client: S3Client

    /// Copies every object of the bucket into `backup`, in key order.
    func backUp(into backup: URL, progress: (String) -> Void) async throws -> ([BackupManifest.File], [BackupManifest.StoredObject]) {
        let keys = try await client.keys(under: "")
        progress("copying \(keys.count) objects from the bucket \(client.location.bucket)")
        var files: [BackupManifest.File] = [], objects: [BackupManifest.StoredObject] = []
        for (index, key) in keys.enumerated() {
            if index > 0, index % 1_000 == 0 { progress("copied \(index) of \(keys.count) objects") }
            let path = try Self.path(of: key)
            // Listed, then gone: deleted while the backup ran (its record went too, or will).
            guard let (bytes, contentType) = try await client.getWithType(key) else { continue }
            let target = backup.appendingPathComponent(path).path
            try await NIOThreadPool.singleton.runIfActive {
                try CheckedCopy.createParent(of: target)
                try DurableFile.replace(target, with: bytes, permissions: 0o600)
            }
            files.append(.init(path: path, bytes: bytes.count, sha256: SHA256.hash(data: bytes).hexString, mode: 0o600))
            objects.append(.init(key: key, path: path, contentType: contentType))
        }
        return (files, objects)
    }

    /// Throws `targetInUse` unless the bucket is empty; makes it when it does not exist.
    func requireEmpty() async throws {
        guard try await client.isEmpty(under: "") else { throw BackupError.targetInUse("the bucket \(client.location.bucket) holds objects") }
    }

    /// Puts every object back from `backup`, each read back from the store and compared with the manifest.
    func restore(_ objects: [BackupManifest.StoredObject], files: [String: BackupManifest.File], from backup: URL, progress: (String) -> Void) async throws {
        progress("restoring \(objects.count) objects into the bucket \(client.location.bucket)")
        for (index, object) in objects.enumerated() {
            if index > 0, index % 1_000 == 0 { progress("restored \(index) of \(objects.count) objects") }
            let source = backup.appendingPathComponent(object.path)
            let bytes = try await NIOThreadPool.singleton.runIfActive { try [UInt8](Data(contentsOf: source)) }
            guard let file = files[object.path], SHA256.hash(data: bytes).hexString == file.sha256 else {
                throw BackupError.damaged(["\(object.path): changed while it was restored"])
            }
            try await client.put(bytes, key: object.key, contentType: object.contentType ?? "application/octet-stream")
            guard let stored = try await client.get(object.key), SHA256.hash(data: stored).hexString == file.sha256 else {
                throw BackupError.damaged(["\(object.key): the store does not give back the bytes restored"])
            }
        }
    }

    /// `objects/KEY`, refusing keys that would climb out of the folder or name nothing.
    static func path(of key: String) throws -> String {
        let parts = key.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { throw BackupError.unsafeObjectKey(key) }
        return "\(folder)/\(key)"
    }
}
