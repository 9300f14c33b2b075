import ClientUI
import CouplesCore
import Crypto
import Foundation

/// The device key in the Keychain, synchronised through iCloud Keychain: a new phone signed in to the
/// same Apple ID opens the pair's answers without asking the partner to rekey. Readable after first
/// unlock, so a notification handler can decrypt in the background; not "ThisDeviceOnly", which would
/// forbid the sync the rekey-free restore relies on.
public struct KeychainDeviceKeyStore: DeviceKeyStore {
    private let item: KeychainItem

    public init(service: String = "app.greenhouse.couples.device-key") {
        item = KeychainItem(service: service, account: "x25519", accessibility: .afterFirstUnlock, synchronizable: true)
    }

    public func load() throws -> Curve25519.KeyAgreement.PrivateKey? {
        try item.read().map { try Curve25519.KeyAgreement.PrivateKey(rawRepresentation: $0) }
    }

    public func save(_ key: Curve25519.KeyAgreement.PrivateKey) throws {
        try item.write(key.rawRepresentation)
    }

    public func delete() throws {
        try item.delete()
    }
}
