import Crypto
import Foundation
import ServerKit

/// How one app reaches APNs: the team's signing key (.p8) and its ID, the app's bundle ID (the topic),
/// and which environment, or stand-in, receives the notifications.
public struct APNsConfiguration: Sendable {
    /// The P-256 key from the .p8 file Apple issued; it signs the provider tokens.
    public var signingKey: P256.Signing.PrivateKey
    /// The 10-character ID Apple shows beside the key.
    public var keyID: String
    /// The 10-character ID of the Apple developer team that owns the key.
    public var teamID: String
    /// The app's bundle ID: APNs delivers only to tokens this app registered.
    public var topic: String
    public var environment: APNsEnvironment
    /// `environment`'s host unless a stand-in replaces it.
    public var baseURL: URL
    /// A PEM file of the only authorities trusted for `baseURL` (a stand-in's); nil trusts the system's.
    public var trustRootsFile: String?

    public init(
        signingKey: P256.Signing.PrivateKey,
        keyID: String,
        teamID: String,
        topic: String,
        environment: APNsEnvironment,
        baseURL: URL? = nil
    ) {
        self.signingKey = signingKey
        self.keyID = keyID
        self.teamID = teamID
        self.topic = topic
        self.environment = environment
        self.baseURL = baseURL ?? environment.baseURL
    }

    /// Reads `<APP>_APNS_KEY_ID`, `<APP>_APNS_TEAM_ID`, `<APP>_APNS_TOPIC`, `<APP>_APNS_ENVIRONMENT`
    /// (`development` or `production`), the key as `<APP>_APNS_KEY_FILE` (a .p8 path) or `<APP>_APNS_KEY`
    /// (its PEM), and `GREENHOUSE_APNS_URL` to send to a stand-in (with `GREENHOUSE_APNS_CA_FILE`, the PEM of
    /// the authority that signed the stand-in's certificate). Nil (push disabled) without a key ID;
    /// any other variable missing or malformed is an error naming it.
    ///
    /// Reads the key file synchronously: call it while the server starts, not on a request.
    public init?(app: String, environment: [String: String]) throws(ConfigurationError) {
        let prefix = app.uppercased() + "_APNS_"
        func value(_ name: String) -> String? {
            environment[name].map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        func required(_ name: String) throws(ConfigurationError) -> String {
            guard let found = value(name) else { throw ConfigurationError(variable: name, message: "is required when \(prefix)KEY_ID is set") }
            return found
        }
        func appleID(_ name: String) throws(ConfigurationError) -> String {
            let id = try required(name)
            guard id.utf8.count == 10, id.utf8.allSatisfy(Self.isIDCharacter) else {
                throw ConfigurationError(variable: name, message: "must be the 10-character ID Apple shows (letters and digits)")
            }
            return id
        }
        guard value(prefix + "KEY_ID") != nil else { return nil }
        let keyID = try appleID(prefix + "KEY_ID")
        let teamID = try appleID(prefix + "TEAM_ID")
        let topic = try required(prefix + "TOPIC")
        let environmentName = try required(prefix + "ENVIRONMENT")
        guard let apnsEnvironment = APNsEnvironment(rawValue: environmentName.lowercased()) else {
            throw ConfigurationError(variable: prefix + "ENVIRONMENT", message: "must be development or production")
        }
        let (keyVariable, pem) = try Self.keyPEM(prefix: prefix, file: value(prefix + "KEY_FILE"), inline: value(prefix + "KEY"))
        let signingKey: P256.Signing.PrivateKey
        do {
            signingKey = try P256.Signing.PrivateKey(pemRepresentation: pem)
        } catch {
            throw ConfigurationError(variable: keyVariable, message: "is not a P-256 private key in PEM (an APNs .p8 key)")
        }
        var baseURL: URL?
        if let override = value("GREENHOUSE_APNS_URL") {
            guard let url = URL(string: override), url.scheme == "https" || url.scheme == "http", url.host != nil else {
                throw ConfigurationError(variable: "GREENHOUSE_APNS_URL", message: "must be an http(s) URL")
            }
            baseURL = url
        }
        let authorities = value("GREENHOUSE_APNS_CA_FILE")
        if let authorities {
            guard baseURL != nil else {
                throw ConfigurationError(variable: "GREENHOUSE_APNS_CA_FILE", message: "is only for a stand-in: set GREENHOUSE_APNS_URL too")
            }
            guard FileManager.default.isReadableFile(atPath: authorities) else {
                throw ConfigurationError(variable: "GREENHOUSE_APNS_CA_FILE", message: "cannot be read: \(authorities)")
            }
        }
        self.init(signingKey: signingKey, keyID: keyID, teamID: teamID, topic: topic, environment: apnsEnvironment, baseURL: baseURL)
        trustRootsFile = authorities
    }

    /// The key's PEM and the variable it came from; an inline PEM's `\n` escapes (env files) become newlines.
    private static func keyPEM(prefix: String, file: String?, inline: String?) throws(ConfigurationError) -> (variable: String, pem: String) {
        switch (file, inline) {
        case (.some, .some):
            throw ConfigurationError(variable: prefix + "KEY", message: "cannot be set together with \(prefix)KEY_FILE; set one")
        case (nil, nil):
            throw ConfigurationError(variable: prefix + "KEY_FILE", message: "is required (or \(prefix)KEY with the PEM itself)")
        case (nil, .some(let pem)):
            return (prefix + "KEY", pem.replacingOccurrences(of: "\\n", with: "\n"))
        case (.some(let path), nil):
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ConfigurationError(variable: prefix + "KEY_FILE", message: "cannot be read: \(path)")
            }
            return (prefix + "KEY_FILE", String(decoding: data, as: UTF8.self))
        }
    }

    private static func isIDCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: false
        }
    }
}
