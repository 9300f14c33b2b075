import Foundation

/// A provider signed in through the system's web sheet (`ASWebAuthenticationSession`): OpenID
/// Connect's authorization-code flow with PKCE, which needs no client secret on the phone and no
/// vendor SDK. Google and Facebook both offer it.
public struct WebSignInProvider: Sendable, Equatable {
    public let authorizationEndpoint: URL
    public let tokenEndpoint: URL
    public let clientID: String
    /// Where the provider sends the browser back; its scheme is the one the web sheet waits for.
    public let redirectURI: URL
    public let scopes: [String]
    /// Google takes the code exchange as a POSTed form; Facebook documents a GET with the same
    /// parameters in the query.
    public let exchangesWithGET: Bool

    public init(authorizationEndpoint: URL, tokenEndpoint: URL, clientID: String, redirectURI: URL, scopes: [String], exchangesWithGET: Bool) {
        self.authorizationEndpoint = authorizationEndpoint
        self.tokenEndpoint = tokenEndpoint
        self.clientID = clientID
        self.redirectURI = redirectURI
        self.scopes = scopes
        self.exchangesWithGET = exchangesWithGET
    }

    public var callbackScheme: String { redirectURI.scheme ?? "" }

    /// Google's endpoints for an iOS OAuth client: its redirect is the client ID reversed as a scheme.
    public static func google(clientID: String) -> WebSignInProvider {
        let reversed = clientID.split(separator: ".").reversed().joined(separator: ".")
        return WebSignInProvider(
            authorizationEndpoint: URL(string: "https://accounts.google.com/o/oauth2/v2/auth")!,
            tokenEndpoint: URL(string: "https://oauth2.googleapis.com/token")!,
            clientID: clientID, redirectURI: URL(string: "\(reversed):/oauth2redirect")!,
            scopes: ["openid", "email", "profile"], exchangesWithGET: false
        )
    }

    /// Facebook's "OIDC code flow with PKCE for manually built login flows": the ID token it returns
    /// carries the raw nonce, as a Limited Login token does, and our server verifies it the same way.
    public static func facebook(appID: String) -> WebSignInProvider {
        WebSignInProvider(
            authorizationEndpoint: URL(string: "https://www.facebook.com/v21.0/dialog/oauth")!,
            tokenEndpoint: URL(string: "https://graph.facebook.com/v21.0/oauth/access_token")!,
            clientID: appID, redirectURI: URL(string: "fb\(appID)://authorize")!,
            scopes: ["openid", "email", "public_profile"], exchangesWithGET: true
        )
    }
}
