import Foundation

/// The two file operations crash safety rests on: write and flush before a file becomes visible, then
/// make it visible with one atomic rename.
enum DurableFile {
    /// Writes `data` to a new file and flushes it to stable storage.
    static func write(_ data: Data, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }

    /// Flushes a file written by someone else (a zip library) to stable storage.
    static func flush(_ url: URL) throws {
        let handle = try FileHandle(forUpdating: url)
        defer { try? handle.close() }
        try handle.synchronize()
    }

    /// rename(2): atomic within a volume, and it replaces an existing file in the same step
    /// (FileManager's move refuses to replace).
    static func rename(_ source: URL, to destination: URL) throws {
        guard Foundation.rename(source.path, destination.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination.path, "errno": errno])
        }
    }
}
