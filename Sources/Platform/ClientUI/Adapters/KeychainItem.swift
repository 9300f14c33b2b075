import Foundation
import Security

/// One generic-password item in the iOS Keychain, named by service and account. What the apps keep there
/// (a session's tokens, Couples' device key) is one blob each, so reading, writing and deleting that blob
/// is all they need.
public struct KeychainItem: Sendable {
    /// When the item can be read. Both allow a background refresh or a notification handler once the
    /// phone has been unlocked after starting up.
    public enum Accessibility: Sendable {
        case afterFirstUnlock
        /// Never restored onto another device from a backup.
        case afterFirstUnlockThisDeviceOnly
    }

    public struct Failure: Error, Equatable {
        public let status: OSStatus
    }

    public let service: String
    public let account: String
    public let accessibility: Accessibility
    /// Carried to the person's other devices by iCloud Keychain (incompatible with `ThisDeviceOnly`).
    public let synchronizable: Bool

    public init(service: String, account: String, accessibility: Accessibility, synchronizable: Bool = false) {
        precondition(!(synchronizable && accessibility == .afterFirstUnlockThisDeviceOnly), "a this-device-only item cannot sync")
        self.service = service
        self.account = account
        self.accessibility = accessibility
        self.synchronizable = synchronizable
    }

    /// The stored bytes, or nil when there is no item.
    public func read() throws -> Data? {
        var lookup = query
        lookup[kSecReturnData as String] = true
        lookup[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(lookup as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = item as? Data else { throw Failure(status: status) }
        return data
    }

    /// Replaces the stored bytes, adding the item the first time.
    public func write(_ data: Data) throws {
        let updated = SecItemUpdate(query as CFDictionary, [kSecValueData as String: data] as CFDictionary)
        if updated == errSecSuccess { return }
        guard updated == errSecItemNotFound else { throw Failure(status: updated) }
        var item = query
        item[kSecValueData as String] = data
        item[kSecAttrAccessible as String] = switch accessibility {
        case .afterFirstUnlock: kSecAttrAccessibleAfterFirstUnlock
        case .afterFirstUnlockThisDeviceOnly: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        }
        let added = SecItemAdd(item as CFDictionary, nil)
        guard added == errSecSuccess else { throw Failure(status: added) }
    }

    /// Removes the item; removing one that is not there is not an error.
    public func delete() throws {
        let status = SecItemDelete(query as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw Failure(status: status) }
    }

    private var query: [String: Any] {
        var query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: account,
        ]
        // A synchronizable item is found only by a query that asks for one.
        if synchronizable { query[kSecAttrSynchronizable as String] = true }
        return query
    }
}
