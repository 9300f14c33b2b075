import ClientKit
import Foundation

/// Tokens in the iOS Keychain: readable after the first unlock (so a background refresh works), never
/// synced to iCloud or restored onto another device. On Linux the file and in-memory stores stand in.
public struct KeychainTokenStore: TokenStore {
    private let item: KeychainItem

    /// `service` distinguishes the apps' sessions, e.g. `app.greenhouse.calyx.session`.
    public init(service: String) {
        item = KeychainItem(service: service, account: "session", accessibility: .afterFirstUnlockThisDeviceOnly)
    }

    public func load() async throws -> AuthTokens? {
        guard let data = try item.read() else { return nil }
        return try JSONDecoder().decode(AuthTokens.self, from: data)
    }

    public func save(_ tokens: AuthTokens) async throws {
        try item.write(JSONEncoder().encode(tokens))
    }

    public func clear() async throws {
        try item.delete()
    }
}
