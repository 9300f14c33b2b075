import AppStoreTestSupport
import ClientKit
import CouplesAPI
import CouplesCore
import CouplesTestSupport
import Foundation
import ServerKit
import ServerKitTestSupport

/// The Couples world with an App Store: the server trusts the fake App Store's chain as it trusts
/// Apple's root (production purchases only), and Apple IDs whose refunds reach the server.
extension CouplesWorld {
    static func run<R: Sendable>(
        backend: DatabaseBackend, appStore store: FakeAppStore, _ body: @MainActor @Sendable (CouplesWorld) async throws -> R
    ) async throws -> R {
        let roots = try TemporaryDirectory()
        defer { roots.remove() }
        let pem = roots.url.appendingPathComponent("roots.pem")
        try Data(try store.chain.rootPEM.utf8).write(to: pem)
        return try await run(backend: backend, environment: [
            "COUPLES_APPSTORE_BUNDLE_ID": FakeAppStore.bundleID,
            "COUPLES_APPSTORE_ENVIRONMENTS": "Production",
            "GREENHOUSE_APPSTORE_EXTRA_ROOTS_PEM": pem.path,
        ], body)
    }

    /// An Apple ID at `store`; its refund notifications are posted to this server.
    func appleAccount(_ store: FakeAppStore) -> FakeAppleAccount {
        let client = Client(serverURL: baseURL, transport: LoopbackHTTP.transport())
        return FakeAppleAccount(store: store, clock: clock) { signedPayload in
            _ = try await client.receiveStoreNotification(body: .json(.init(signedPayload: signedPayload))).ok
        }
    }

    /// `name`'s new phone (the old one lost): a new device key and database, StoreKit `purchases`, signed in.
    func newPhone(_ name: String, purchases: any PurchaseProvider) async throws -> Phone {
        let phone = Phone(
            name: name, world: self, network: SwitchableTransport(), keys: InMemoryDeviceKeyStore(), tokens: InMemoryTokenStore(),
            databaseURL: scratch.url.appendingPathComponent("\(name)-new-\(UUID().uuidString).sqlite"), zone: "Europe/London", purchases: purchases
        )
        _ = try await phone.environment.service.connection.devSignIn(name: name)
        return phone
    }
}
