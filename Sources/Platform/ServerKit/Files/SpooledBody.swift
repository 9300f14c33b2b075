import Foundation
import NIOPosix
import OpenAPIRuntime

/// A request body written to a temporary file as it arrives, so that a large upload waiting for its
/// turn holds a file descriptor instead of its bytes (4 clients uploading 12 MP photos held four
/// bodies, 22 MB, at the peak: Benchmarks/media).
///
/// The file is unlinked as soon as it is created: it has no name, the kernel frees it when the
/// descriptor closes (with this object), and a crash leaves nothing behind to sweep. Nothing is
/// flushed to disk; what matters is that the bytes leave the heap.
public final class SpooledBody: Sendable {
    /// The open file, read from its start by whoever needs the bytes (libvips through its own dup).
    public let descriptor: Int32
    public let count: Int
    /// The body's first bytes (up to `headLength`): enough to tell a file's type by its magic number.
    public let head: [UInt8]

    public static let headLength = 512
    /// Chunks are gathered to this size before a write: one thread-pool hop per megabyte, not per
    /// network read.
    static let writeSize = 1 << 20

    private let threads: NIOThreadPool

    private init(descriptor: Int32, count: Int, head: [UInt8], threads: NIOThreadPool) {
        self.descriptor = descriptor
        self.count = count
        self.head = head
        self.threads = threads
    }

    deinit { close(descriptor) }

    /// Writes `body` to a new temporary file in `directory`, refusing with 413 past `maxBytes` (before
    /// a byte beyond it is written). `observe` sees every chunk in order (a hash of the content, taken
    /// on the way). The writes run on `threads`, never on the caller's.
    public static func spool(
        _ body: HTTPBody, upTo maxBytes: Int, in directory: String, threads: NIOThreadPool = .singleton,
        observe: (ArraySlice<UInt8>) -> Void = { _ in }
    ) async throws -> SpooledBody {
        let descriptor = try await threads.runIfActive { try openUnlinked(in: directory) }
        do {
            var count = 0
            var head: [UInt8] = []
            var pending: [UInt8] = []
            pending.reserveCapacity(writeSize)
            for try await chunk in body {
                count += chunk.count
                guard count <= maxBytes else { throw Problem.payloadTooLarge(limit: maxBytes) }
                observe(chunk)
                if head.count < headLength { head += chunk.prefix(headLength - head.count) }
                pending += chunk
                if pending.count >= writeSize {
                    try await threads.runIfActive { [pending] in try write(pending, to: descriptor) }
                    pending.removeAll(keepingCapacity: true)
                }
            }
            if !pending.isEmpty {
                try await threads.runIfActive { [pending] in try write(pending, to: descriptor) }
            }
            return SpooledBody(descriptor: descriptor, count: count, head: head, threads: threads)
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// Every byte, read back into memory (for what must keep the whole body, such as a database row).
    public func data() async throws -> Data {
        let descriptor = descriptor, count = count
        return try await threads.runIfActive {
            var data = Data(count: count)
            try data.withUnsafeMutableBytes { buffer in
                var offset = 0
                while offset < count {
                    let read = pread(descriptor, buffer.baseAddress! + offset, count - offset, off_t(offset))
                    if read < 0, errno == EINTR { continue }
                    guard read > 0 else {
                        throw DurableFile.Failure(operation: "read", path: "a spooled body", code: read < 0 ? errno : EIO)
                    }
                    offset += read
                }
            }
            return data
        }
    }

    private static func openUnlinked(in directory: String) throws -> Int32 {
        var template = Array((directory.hasSuffix("/") ? directory : directory + "/").utf8CString.dropLast()) + Array(".upload-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw DurableFile.Failure(operation: "create", path: directory, code: errno) }
        // mkstemp filled in the X's; the name is everything before the terminating zero.
        let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard unlink(path) == 0 else {
            let code = errno
            close(descriptor)
            throw DurableFile.Failure(operation: "unlink", path: path, code: code)
        }
        return descriptor
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        try bytes.withUnsafeBytes { try DurableFile.writeAll($0, to: descriptor, path: "a spooled body") }
    }
}
