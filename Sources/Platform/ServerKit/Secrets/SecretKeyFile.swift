import Crypto
import Foundation

/// A random key kept in a file under the data directory, created on first use.
///
/// Creation is crash-safe and race-free: the key is written to a private temporary file, flushed,
/// then hard-linked into place, which fails if another process got there first (whose key then wins).
/// The file is readable by its owner only.
public enum SecretKeyFile {
    /// A random symmetric key of `byteCount` bytes.
    public static func loadOrCreate(at url: URL, byteCount: Int = 32) throws -> SymmetricKey {
        let data = try loadOrCreate(at: url) {
            SymmetricKey(size: SymmetricKeySize(bitCount: byteCount * 8)).withUnsafeBytes { Data($0) }
        }
        guard data.count == byteCount else { throw SecretKeyFileError.corrupt(url.path) }
        return SymmetricKey(data: data)
    }

    /// The key given as base64 in `variable` (instances behind one load balancer must share it), else
    /// the one kept in the file.
    public static func fromEnvironmentOrFile(
        _ variable: String, in environment: [String: String], file url: URL, byteCount: Int = 32
    ) throws -> SymmetricKey {
        guard let encoded = environment[variable], !encoded.isEmpty else { return try loadOrCreate(at: url, byteCount: byteCount) }
        guard let data = Data(base64Encoded: encoded), data.count == byteCount else {
            throw ConfigurationError(variable: variable, message: "must be base64 of \(byteCount) bytes (openssl rand -base64 \(byteCount))")
        }
        return SymmetricKey(data: data)
    }

    /// Any secret: the file's contents, or what `generate` makes, written once.
    public static func loadOrCreate(at url: URL, generate: () throws -> Data) throws -> Data {
        if FileManager.default.fileExists(atPath: url.path) { return try Data(contentsOf: url) }
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        do {
            try DurableFile.createIfAbsent(url.path, with: Array(try generate()), permissions: 0o600)
        } catch let failure as DurableFile.Failure {
            throw SecretKeyFileError.cannotWrite(url.path, failure.code)
        }
        // Whoever linked first wins; everyone reads the same file.
        return try Data(contentsOf: url)
    }
}

public enum SecretKeyFileError: Error, CustomStringConvertible {
    case cannotWrite(String, Int32)
    case corrupt(String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let code): "cannot write the key file \(path): \(String(cString: strerror(code)))"
        case .corrupt(let path): "the key file \(path) is not a valid key; delete it to generate a new one"
        }
    }
}
