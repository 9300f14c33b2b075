import Foundation
import NIOCore
import NIOPosix
import ServerKit

/// Media files in a directory: `<root>/<first two hex digits>/<key>.<ext>`, fanned out so no directory
/// grows past a few thousand entries. Writes are `DurableFile`s: a crash mid-write leaves no partial
/// file under a real name.
public struct DiskMediaStore: MediaStore {
    public let root: URL
    private let threads: NIOThreadPool

    public init(root: URL, threads: NIOThreadPool = .singleton) {
        self.root = root
        self.threads = threads
    }

    /// The store every app of a server shares: `media/` under the data directory.
    public init(dataDirectory: URL) {
        self.init(root: dataDirectory.appendingPathComponent("media", isDirectory: true))
    }

    func path(_ key: MediaKey, _ encoding: MediaEncoding) -> String {
        root.appendingPathComponent(String(key.content.prefix(2)), isDirectory: true)
            .appendingPathComponent("\(key).\(encoding.fileExtension)").path
    }

    public func put(_ bytes: [UInt8], for key: MediaKey, encoding: MediaEncoding) async throws {
        let destination = path(key, encoding)
        try await threads.runIfActive { try DurableFile.replace(destination, with: bytes) }
    }

    public func get(_ key: MediaKey, encoding: MediaEncoding) async throws -> ByteBuffer? {
        let source = path(key, encoding)
        return try await threads.runIfActive { () throws -> ByteBuffer? in
            do {
                return ByteBuffer(bytes: try Data(contentsOf: URL(fileURLWithPath: source)))
            } catch CocoaError.fileReadNoSuchFile {
                // Absent is an answer (404); any other failure (permissions, I/O) is a server fault.
                return nil
            }
        }
    }

    public func read(_ key: MediaKey, encoding: MediaEncoding, offset: Int, count: Int) async throws -> [UInt8]? {
        let source = path(key, encoding)
        return try await threads.runIfActive { () throws -> [UInt8]? in
            let handle: FileHandle
            do {
                handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: source))
            } catch CocoaError.fileReadNoSuchFile, CocoaError.fileNoSuchFile {
                return nil
            }
            defer { try? handle.close() }
            try handle.seek(toOffset: UInt64(offset))
            return [UInt8](try handle.read(upToCount: count) ?? Data())
        }
    }

    public func contains(_ key: MediaKey, encoding: MediaEncoding) async throws -> Bool {
        let source = path(key, encoding)
        return try await threads.runIfActive { FileManager.default.fileExists(atPath: source) }
    }

    /// The temporary files of `DurableFile` writes a crash cut short.
    public func removeAbandonedWrites(olderThan: Duration) async throws -> Int {
        let root = root.path
        return try await threads.runIfActive {
            guard FileManager.default.fileExists(atPath: root) else { return 0 }
            return try DurableFile.removeAbandonedTemporaries(under: root, olderThan: olderThan)
        }
    }

    public func delete(_ key: MediaKey) async throws {
        let paths = MediaEncoding.allCases.map { path(key, $0) }
        try await threads.runIfActive {
            for path in paths { try DurableFile.remove(path) }
        }
    }
}
