#if canImport(Security)
import Foundation
import Security

/// Tokens in the iOS Keychain: readable after the first unlock (so a background refresh works), never
/// synced to iCloud or restored onto another device. Apple platforms only; on Linux the file and
/// in-memory stores stand in, so this type is compiled and exercised only in the app builds on a Mac.
public struct KeychainTokenStore: TokenStore {
    /// Distinguishes the apps' sessions, e.g. `app.greenhouse.calyx.session`.
    public let service: String

    public init(service: String) {
        self.service = service
    }

    public struct KeychainError: Error, Equatable {
        public let status: OSStatus
    }

    private var query: [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: "session"]
    }

    public func load() async throws -> AuthTokens? {
        var lookup = query
        lookup[kSecReturnData as String] = true
        lookup[kSecMatchLimit as String] = kSecMatchLimitOne
        var item: CFTypeRef?
        let status = SecItemCopyMatching(lookup as CFDictionary, &item)
        if status == errSecItemNotFound { return nil }
        guard status == errSecSuccess, let data = item as? Data else { throw KeychainError(status: status) }
        return try JSONDecoder().decode(AuthTokens.self, from: data)
    }

    public func save(_ tokens: AuthTokens) async throws {
        let data = try JSONEncoder().encode(tokens)
        let updated = SecItemUpdate(query as CFDictionary, [kSecValueData as String: data] as CFDictionary)
        if updated == errSecSuccess { return }
        guard updated == errSecItemNotFound else { throw KeychainError(status: updated) }
        var item = query
        item[kSecValueData as String] = data
        item[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        let added = SecItemAdd(item as CFDictionary, nil)
        guard added == errSecSuccess else { throw KeychainError(status: added) }
    }

    public func clear() async throws {
        let status = SecItemDelete(query as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError(status: status) }
    }
}
#endif
