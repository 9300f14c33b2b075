import Foundation

/// Files that appear whole or not at all, even across a crash or power cut: the bytes go to a private
/// temporary file that is flushed (fsync) before it takes the real name, and the directory is flushed
/// after, which makes the new name itself durable.
public enum DurableFile {
    public struct Failure: Error, CustomStringConvertible {
        public let operation: String
        public let path: String
        public let code: Int32
        public var description: String { "\(operation) \(path): \(String(cString: strerror(code)))" }

        public init(operation: String, path: String, code: Int32) {
            self.operation = operation
            self.path = path
            self.code = code
        }
    }

    /// Removes the temporary files of writes a crash cut short (`.tmp-*` older than `olderThan`) in
    /// `directory` and its subdirectories; younger ones may belong to a write still running. Returns how
    /// many went.
    ///
    /// Names are read with `readdir` and only a temporary file is asked for its date: a media store
    /// holds tens of thousands of files, and asking every one for its dates (as a FileManager walk does)
    /// made each once-a-minute sweep cost a sizeable share of a core.
    @discardableResult
    public static func removeAbandonedTemporaries(under directory: String, olderThan: Duration, now: Date = Date()) throws -> Int {
        let cutoff = now.addingTimeInterval(-Double(olderThan.components.seconds)).timeIntervalSince1970
        var removed = 0
        var pending = [directory]
        while let current = pending.popLast() {
            guard let handle = opendir(current) else { continue }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard name != ".", name != ".." else { continue }
                let path = current + "/" + name
                let kind = entry.pointee.d_type
                if kind == UInt8(DT_DIR) {
                    pending.append(path)
                } else if kind == UInt8(DT_UNKNOWN) {
                    // A file system that does not say: ask (rare; local ones do say).
                    var isDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { pending.append(path) }
                }
                guard name.hasPrefix(".tmp-"), kind != UInt8(DT_DIR),
                      let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                      modified.timeIntervalSince1970 < cutoff
                else { continue }
                try remove(path)
                removed += 1
            }
        }
        return removed
    }

    /// Writes `bytes` to `path`, replacing any file there in one step (rename).
    public static func replace(_ path: String, with bytes: [UInt8], permissions: mode_t = 0o644) throws {
        let temporary = try writeTemporary(bytes, beside: path, permissions: permissions)
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(operation: "rename", path: path, code: code)
        }
        syncDirectory(of: path)
    }

    /// Writes `bytes` to `path` only if nothing is there yet (link, which refuses an existing name), so
    /// of several processes creating the same file at once exactly one wins. True when this call did.
    @discardableResult
    public static func createIfAbsent(_ path: String, with bytes: [UInt8], permissions: mode_t = 0o600) throws -> Bool {
        let temporary = try writeTemporary(bytes, beside: path, permissions: permissions)
        defer { unlink(temporary) }
        if link(temporary, path) != 0 {
            guard errno == EEXIST else { throw Failure(operation: "link", path: path, code: errno) }
            return false
        }
        syncDirectory(of: path)
        return true
    }

    /// Removes `path`; a file that is already gone is not an error.
    public static func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else { throw Failure(operation: "unlink", path: path, code: errno) }
    }

    /// Writes every byte of `bytes` to `descriptor` (a write may take fewer, or be interrupted); `path`
    /// names the file in the error.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw Failure(operation: "write", path: path, code: written < 0 ? errno : EIO) }
            offset += written
        }
    }

    /// A flushed file with `bytes` in the destination's directory (so the final rename or link never
    /// crosses file systems), creating the directory if needed.
    private static func writeTemporary(_ bytes: [UInt8], beside path: String, permissions: mode_t) throws -> String {
        let directory = (path as NSString).deletingLastPathComponent
        if !FileManager.default.fileExists(atPath: directory) {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700 | (permissions & 0o055)])
            // A new directory's entry lives in its parent: flush that too.
            syncDirectory(of: directory)
        }
        let temporary = "\(directory)/.tmp-\(UUID().uuidString)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw Failure(operation: "open", path: temporary, code: errno) }
        do {
            try bytes.withUnsafeBytes { try writeAll($0, to: descriptor, path: temporary) }
            guard fsync(descriptor) == 0 else { throw Failure(operation: "fsync", path: temporary, code: errno) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let code = errno
            unlink(temporary)
            throw Failure(operation: "close", path: temporary, code: code)
        }
        return temporary
    }

    /// Makes the entries of the directory holding `path` (a rename, a link, a new directory) durable.
    private static func syncDirectory(of path: String) {
        let descriptor = open((path as NSString).deletingLastPathComponent, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
