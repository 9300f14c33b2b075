/// Sign in with Apple on the phone (AuthenticationServices' `ASAuthorizationController`, in CalyxUI):
/// given SHA-256 of the nonce, it returns Apple's identity token and, on the very first sign-in only,
/// the name the person shared. Throws `SignInError.cancelled` when they close the sheet.
public protocol AppleAuthorizing: Sendable {
    func authorize(hashedNonce: String) async throws -> AppleAuthorization
}

public struct AppleAuthorization: Sendable, Equatable {
    public let identityToken: String
    /// Apple gives the name once and never puts it in the token: it must reach our server now.
    public let displayName: String?

    public init(identityToken: String, displayName: String?) {
        self.identityToken = identityToken
        self.displayName = displayName
    }
}
