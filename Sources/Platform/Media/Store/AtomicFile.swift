import Foundation

/// Writes a file so that it appears complete or not at all, even across a power cut: temporary file,
/// fsync, rename over the destination, fsync of the directory (which makes the rename durable).
enum AtomicFile {
    struct Failure: Error, CustomStringConvertible {
        let operation: String
        let path: String
        let code: Int32
        var description: String { "\(operation) \(path): \(String(cString: strerror(code)))" }
    }

    static func write(_ bytes: [UInt8], to destination: String) throws {
        let directory = (destination as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: directory) {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            // A new directory's entry lives in its parent: flush that too, or the rename below could
            // survive a power cut inside a directory that did not.
            syncDirectory((directory as NSString).deletingLastPathComponent)
        }
        let temporary = "\(directory)/.tmp-\(UUID().uuidString)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(operation: "open", path: temporary, code: errno) }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do {
            try bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw Failure(operation: "write", path: temporary, code: errno)
                    }
                    offset += written
                }
            }
            guard fsync(descriptor) == 0 else { throw Failure(operation: "fsync", path: temporary, code: errno) }
            closed = true
            guard close(descriptor) == 0 else { throw Failure(operation: "close", path: temporary, code: errno) }
            guard rename(temporary, destination) == 0 else { throw Failure(operation: "rename", path: destination, code: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
        syncDirectory(directory)
    }

    /// Makes the directory's entries (a rename, a new file) durable.
    private static func syncDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
