import ClientKit
import CouplesAPI
import CouplesCore
import CouplesServer
import CouplesTestSupport
import Foundation
import NIOConcurrencyHelpers
import ServerKit
import ServerKitTestSupport
import Testing

/// The real Couples server in-process on a manual wall clock, and simulated phones talking to it
/// through the generated client, each with its own device key, database and network switch.
struct CouplesWorld: Sendable {
    let server: TestServer
    let clock: ManualWallClock
    let scratch: TemporaryDirectory

    var baseURL: URL { URL(string: "http://127.0.0.1:\(server.port)/couples/v1")! }

    /// 2026-11-24 12:00 UTC.
    static let noonUTC = Date(timeIntervalSince1970: 1_795_521_600)

    static func run<R: Sendable>(
        backend: DatabaseBackend, environment: [String: String] = [:], _ body: @MainActor @Sendable (CouplesWorld) async throws -> R
    ) async throws -> R {
        let clock = ManualWallClock(noonUTC)
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        return try await TestServer.run(apps: [CouplesApp()], backend: backend, clock: ManualClock(), wallClock: clock, configure: { configuration in
            configuration.devAuthRequested = true
            configuration.environment = configuration.environment.merging(environment) { _, new in new }
        }) { _, server in
            try await body(CouplesWorld(server: server, clock: clock, scratch: scratch))
        }
    }

    /// A phone signed in (dev sign-in) as `name`.
    func phone(_ name: String, zone: String = "Europe/London", purchases: any PurchaseProvider = NoPurchases()) async throws -> Phone {
        let phone = Phone(
            name: name, world: self, network: SwitchableTransport(), keys: InMemoryDeviceKeyStore(), tokens: InMemoryTokenStore(),
            databaseURL: scratch.url.appendingPathComponent("\(name)-\(UUID().uuidString).sqlite"), zone: zone, purchases: purchases
        )
        _ = try await phone.environment.service.connection.devSignIn(name: name)
        return phone
    }

    /// Two phones paired through their pairing models: `a` invites, `b` joins by the typed code.
    @MainActor
    func couple(_ a: String = "Ada", _ b: String = "Ben", purchases: any PurchaseProvider = NoPurchases()) async throws -> (Phone, Phone) {
        let first = try await phone(a, purchases: purchases)
        let second = try await phone(b)
        let inviting = PairingModel(environment: first.environment)
        await inviting.createInvite()
        let code = try #require(inviting.invite?.code)
        let joining = PairingModel(environment: second.environment)
        await joining.join(code: code)
        guard joining.stage == .paired else { throw WorldError.notPaired(joining.error) }
        return (first, second)
    }

    enum WorldError: Error { case notPaired(String?) }

    /// The server's own database, for what a test must see behind the API.
    func withDatabase<R: Sendable>(_ body: (Database) async throws -> R) async throws -> R {
        let location = try server.isolation.configuration().databaseLocation(forApp: "couples")
        return try await Database(location, logger: .quiet).withRunning(body)
    }

    /// Everything under the server's data directory (photo ciphertext lives here).
    func dataFiles() throws -> [URL] {
        let root = try server.isolation.configuration().dataDirectory
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }
}

/// One simulated phone: what survives a relaunch (key, tokens, database file) and its network.
final class Phone: Sendable {
    let name: String
    let network: SwitchableTransport
    let keys: InMemoryDeviceKeyStore
    let tokens: InMemoryTokenStore
    let databaseURL: URL
    let zone: String
    let purchases: any PurchaseProvider
    let environment: CouplesEnvironment
    let world: CouplesWorld

    init(
        name: String, world: CouplesWorld, network: SwitchableTransport, keys: InMemoryDeviceKeyStore, tokens: InMemoryTokenStore,
        databaseURL: URL, zone: String, purchases: any PurchaseProvider
    ) {
        self.name = name
        self.world = world
        self.network = network
        self.keys = keys
        self.tokens = tokens
        self.databaseURL = databaseURL
        self.zone = zone
        self.purchases = purchases
        let connection = CouplesConnection(serverURL: world.baseURL, transport: network, tokenStore: tokens)
        environment = CouplesEnvironment(
            connection: connection, database: try! CouplesDatabase(url: databaseURL), keys: keys, photos: VipsPhotoPreparer(),
            purchases: purchases, deviceTimeZone: { TimeZone(identifier: zone)! }
        )
    }

    /// The app launched again: same key, tokens and database file, new everything else.
    func relaunched() async throws -> Phone {
        let phone = Phone(
            name: name, world: world, network: network, keys: keys, tokens: tokens, databaseURL: databaseURL, zone: zone, purchases: purchases
        )
        try await phone.environment.service.connection.session.restore()
        return phone
    }

    /// The same person on a new phone without iCloud Keychain: a new device key, same account.
    func newDeviceWithoutKey() async throws -> Phone {
        let phone = Phone(
            name: name, world: world, network: SwitchableTransport(), keys: InMemoryDeviceKeyStore(), tokens: InMemoryTokenStore(),
            databaseURL: world.scratch.url.appendingPathComponent("\(name)-new-\(UUID().uuidString).sqlite"), zone: zone, purchases: purchases
        )
        _ = try await phone.environment.service.connection.devSignIn(name: name)
        return phone
    }
}
