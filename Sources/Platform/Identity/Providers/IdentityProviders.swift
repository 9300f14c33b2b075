import AsyncHTTPClient
import Logging
import ServerKit

/// Checks a sign-in credential with the provider it claims to come from.
public struct IdentityProviders: Sendable {
    let apple: OIDCTokenVerifier?
    let google: OIDCTokenVerifier?
    let facebookLimitedLogin: OIDCTokenVerifier?
    let facebookGraph: FacebookGraphVerifier?

    /// `fetcher` reads providers' keys: by default over HTTP within the configuration's provider timeout.
    public init(configuration: IdentityConfiguration, fetcher: (any JWKSFetching)? = nil, httpClient: HTTPClient = .shared,
                clock: any MonotonicClock, wallClock: any WallClock, logger: Logger) {
        let fetcher = fetcher ?? HTTPJWKSFetcher(client: httpClient, timeout: configuration.providerTimeout)
        func verifier(_ method: SignInMethod, _ settings: OIDCProviderSettings?, nonce: OIDCTokenVerifier.NonceRule, email: OIDCTokenVerifier.EmailTrust) -> OIDCTokenVerifier? {
            settings.map {
                OIDCTokenVerifier(
                    method: method, settings: $0, keys: JWKSCache(url: $0.jwksURL, fetcher: fetcher, clock: clock, logger: logger),
                    nonceRule: nonce, emailTrust: email, wallClock: wallClock
                )
            }
        }
        apple = verifier(.apple, configuration.apple, nonce: .requiredSHA256, email: .requireVerifiedClaim)
        google = verifier(.google, configuration.google, nonce: .whenPresented, email: .requireVerifiedClaim)
        facebookLimitedLogin = verifier(.facebook, configuration.facebook?.limitedLogin, nonce: .requiredRaw, email: .providerReleasesOnlyConfirmed)
        facebookGraph = configuration.facebook.flatMap { settings in
            settings.appSecret.map { FacebookGraphVerifier(
                appID: settings.appID, appSecret: $0, graphURL: settings.graphURL, client: httpClient, timeout: configuration.providerTimeout
            ) }
        }
    }

    public func verify(_ method: SignInMethod, _ credential: ProviderCredential) async throws(IdentityError) -> VerifiedIdentity {
        switch method {
        case .apple:
            guard let apple else { throw .providerNotEnabled(.apple) }
            return try await apple.verify(idToken: try required(credential.idToken, "idToken"), nonce: credential.nonce)
        case .google:
            guard let google else { throw .providerNotEnabled(.google) }
            return try await google.verify(idToken: try required(credential.idToken, "idToken"), nonce: credential.nonce)
        case .facebook:
            if let idToken = credential.idToken {
                guard let facebookLimitedLogin else { throw .providerNotEnabled(.facebook) }
                return try await facebookLimitedLogin.verify(idToken: idToken, nonce: credential.nonce)
            }
            guard let accessToken = credential.accessToken, !accessToken.isEmpty else { throw .missingCredential(field: "idToken") }
            guard let facebookGraph else { throw .providerNotEnabled(.facebook) }
            return try await facebookGraph.verify(accessToken: accessToken)
        case .dev, .password:
            throw .providerNotEnabled(method)
        }
    }

    private func required(_ value: String?, _ field: String) throws(IdentityError) -> String {
        guard let value, !value.isEmpty else { throw .missingCredential(field: field) }
        return value
    }
}
