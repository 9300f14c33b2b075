import Crypto
import Foundation

/// A random key kept in a file under the data directory, created on first use.
///
/// Creation is crash-safe and race-free: the key is written to a private temporary file, flushed,
/// then hard-linked into place, which fails if another process got there first (whose key then wins).
/// The file is readable by its owner only.
public enum SecretKeyFile {
    public static func loadOrCreate(at url: URL, byteCount: Int = 32) throws -> SymmetricKey {
        if let existing = try read(url, byteCount: byteCount) { return existing }
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let key = SymmetricKey(size: SymmetricKeySize(bitCount: byteCount * 8))
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        let bytes = key.withUnsafeBytes { Data($0) }
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw SecretKeyFileError.cannotWrite(url.path, errno) }
        defer { unlink(temporary.path) }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        guard written == bytes.count, synced == 0 else { throw SecretKeyFileError.cannotWrite(url.path, errno) }
        if link(temporary.path, url.path) != 0, errno != EEXIST {
            throw SecretKeyFileError.cannotWrite(url.path, errno)
        }
        guard let stored = try read(url, byteCount: byteCount) else { throw SecretKeyFileError.corrupt(url.path) }
        return stored
    }

    private static func read(_ url: URL, byteCount: Int) throws -> SymmetricKey? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try Data(contentsOf: url)
        guard data.count == byteCount else { throw SecretKeyFileError.corrupt(url.path) }
        return SymmetricKey(data: data)
    }
}

public enum SecretKeyFileError: Error, CustomStringConvertible {
    case cannotWrite(String, Int32)
    case corrupt(String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let code): "cannot write the key file \(path): \(String(cString: strerror(code)))"
        case .corrupt(let path): "the key file \(path) has the wrong length; delete it to generate a new key"
        }
    }
}
