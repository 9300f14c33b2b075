import Foundation

/// A sign-in or refresh answer as every app's API words it (each app's generated `Session` conforms
/// with an empty extension), so the tokens are read from it in one place.
public protocol IssuedSession {
    var accessToken: String { get }
    var refreshToken: String { get }
    /// Seconds until the access token expires.
    var expiresIn: Int { get }
}

extension AuthTokens {
    /// The tokens of a sign-in or refresh answer, expiry counted from `now`.
    public init(_ session: some IssuedSession, now: Date) {
        self.init(accessToken: session.accessToken, refreshToken: session.refreshToken, expiresIn: session.expiresIn, now: now)
    }
}
