import CouplesCore
import Crypto
import Foundation

/// The demo partner's device key in a file only its owner may read (the app keeps it in the Keychain),
/// so a later run of the command is the same phone and can still open and seal the pair's days.
struct FileDeviceKeyStore: DeviceKeyStore {
    let file: URL

    func load() throws -> Curve25519.KeyAgreement.PrivateKey? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try Curve25519.KeyAgreement.PrivateKey(rawRepresentation: try Data(contentsOf: file))
    }

    func save(_ key: Curve25519.KeyAgreement.PrivateKey) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Made owner-only before the key is written into it.
        guard FileManager.default.createFile(atPath: file.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.path])
        }
        try key.rawRepresentation.write(to: file)
    }

    func delete() throws {
        if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
    }
}
