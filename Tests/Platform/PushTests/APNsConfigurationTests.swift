import Crypto
import Foundation
import Push
import PushTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("APNs configuration")
struct APNsConfigurationTests {
    let key = TestAPNsKey()

    func environment(_ overrides: [String: String?] = [:]) -> [String: String] {
        var environment = [
            "COUPLES_APNS_KEY": key.pem,
            "COUPLES_APNS_KEY_ID": TestAPNsKey.keyID,
            "COUPLES_APNS_TEAM_ID": TestAPNsKey.teamID,
            "COUPLES_APNS_TOPIC": "app.greenhouse.couples",
            "COUPLES_APNS_ENVIRONMENT": "development",
        ]
        for (name, value) in overrides { environment[name] = value }
        return environment
    }

    @Test("without a key ID push is disabled; apps read only their own variables")
    func disabled() throws {
        #expect(try APNsConfiguration(app: "couples", environment: [:]) == nil)
        #expect(try APNsConfiguration(app: "calyx", environment: environment()) == nil)
        #expect(try APNsConfiguration(app: "couples", environment: environment(["COUPLES_APNS_KEY_ID": "  "])) == nil)
    }

    @Test("a .p8 file, the IDs, the topic and the environment make a configuration for Apple's hosts")
    func fromKeyFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.url.appendingPathComponent("AuthKey_\(TestAPNsKey.keyID).p8")
        try Data(key.pem.utf8).write(to: file)
        let development = try #require(try APNsConfiguration(
            app: "couples", environment: environment(["COUPLES_APNS_KEY": nil, "COUPLES_APNS_KEY_FILE": file.path])
        ))
        #expect(development.keyID == TestAPNsKey.keyID)
        #expect(development.teamID == TestAPNsKey.teamID)
        #expect(development.topic == "app.greenhouse.couples")
        #expect(development.environment == .development)
        #expect(development.baseURL.absoluteString == "https://api.sandbox.push.apple.com")
        #expect(development.signingKey.publicKey.rawRepresentation == key.publicKey.rawRepresentation)

        let production = try #require(try APNsConfiguration(app: "couples", environment: environment(["COUPLES_APNS_ENVIRONMENT": "production"])))
        #expect(production.environment == .production)
        #expect(production.baseURL.absoluteString == "https://api.push.apple.com")
    }

    @Test("an inline PEM may carry \\n escapes, as env files write it; GREENHOUSE_APNS_URL points at a stand-in")
    func inlineKeyAndOverride() throws {
        let escaped = key.pem.replacingOccurrences(of: "\n", with: "\\n")
        let configuration = try #require(try APNsConfiguration(app: "couples", environment: environment([
            "COUPLES_APNS_KEY": escaped, "GREENHOUSE_APNS_URL": "https://127.0.0.1:8443",
        ])))
        #expect(configuration.signingKey.publicKey.rawRepresentation == key.publicKey.rawRepresentation)
        #expect(configuration.baseURL.absoluteString == "https://127.0.0.1:8443")
        #expect(configuration.environment == .development)
    }

    @Test("a partial or malformed configuration names the variable to fix", arguments: [
        (["COUPLES_APNS_TEAM_ID": nil], "COUPLES_APNS_TEAM_ID"),
        (["COUPLES_APNS_TEAM_ID": "team"], "COUPLES_APNS_TEAM_ID"),
        (["COUPLES_APNS_KEY_ID": "-----BEGIN PRIVATE KEY-----"], "COUPLES_APNS_KEY_ID"),
        (["COUPLES_APNS_TOPIC": nil], "COUPLES_APNS_TOPIC"),
        (["COUPLES_APNS_ENVIRONMENT": nil], "COUPLES_APNS_ENVIRONMENT"),
        (["COUPLES_APNS_ENVIRONMENT": "sandbox"], "COUPLES_APNS_ENVIRONMENT"),
        (["COUPLES_APNS_KEY": nil], "COUPLES_APNS_KEY_FILE"),
        (["COUPLES_APNS_KEY_FILE": "/etc/hostname"], "COUPLES_APNS_KEY"),
        (["COUPLES_APNS_KEY": nil, "COUPLES_APNS_KEY_FILE": "/nonexistent/AuthKey.p8"], "COUPLES_APNS_KEY_FILE"),
        (["COUPLES_APNS_KEY": "not a key"], "COUPLES_APNS_KEY"),
        (["GREENHOUSE_APNS_URL": "ftp://apns.example"], "GREENHOUSE_APNS_URL"),
    ] as [([String: String?], String)])
    func errors(overrides: [String: String?], variable: String) {
        do throws(ConfigurationError) {
            _ = try APNsConfiguration(app: "couples", environment: environment(overrides))
            Issue.record("expected an error naming \(variable)")
        } catch {
            #expect(error.variable == variable, "\(error)")
        }
    }

    @Test("an RSA or P-384 key is not an APNs key")
    func wrongKeyKind() {
        let p384 = P384.Signing.PrivateKey().pemRepresentation
        #expect(throws: ConfigurationError(variable: "COUPLES_APNS_KEY", message: "is not a P-256 private key in PEM (an APNs .p8 key)")) {
            try APNsConfiguration(app: "couples", environment: environment(["COUPLES_APNS_KEY": p384]))
        }
    }
}
