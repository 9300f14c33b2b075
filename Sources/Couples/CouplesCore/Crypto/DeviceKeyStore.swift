import Crypto
import Foundation

/// Where this device's X25519 key pair lives: the Keychain on iOS (synchronisable, so a new phone on the
/// same Apple ID keeps it and needs no rekey), memory in tests and previews.
public protocol DeviceKeyStore: Sendable {
    func load() throws -> Curve25519.KeyAgreement.PrivateKey?
    func save(_ key: Curve25519.KeyAgreement.PrivateKey) throws
    func delete() throws
}

extension DeviceKeyStore {
    /// The stored key, or a new one saved first: a key is made once per person, not per launch.
    public func loadOrCreate() throws -> Curve25519.KeyAgreement.PrivateKey {
        if let key = try load() { return key }
        let key = Curve25519.KeyAgreement.PrivateKey()
        try save(key)
        return key
    }
}

/// A key in memory only: gone when the process ends.
public final class InMemoryDeviceKeyStore: DeviceKeyStore, @unchecked Sendable {
    // Guarded by `lock`; a class so that two models of one simulated device share the key.
    private var key: Curve25519.KeyAgreement.PrivateKey?
    private let lock = NSLock()

    public init(_ key: Curve25519.KeyAgreement.PrivateKey? = nil) {
        self.key = key
    }

    public func load() -> Curve25519.KeyAgreement.PrivateKey? { lock.withLock { key } }
    public func save(_ key: Curve25519.KeyAgreement.PrivateKey) { lock.withLock { self.key = key } }
    public func delete() { lock.withLock { key = nil } }
}
