import Foundation

/// This phone's APNs token as the signed-in person's server knows it, for every app with pushes.
/// iOS hands the app its token at every launch (it can change), and the server learns it again;
/// signing out, or turning pushes off, removes it, so a signed-out phone shows no one's
/// notifications. A failed registration is left for the next launch. Each app passes its own API's
/// two calls.
public actor PushTokenRegistration {
    public typealias Register = @Sendable (_ hexToken: String, _ development: Bool) async throws -> Void
    public typealias Unregister = @Sendable (_ hexToken: String) async throws -> Void

    /// The token the server holds for this phone, as hex; nil when none is registered.
    public private(set) var token: String?

    public init() {}

    public var isRegistered: Bool { token != nil }

    /// APNs' token bytes as the hex digits servers take.
    public static func hex(_ token: Data) -> String {
        token.map { String(format: "%02x", $0) }.joined()
    }

    /// Registers `token` through `register`; `development` for tokens from Xcode builds (APNs' sandbox).
    @discardableResult
    public func register(_ token: Data, development: Bool, with register: Register) async -> Bool {
        let hex = Self.hex(token)
        do {
            try await register(hex, development)
            self.token = hex
            return true
        } catch {
            return false
        }
    }

    /// Before signing out, or when pushes are turned off: the server stops sending here.
    public func unregister(with unregister: Unregister) async {
        guard let token else { return }
        try? await unregister(token)
        self.token = nil
    }
}
