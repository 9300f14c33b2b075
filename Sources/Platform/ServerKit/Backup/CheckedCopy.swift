import Crypto
import Foundation

/// Copies one file a megabyte at a time, taking its SHA-256 on the way, and flushes the copy: what a
/// backup and a restore do with every file that is not a database.
enum CheckedCopy {
    struct Copied: Equatable {
        let bytes: Int
        let sha256: String
    }

    /// Makes the folders above `path` that are missing, readable by their owner only (a backup holds keys).
    static func createParent(of path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]
        )
    }

    static func copy(_ source: String, to destination: String, mode: mode_t) throws -> Copied {
        try createParent(of: destination)
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard output >= 0 else { throw DurableFile.Failure(operation: "create", path: destination, code: errno) }
        defer { close(output) }
        let copied = try read(source) { chunk in try chunk.withUnsafeBytes { try DurableFile.writeAll($0, to: output, path: destination) } }
        guard fsync(output) == 0 else { throw DurableFile.Failure(operation: "fsync", path: destination, code: errno) }
        return copied
    }

    /// The size and SHA-256 of a file.
    static func digest(_ path: String) throws -> Copied {
        try read(path) { _ in }
    }

    private static func read(_ path: String, _ each: (ArraySlice<UInt8>) throws -> Void) throws -> Copied {
        let input = open(path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw DurableFile.Failure(operation: "open", path: path, code: errno) }
        defer { close(input) }
        var hasher = SHA256()
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw DurableFile.Failure(operation: "read", path: path, code: errno) }
            if count == 0 { break }
            hasher.update(data: buffer[..<count])
            try each(buffer[..<count])
            total += count
        }
        return Copied(bytes: total, sha256: hasher.finalize().hexString)
    }
}
