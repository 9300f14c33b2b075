/// A way to sign in: an external identity provider, a password, or the local dev identity.
public enum SignInMethod: String, Sendable, CaseIterable, Codable {
    case apple
    case google
    case facebook
    /// `POST /<app>/v1/auth/dev`: only on a development server bound to loopback.
    case dev
    /// Email and password (Gifter).
    case password
}
