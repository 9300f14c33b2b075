import Foundation

/// Where an OpenID Connect provider publishes its keys and what its tokens must say.
public struct OIDCProviderSettings: Sendable, Equatable {
    /// Accepted `iss` values.
    public var issuers: Set<String>
    /// Accepted `aud` values: our bundle IDs (Apple), OAuth client IDs (Google), app ID (Facebook).
    public var audiences: Set<String>
    public var jwksURL: URL

    public init(issuers: Set<String>, audiences: Set<String>, jwksURL: URL) {
        self.issuers = issuers
        self.audiences = audiences
        self.jwksURL = jwksURL
    }

    public static func apple(bundleIDs: Set<String>, jwksURL: URL = URL(string: "https://appleid.apple.com/auth/keys")!) -> Self {
        .init(issuers: ["https://appleid.apple.com"], audiences: bundleIDs, jwksURL: jwksURL)
    }

    public static func google(clientIDs: Set<String>, jwksURL: URL = URL(string: "https://www.googleapis.com/oauth2/v3/certs")!) -> Self {
        .init(issuers: ["accounts.google.com", "https://accounts.google.com"], audiences: clientIDs, jwksURL: jwksURL)
    }

    public static func facebookLimitedLogin(
        appID: String,
        jwksURL: URL = URL(string: "https://limited.facebook.com/.well-known/oauth/openid/jwks/")!
    ) -> Self {
        .init(issuers: ["https://www.facebook.com"], audiences: [appID], jwksURL: jwksURL)
    }
}

/// Facebook: Limited Login tokens (OIDC) and classic access tokens checked with the Graph API.
public struct FacebookSettings: Sendable, Equatable {
    public var appID: String
    /// Needed for classic access tokens (`debug_token` and `appsecret_proof`); without it only
    /// Limited Login works.
    public var appSecret: String?
    public var limitedLogin: OIDCProviderSettings
    public var graphURL: URL

    public init(
        appID: String,
        appSecret: String?,
        limitedLogin: OIDCProviderSettings? = nil,
        graphURL: URL = URL(string: "https://graph.facebook.com/v21.0")!
    ) {
        self.appID = appID
        self.appSecret = appSecret
        self.limitedLogin = limitedLogin ?? .facebookLimitedLogin(appID: appID)
        self.graphURL = graphURL
    }
}
