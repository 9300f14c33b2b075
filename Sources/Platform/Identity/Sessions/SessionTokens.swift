import Foundation

/// What a sign-in or refresh hands the client.
public struct SessionTokens: Sendable, Equatable {
    public let accessToken: String
    /// Single use: the next refresh returns a new one.
    public let refreshToken: String
    /// Seconds until `accessToken` expires.
    public let expiresIn: Int
    public let userID: UUID
}
