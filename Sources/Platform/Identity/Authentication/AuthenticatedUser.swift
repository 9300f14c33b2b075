import Foundation

/// The caller of the current request, once a valid access token has been presented.
public struct AuthenticatedUser: Sendable, Equatable {
    public let id: UUID
    /// The session (sign-in on one device) the token belongs to.
    public let sessionID: UUID

    public init(id: UUID, sessionID: UUID) {
        self.id = id
        self.sessionID = sessionID
    }

    /// Set by `BearerAuthentication` for the duration of a request.
    @TaskLocal public static var current: AuthenticatedUser?
}
