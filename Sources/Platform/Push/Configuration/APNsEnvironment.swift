import Foundation

/// Which APNs a device token belongs to: development builds get sandbox tokens, TestFlight and App Store
/// builds production ones, and each environment refuses the other's tokens.
public enum APNsEnvironment: String, Sendable, CaseIterable, Codable {
    case development
    case production

    /// Apple's provider API for this environment.
    public var baseURL: URL {
        switch self {
        case .development: URL(string: "https://api.sandbox.push.apple.com")!
        case .production: URL(string: "https://api.push.apple.com")!
        }
    }
}
