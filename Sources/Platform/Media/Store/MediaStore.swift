import Foundation
import NIOCore

/// Where variant files live. Keys are content-addressed, so a write never changes what a key served
/// before; writes are atomic, so a reader sees the whole file or nothing.
public protocol MediaStore: Sendable {
    func put(_ bytes: [UInt8], for key: MediaKey, encoding: MediaEncoding) async throws
    /// The file, or nil when it does not exist.
    func get(_ key: MediaKey, encoding: MediaEncoding) async throws -> ByteBuffer?
    func contains(_ key: MediaKey, encoding: MediaEncoding) async throws -> Bool
    /// Removes every encoding of the key; removing what is absent is not an error.
    func delete(_ key: MediaKey) async throws
    /// Up to `count` bytes of the file from `offset` (fewer at its end, none past it), so a large file
    /// can be sent without holding it whole; nil when it does not exist.
    func read(_ key: MediaKey, encoding: MediaEncoding, offset: Int, count: Int) async throws -> [UInt8]?
    /// A URL a client may fetch the file from directly for `expires` (a presigned object-store URL), or
    /// nil when only this server can serve it.
    func directURL(_ key: MediaKey, encoding: MediaEncoding, expires: Duration) -> URL?
    /// Removes what writes a crash cut short left behind (older than `olderThan`); how many went.
    func removeAbandonedWrites(olderThan: Duration) async throws -> Int
}

extension MediaStore {
    public func directURL(_ key: MediaKey, encoding: MediaEncoding, expires: Duration) -> URL? { nil }

    /// Stores whose writes are atomic leave nothing behind (an S3 PUT).
    public func removeAbandonedWrites(olderThan: Duration) async throws -> Int { 0 }

    /// For stores that can only fetch a whole file.
    public func read(_ key: MediaKey, encoding: MediaEncoding, offset: Int, count: Int) async throws -> [UInt8]? {
        guard let file = try await get(key, encoding: encoding) else { return nil }
        guard offset < file.readableBytes else { return [] }
        return file.getBytes(at: file.readerIndex + offset, length: min(count, file.readableBytes - offset))
    }
}
