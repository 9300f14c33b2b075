import Foundation
import Identity
import ServerKit
import Testing

@Suite("Identity configuration")
struct IdentityConfigurationTests {
    @Test("providers are enabled by their IDs in the environment, with the real endpoints by default")
    func fromEnvironment() throws {
        let configuration = try IdentityConfiguration(app: "calyx", environment: [
            "CALYX_APPLE_BUNDLE_IDS": "app.greenhouse.calyx, app.greenhouse.calyx.dev",
            "CALYX_GOOGLE_CLIENT_IDS": "123-abc.apps.googleusercontent.com",
            "CALYX_FACEBOOK_APP_ID": "4242",
        ])
        #expect(configuration.apple?.audiences == ["app.greenhouse.calyx", "app.greenhouse.calyx.dev"])
        #expect(configuration.apple?.issuers == ["https://appleid.apple.com"])
        #expect(configuration.apple?.jwksURL.absoluteString == "https://appleid.apple.com/auth/keys")
        #expect(configuration.google?.issuers == ["accounts.google.com", "https://accounts.google.com"])
        #expect(configuration.google?.jwksURL.absoluteString == "https://www.googleapis.com/oauth2/v3/certs")
        #expect(configuration.facebook?.limitedLogin.issuers == ["https://www.facebook.com"])
        #expect(configuration.facebook?.limitedLogin.audiences == ["4242"])
        #expect(configuration.facebook?.appSecret == nil)
        #expect(configuration.accessTokenLifetime == 86_400)
        #expect(configuration.refreshTokenLifetime == 30 * 86_400)
        #expect(configuration.providerTimeout == .seconds(5))
    }

    @Test("the provider timeout is read in whole seconds, and a bad one names its variable")
    func providerTimeout() throws {
        #expect(try IdentityConfiguration(app: "calyx", environment: ["GREENHOUSE_PROVIDER_TIMEOUT_SECONDS": "12"]).providerTimeout == .seconds(12))
        for bad in ["0", "1.5", "ten", "601"] {
            #expect(throws: ConfigurationError(variable: "GREENHOUSE_PROVIDER_TIMEOUT_SECONDS", message: "must be a whole number of seconds from 1 to 600")) {
                try IdentityConfiguration(app: "calyx", environment: ["GREENHOUSE_PROVIDER_TIMEOUT_SECONDS": bad])
            }
        }
    }

    @Test("apps read only their own variables; nothing configured means nothing enabled")
    func perApp() throws {
        let gifter = try IdentityConfiguration(app: "gifter", environment: ["CALYX_APPLE_BUNDLE_IDS": "app.greenhouse.calyx"])
        #expect(gifter.apple == nil && gifter.google == nil && gifter.facebook == nil)
    }

    @Test("a bad endpoint override names its variable")
    func badURL() {
        #expect(throws: ConfigurationError(variable: "GREENHOUSE_GOOGLE_JWKS_URL", message: "must be an http(s) URL")) {
            try IdentityConfiguration(app: "calyx", environment: ["CALYX_GOOGLE_CLIENT_IDS": "x", "GREENHOUSE_GOOGLE_JWKS_URL": "ftp://x"])
        }
    }
}
