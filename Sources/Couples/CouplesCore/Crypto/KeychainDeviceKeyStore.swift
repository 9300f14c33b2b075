#if canImport(Security)
import Crypto
import Foundation
import Security

/// The device key in the Keychain, synchronised through iCloud Keychain (`kSecAttrSynchronizable`): a
/// new phone signed in to the same Apple ID opens the pair's answers without asking the partner to
/// rekey. Readable after first unlock, so a notification handler can decrypt in the background.
public struct KeychainDeviceKeyStore: DeviceKeyStore {
    public let service: String

    public init(service: String = "app.greenhouse.couples.device-key") {
        self.service = service
    }

    public struct KeychainError: Error, Equatable {
        public let status: OSStatus
    }

    private var query: [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: "x25519",
            kSecAttrSynchronizable as String: kCFBooleanTrue as Any,
        ]
    }

    public func load() throws -> Curve25519.KeyAgreement.PrivateKey? {
        var lookup = query
        lookup[kSecReturnData as String] = true
        lookup[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(lookup as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = item as? Data else { throw KeychainError(status: status) }
        return try Curve25519.KeyAgreement.PrivateKey(rawRepresentation: data)
    }

    public func save(_ key: Curve25519.KeyAgreement.PrivateKey) throws {
        let data = key.rawRepresentation
        let updated = SecItemUpdate(query as CFDictionary, [kSecValueData as String: data] as CFDictionary)
        if updated == errSecSuccess { return }
        guard updated == errSecItemNotFound else { throw KeychainError(status: updated) }
        var item = query
        item[kSecValueData as String] = data
        // Not "ThisDeviceOnly": that would forbid the iCloud Keychain sync the rekey-free restore relies on.
        item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlock
        let added = SecItemAdd(item as CFDictionary, nil)
        guard added == errSecSuccess else { throw KeychainError(status: added) }
    }

    public func delete() throws {
        let status = SecItemDelete(query as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError(status: status) }
    }
}
#endif
