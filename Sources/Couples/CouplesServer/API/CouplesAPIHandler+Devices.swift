import CouplesAPI
import Foundation
import Push
import ServerKit

/// The phones a person receives "your partner finished" and reminders on.
extension CouplesAPIHandler {
    func registerDevice(_ input: Operations.RegisterDevice.Input) async throws -> Operations.RegisterDevice.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let token = try deviceToken(input.path.deviceToken)
        let environment: APNsEnvironment = switch body.environment {
        case .development: .development
        case .production: .production
        }
        try await game.devices.register(token, account: try caller, environment: environment)
        return .noContent
    }

    func unregisterDevice(_ input: Operations.UnregisterDevice.Input) async throws -> Operations.UnregisterDevice.Output {
        try await game.devices.unregister(try deviceToken(input.path.deviceToken), account: try caller)
        return .noContent
    }

    private func deviceToken(_ text: String) throws -> DeviceToken {
        do { return try DeviceToken(text) } catch { throw Problem.invalidField("deviceToken", error.description) }
    }
}
