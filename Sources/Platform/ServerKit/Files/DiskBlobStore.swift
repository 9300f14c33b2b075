import Foundation
import NIOPosix

/// Blobs as files under a directory, written as `DurableFile`s (flushed, renamed into place), with the
/// file work on a thread pool rather than Swift's cooperative threads.
public struct DiskBlobStore: BlobStore {
    public let root: URL
    private let threads: NIOThreadPool

    public init(root: URL, threads: NIOThreadPool = .singleton) {
        self.root = root
        self.threads = threads
    }

    func path(_ name: BlobName) -> String {
        name.segments.reduce(root) { $0.appendingPathComponent($1) }.path
    }

    public func put(_ bytes: [UInt8], as name: BlobName) async throws {
        let destination = path(name)
        try await threads.runIfActive { try DurableFile.replace(destination, with: bytes, permissions: 0o600) }
    }

    public func get(_ name: BlobName) async throws -> [UInt8]? {
        let source = path(name)
        return try await threads.runIfActive { () throws -> [UInt8]? in
            do {
                return [UInt8](try Data(contentsOf: URL(fileURLWithPath: source)))
            } catch CocoaError.fileReadNoSuchFile {
                return nil
            }
        }
    }

    public func delete(_ name: BlobName) async throws {
        let target = path(name)
        try await threads.runIfActive { try DurableFile.remove(target) }
    }

    public func deleteAll(under prefix: BlobName) async throws {
        let directory = path(prefix)
        try await threads.runIfActive {
            guard FileManager.default.fileExists(atPath: directory) else { return }
            try FileManager.default.removeItem(atPath: directory)
        }
    }

    public func children(of prefix: BlobName) async throws -> [String] {
        let directory = path(prefix)
        return try await threads.runIfActive {
            guard FileManager.default.fileExists(atPath: directory) else { return [] }
            return try FileManager.default.contentsOfDirectory(atPath: directory).filter { BlobName.isSegment($0) }.sorted()
        }
    }
}
