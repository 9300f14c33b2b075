import Foundation

/// One file of a streamed ZIP archive: its name, and its bytes read a piece at a time when the archive
/// reaches it, so only the piece being sent is in memory.
public struct ZipEntry: Sendable {
    /// The bytes from `offset` on: the next piece, or nil (or empty) once there are no more.
    public typealias Read = @Sendable (_ offset: Int) async throws -> [UInt8]?

    public let name: String
    public let read: Read

    public init(name: String, read: @escaping Read) {
        self.name = name
        self.read = read
    }

    /// An entry whose bytes are made when the archive reaches it (a JSON document), all at once.
    public static func document(_ name: String, make: @escaping @Sendable () async throws -> [UInt8]) -> ZipEntry {
        ZipEntry(name: name) { offset in offset == 0 ? try await make() : nil }
    }
}
