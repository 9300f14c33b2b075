import Foundation
import GifterAPI

/// This phone's registration for the server's occasion reminders (APNs). iOS hands the app its token
/// at every launch and the server learns it again; signing out removes it, so a signed-out phone shows
/// no one's reminders. While it is registered, the phone plans no reminders of its own.
public actor PushDevice {
    public private(set) var token: String?

    public init() {}

    public var isRegistered: Bool { token != nil }

    /// Registers `token` (APNs' bytes) for the signed-in person. A failure is left for the next launch.
    @discardableResult
    public func register(_ token: Data, development: Bool, client: GifterClient) async -> Bool {
        let hex = token.map { String(format: "%02x", $0) }.joined()
        let body = Components.Schemas.DeviceRegistration(environment: development ? .development : .production)
        guard case .noContent? = try? await client.api.registerDevice(path: .init(deviceToken: hex), body: .json(body)) else { return false }
        self.token = hex
        return true
    }

    /// Before signing out: the server stops sending this person's reminders here.
    public func unregister(client: GifterClient) async {
        guard let token else { return }
        _ = try? await client.api.unregisterDevice(path: .init(deviceToken: token))
        self.token = nil
    }
}
