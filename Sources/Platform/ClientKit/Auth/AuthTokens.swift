import Foundation

/// A signed-in session as the app holds it.
public struct AuthTokens: Codable, Sendable, Equatable {
    public var accessToken: String
    /// Single use: every refresh returns a new one, which replaces it.
    public var refreshToken: String
    public var accessTokenExpiresAt: Date

    public init(accessToken: String, refreshToken: String, accessTokenExpiresAt: Date) {
        self.accessToken = accessToken
        self.refreshToken = refreshToken
        self.accessTokenExpiresAt = accessTokenExpiresAt
    }

    /// From a sign-in or refresh response: `expiresIn` seconds counted from `now`.
    public init(accessToken: String, refreshToken: String, expiresIn: Int, now: Date) {
        self.init(accessToken: accessToken, refreshToken: refreshToken, accessTokenExpiresAt: now.addingTimeInterval(TimeInterval(expiresIn)))
    }
}
