import Foundation
import ServerKit
import SwiftASN1
import X509

/// How one app's server checks App Store signed data: its bundle ID, the environments it accepts and the roots it trusts.
public struct AppStoreConfiguration: Sendable {
    public var bundleID: String
    public var environments: Set<AppStoreEnvironment>
    /// Apple Root CA - G3, plus any extra roots configured to stage against test chains.
    public var trustedRoots: [Certificate]

    public init(
        bundleID: String,
        environments: Set<AppStoreEnvironment> = [.production],
        trustedRoots: [Certificate] = [AppleRootCertificates.g3]
    ) {
        self.bundleID = bundleID
        self.environments = environments
        self.trustedRoots = trustedRoots
    }

    /// Reads `<APP>_APPSTORE_BUNDLE_ID`, `<APP>_APPSTORE_ENVIRONMENTS` (comma-separated `Production`, `Sandbox`,
    /// `Xcode`, `LocalTesting`; `Production` when unset) and, to point a staging server at a stand-in signer,
    /// `GREENHOUSE_APPSTORE_EXTRA_ROOTS_PEM`: the path of a file of PEM roots trusted besides Apple's.
    /// Nil when the app has no bundle ID: it takes no purchases.
    public init?(app: String, environment: [String: String]) throws(ConfigurationError) {
        let prefix = app.uppercased()
        guard let bundleID = environment["\(prefix)_APPSTORE_BUNDLE_ID"]?.trimmingCharacters(in: .whitespaces), !bundleID.isEmpty else {
            return nil
        }
        let environmentsVariable = "\(prefix)_APPSTORE_ENVIRONMENTS"
        var environments: Set<AppStoreEnvironment> = [.production]
        let names = (environment[environmentsVariable] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if !names.isEmpty {
            environments = []
            for name in names {
                // Case-insensitive: "sandbox" in a deployment file means what it says.
                guard let known = AppStoreEnvironment.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                    throw ConfigurationError(variable: environmentsVariable, message: "must list Production, Sandbox, Xcode or LocalTesting, got '\(name)'")
                }
                environments.insert(known)
            }
        }
        var roots = [AppleRootCertificates.g3]
        if let path = environment["GREENHOUSE_APPSTORE_EXTRA_ROOTS_PEM"], !path.isEmpty {
            roots += try Self.extraRoots(at: path, variable: "GREENHOUSE_APPSTORE_EXTRA_ROOTS_PEM")
        }
        self.init(bundleID: bundleID, environments: environments, trustedRoots: roots)
    }

    /// Every certificate in a PEM file; a file holding none (or anything else) is refused rather than ignored.
    static func extraRoots(at path: String, variable: String) throws(ConfigurationError) -> [Certificate] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ConfigurationError(variable: variable, message: "names a file that cannot be read: \(path)")
        }
        let certificates: [Certificate]
        do {
            certificates = try PEMDocument.parseMultiple(pemString: text).map { try Certificate(pemDocument: $0) }
        } catch {
            throw ConfigurationError(variable: variable, message: "must name a file of PEM certificates: \(error)")
        }
        guard !certificates.isEmpty else {
            throw ConfigurationError(variable: variable, message: "names a file with no PEM certificates: \(path)")
        }
        return certificates
    }
}
