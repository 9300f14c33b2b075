import CalyxCore
import Foundation
import LocalAuthentication

/// Face ID, Touch ID or Optic ID (`BiometricAuthenticating`) through LocalAuthentication. A new
/// `LAContext` for every question: a context remembers a success for a while, and the lock must ask
/// afresh each time. The check itself allows the device passcode as the fallback, so a face the
/// sensor misses does not lock the person out of their own app.
public struct LocalAuthenticationBiometrics: BiometricAuthenticating {
    public init() {}

    public func availableMethod() async -> String? {
        let context = LAContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else { return nil }
        switch context.biometryType {
        case .faceID: return "Face ID"
        case .touchID: return "Touch ID"
        case .opticID: return "Optic ID"
        case .none: return nil
        @unknown default: return nil
        }
    }

    public func authenticate(reason: String) async -> Bool {
        let context = LAContext()
        do {
            return try await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: reason)
        } catch {
            // Cancelled, failed, or no passcode set: not the person (yet).
            return false
        }
    }
}
