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
}
