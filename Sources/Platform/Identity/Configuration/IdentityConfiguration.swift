import Foundation
import ServerKit

/// How one app's accounts work: which providers it accepts and with what IDs, its session keys and
/// lifetimes, and how hard its sign-in endpoints are rate limited.
public struct IdentityConfiguration: Sendable {
    /// The app whose accounts these are: the access tokens' audience and the `WWW-Authenticate` realm.
    public var app: String
    public var apple: OIDCProviderSettings?
    public var google: OIDCProviderSettings?
    public var facebook: FacebookSettings?
    /// PEM of the P-256 private key that signs access tokens; generated into the data directory when nil.
    public var sessionKeyPEM: String?
    /// PEMs of keys that signed earlier tokens: they keep verifying (never signing) during a rotation.
    public var previousSessionKeyPEMs: [String]
    public var accessTokenLifetime: TimeInterval
    public var refreshTokenLifetime: TimeInterval
    /// Per client address, for sign-in, refresh, sign-out and username checks.
    public var authRateLimit: RateLimitPolicy
    /// How long one call to a provider (its keys, Facebook's Graph API) may take before sign-in answers
    /// that the provider is unavailable.
    public var providerTimeout: Duration = .seconds(5)

    public init(
        app: String,
        apple: OIDCProviderSettings? = nil,
        google: OIDCProviderSettings? = nil,
        facebook: FacebookSettings? = nil,
        sessionKeyPEM: String? = nil,
        previousSessionKeyPEMs: [String] = [],
        accessTokenLifetime: TimeInterval = 24 * 3600,
        refreshTokenLifetime: TimeInterval = 30 * 24 * 3600,
        authRateLimit: RateLimitPolicy = IdentityConfiguration.defaultAuthRateLimit
    ) {
        self.app = app
        self.apple = apple
        self.google = google
        self.facebook = facebook
        self.sessionKeyPEM = sessionKeyPEM
        self.previousSessionKeyPEMs = previousSessionKeyPEMs
        self.accessTokenLifetime = accessTokenLifetime
        self.refreshTokenLifetime = refreshTokenLifetime
        self.authRateLimit = authRateLimit
    }

    /// 30 at once, then one every 3 seconds per address: a family behind one router signs in fine,
    /// a credential-stuffing script does not.
    public static let defaultAuthRateLimit = RateLimitPolicy(burst: 30, refillPerSecond: 1.0 / 3)

    /// Reads `<APP>_APPLE_BUNDLE_IDS`, `<APP>_GOOGLE_CLIENT_IDS`, `<APP>_FACEBOOK_APP_ID`,
    /// `<APP>_FACEBOOK_APP_SECRET` (comma-separated lists), the shared `GREENHOUSE_SESSION_KEY` and
    /// `GREENHOUSE_SESSION_PREVIOUS_KEYS` (PEM), and, to point a staging server at stand-ins,
    /// `GREENHOUSE_APPLE_JWKS_URL`, `GREENHOUSE_GOOGLE_JWKS_URL`, `GREENHOUSE_FACEBOOK_JWKS_URL` and
    /// `GREENHOUSE_FACEBOOK_GRAPH_URL`, with `GREENHOUSE_PROVIDER_TIMEOUT_SECONDS` (5 unless set) for
    /// each call to a provider. A provider without IDs is not enabled.
    public init(app: String, environment: [String: String]) throws(ConfigurationError) {
        self.init(app: app)
        let prefix = app.uppercased()
        func list(_ name: String) -> Set<String> {
            Set((environment[name] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
        func url(_ name: String) throws(ConfigurationError) -> URL? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            guard let url = URL(string: value), url.scheme == "https" || url.scheme == "http" else {
                throw ConfigurationError(variable: name, message: "must be an http(s) URL")
            }
            return url
        }
        let bundleIDs = list("\(prefix)_APPLE_BUNDLE_IDS")
        if !bundleIDs.isEmpty {
            apple = .apple(bundleIDs: bundleIDs)
            if let jwks = try url("GREENHOUSE_APPLE_JWKS_URL") { apple?.jwksURL = jwks }
        }
        let clientIDs = list("\(prefix)_GOOGLE_CLIENT_IDS")
        if !clientIDs.isEmpty {
            google = .google(clientIDs: clientIDs)
            if let jwks = try url("GREENHOUSE_GOOGLE_JWKS_URL") { google?.jwksURL = jwks }
        }
        if let appID = environment["\(prefix)_FACEBOOK_APP_ID"], !appID.isEmpty {
            var settings = FacebookSettings(appID: appID, appSecret: environment["\(prefix)_FACEBOOK_APP_SECRET"].flatMap { $0.isEmpty ? nil : $0 })
            if let jwks = try url("GREENHOUSE_FACEBOOK_JWKS_URL") { settings.limitedLogin.jwksURL = jwks }
            if let graph = try url("GREENHOUSE_FACEBOOK_GRAPH_URL") { settings.graphURL = graph }
            facebook = settings
        }
        sessionKeyPEM = environment["GREENHOUSE_SESSION_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        previousSessionKeyPEMs = Self.splitPEMs(environment["GREENHOUSE_SESSION_PREVIOUS_KEYS"] ?? "")
        if let text = environment["GREENHOUSE_PROVIDER_TIMEOUT_SECONDS"], !text.isEmpty {
            guard let seconds = Int(text), (1...600).contains(seconds) else {
                throw ConfigurationError(variable: "GREENHOUSE_PROVIDER_TIMEOUT_SECONDS", message: "must be a whole number of seconds from 1 to 600")
            }
            providerTimeout = .seconds(seconds)
        }
    }

    /// Splits concatenated PEM blocks.
    static func splitPEMs(_ text: String) -> [String] {
        text.components(separatedBy: "-----BEGIN ").dropFirst().map { "-----BEGIN " + $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }
}
