/// Face ID or Touch ID (LocalAuthentication's `LAContext`, in CalyxUI), behind a protocol so the lock's
/// rules are tested here.
public protocol BiometricAuthenticating: Sendable {
    /// "Face ID", "Touch ID", or nil when the phone has neither set up (the setting is then hidden).
    func availableMethod() async -> String?
    /// Asks the person; true when it was them. Falls back to the passcode as the system offers.
    func authenticate(reason: String) async -> Bool
}
