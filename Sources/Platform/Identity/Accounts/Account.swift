import Foundation

/// A user's own view of their account. The email is private: it appears only here, never in what
/// other users are shown.
public struct Account: Sendable, Equatable {
    public let id: UUID
    public var username: String?
    public var displayName: String
    public var about: String?
    public var photoURL: String?
    public var email: String?
    public var memberSince: Date
    public var signInMethods: [SignInMethod]

    /// True until the user has chosen a username.
    public var needsUsername: Bool { username == nil }
}

/// A sign-in method linked to an account.
public struct LinkedMethod: Sendable, Equatable {
    public let method: SignInMethod
    public let linkedAt: Date
}

/// Whether a username can be chosen, and if not, why.
public struct UsernameAvailability: Sendable, Equatable {
    public enum Reason: String, Sendable {
        case invalid, reserved, taken
    }

    public let username: String
    public let reason: Reason?
    public let message: String?

    public var isAvailable: Bool { reason == nil }
}
