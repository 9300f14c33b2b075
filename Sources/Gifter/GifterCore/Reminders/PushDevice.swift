import ClientKit
import Foundation
import GifterAPI

/// This phone's registration for the server's occasion reminders (APNs): ClientKit's registration,
/// through Gifter's API. iOS hands the app its token at every launch and the server learns it again;
/// signing out removes it, so a signed-out phone shows no one's reminders. While it is registered,
/// the phone plans no reminders of its own.
public typealias PushDevice = PushTokenRegistration

extension PushTokenRegistration {
    /// Registers `token` (APNs' bytes) for the signed-in person. A failure is left for the next launch.
    @discardableResult
    public func register(_ token: Data, development: Bool, client: GifterClient) async -> Bool {
        let api = client.api
        return await register(token, development: development) { hex, development in
            let body = Components.Schemas.DeviceRegistration(environment: development ? .development : .production)
            guard case .noContent = try await api.registerDevice(path: .init(deviceToken: hex), body: .json(body)) else {
                throw PushRegistrationRefused()
            }
        }
    }

    /// Before signing out: the server stops sending this person's reminders here.
    public func unregister(client: GifterClient) async {
        let api = client.api
        await unregister { hex in _ = try await api.unregisterDevice(path: .init(deviceToken: hex)) }
    }
}

/// The server answered a registration with something other than 204.
struct PushRegistrationRefused: Error {}
