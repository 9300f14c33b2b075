import AppStore
import AppStoreTestSupport
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing
import X509

@Suite("App Store configuration")
struct AppStoreConfigurationTests {
    @Test("the bundle ID and environments come from the app's variables; Production and Apple's root by default")
    func fromEnvironment() throws {
        let defaults = try #require(try AppStoreConfiguration(app: "couples", environment: ["COUPLES_APPSTORE_BUNDLE_ID": "app.greenhouse.couples"]))
        #expect(defaults.bundleID == "app.greenhouse.couples")
        #expect(defaults.environments == [.production])
        #expect(defaults.trustedRoots == [AppleRootCertificates.g3])

        let staging = try #require(
            try AppStoreConfiguration(app: "couples", environment: [
                "COUPLES_APPSTORE_BUNDLE_ID": "app.greenhouse.couples",
                "COUPLES_APPSTORE_ENVIRONMENTS": "Production, sandbox,,Xcode",
            ])
        )
        #expect(staging.environments == [.production, .sandbox, .xcode])
    }

    @Test("apps read only their own variables; no bundle ID means no purchases")
    func perApp() throws {
        #expect(try AppStoreConfiguration(app: "gifter", environment: ["COUPLES_APPSTORE_BUNDLE_ID": "app.greenhouse.couples"]) == nil)
        #expect(try AppStoreConfiguration(app: "couples", environment: ["COUPLES_APPSTORE_BUNDLE_ID": " "]) == nil)
    }

    @Test("an unknown environment names its variable")
    func unknownEnvironment() {
        #expect(throws: ConfigurationError(variable: "COUPLES_APPSTORE_ENVIRONMENTS", message: "must list Production, Sandbox, Xcode or LocalTesting, got 'Staging'")) {
            try AppStoreConfiguration(app: "couples", environment: ["COUPLES_APPSTORE_BUNDLE_ID": "x", "COUPLES_APPSTORE_ENVIRONMENTS": "Sandbox,Staging"])
        }
    }

    @Test("extra PEM roots are trusted besides Apple's: a staging server accepts the stand-in's transactions")
    func extraRoots() async throws {
        let store = try FakeAppStore()
        let other = try FakeAppStore()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("appstore-roots-\(UUID().uuidString).pem")
        defer { try? FileManager.default.removeItem(at: file) }
        try "\(try store.chain.rootPEM)\n\(try other.chain.rootPEM)\n".write(to: file, atomically: true, encoding: .utf8)

        let configuration = try #require(
            try AppStoreConfiguration(app: "couples", environment: [
                "COUPLES_APPSTORE_BUNDLE_ID": FakeAppStore.bundleID,
                "COUPLES_APPSTORE_ENVIRONMENTS": "Sandbox",
                "GREENHOUSE_APPSTORE_EXTRA_ROOTS_PEM": file.path,
            ])
        )
        #expect(configuration.trustedRoots == [AppleRootCertificates.g3, store.root, other.root])
        let verifier = AppStoreSignedDataVerifier(configuration: configuration, wallClock: ManualWallClock(FakeAppStore.referenceDate))
        let transaction = try await verifier.verifyTransaction(try store.sign(TestTransaction(environment: "Sandbox")))
        #expect(transaction.environment == .sandbox)
    }

    @Test("an extra-roots file that cannot be read or holds no certificate names its variable")
    func badExtraRoots() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("appstore-roots-\(UUID().uuidString).pem")
        defer { try? FileManager.default.removeItem(at: file) }
        try "no certificates here\n".write(to: file, atomically: true, encoding: .utf8)
        let garbled = FileManager.default.temporaryDirectory.appendingPathComponent("appstore-roots-\(UUID().uuidString).pem")
        defer { try? FileManager.default.removeItem(at: garbled) }
        try "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n".write(to: garbled, atomically: true, encoding: .utf8)

        for path in ["/nonexistent/roots.pem", file.path, garbled.path] {
            let error = #expect(throws: ConfigurationError.self) {
                try AppStoreConfiguration(app: "couples", environment: ["COUPLES_APPSTORE_BUNDLE_ID": "x", "GREENHOUSE_APPSTORE_EXTRA_ROOTS_PEM": path])
            }
            #expect(error?.variable == "GREENHOUSE_APPSTORE_EXTRA_ROOTS_PEM")
        }
    }
}
