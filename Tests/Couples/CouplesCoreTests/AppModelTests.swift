import ClientKit
import CouplesAPI
import CouplesCore
import Foundation
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("CouplesAppModel: routes and events against the Couples server")
@MainActor
struct AppModelTests {
    @Test("signed out → sign-in; signed in unpaired → pairing; paired (by either side's event) → the flower", arguments: TestDatabases.backends)
    func routes(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let ada = try await world.phone("Ada")
            await ada.environment.service.connection.session.signOut()
            let app = CouplesAppModel(environment: ada.environment)
            await app.start()
            #expect(app.route == .signIn)
            try await app.signIn(devName: "Ada")
            app.stopListening()
            #expect(app.route == .pairing)
            #expect(app.pairing.stage == .unpaired)
            await app.pairing.createInvite()
            let code = try #require(app.pairing.invite?.code)

            let ben = try await world.phone("Ben")
            let joining = PairingModel(environment: ben.environment)
            await joining.join(code: code)
            #expect(joining.stage == .paired)

            // The socket (or polling) tells Ada's app; it moves to the flower.
            await app.handle(PairEventMessage(kind: .paired, date: ""))
            #expect(app.route == .flower)
            #expect(app.main.flower != nil)
            #expect(app.pairing.safetyCode != nil && app.pairing.safetyCode == joining.safetyCode)

            // Relaunch: the stored session opens straight onto the flower.
            let relaunched = CouplesAppModel(environment: try await ada.relaunched().environment)
            await relaunched.start()
            relaunched.stopListening()
            #expect(relaunched.route == .flower)
        }
    }

    @Test("the push token iOS hands over reaches the server for this person, and signing out withdraws it", arguments: TestDatabases.backends)
    func pushToken(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let ada = try await world.phone("Ada")
            let app = CouplesAppModel(environment: ada.environment)
            await app.start()
            app.stopListening()
            let token = Data((0..<32).map { UInt8($0 * 7 % 256) })
            await app.didReceivePushToken(token, development: true)
            #expect(await app.push.token == token.map { String(format: "%02x", $0) }.joined())
            #expect(try await Self.devices(world) == [DeviceRow(token: try #require(await app.push.token), environment: "development")])
            await app.signOut()
            #expect(try await Self.devices(world).isEmpty)
            #expect(await app.push.token == nil)
        }
    }

    nonisolated static func devices(_ world: CouplesWorld) async throws -> [DeviceRow] {
        try await world.withDatabase { try await $0.sql.raw("SELECT token, environment FROM push_devices").all(decoding: DeviceRow.self) }
    }

    struct DeviceRow: Decodable, Equatable, Sendable {
        let token: String
        let environment: String
    }

    @Test("a new phone without the pair's key opens on pairing to ask to be let in, and on the flower once the partner let it in", arguments: TestDatabases.backends)
    func newPhoneRoute(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let bensNewPhone = try await ben.newDeviceWithoutKey()
            let app = CouplesAppModel(environment: bensNewPhone.environment)
            await app.start()
            app.stopListening()
            #expect(app.route == .pairing)
            #expect(app.pairing.stage == .needsRekey)
            await app.pairing.requestRekey()
            #expect(app.pairing.stage == .waitingForApproval)

            let adasApp = CouplesAppModel(environment: ada.environment)
            await adasApp.start()
            adasApp.stopListening()
            await adasApp.handle(PairEventMessage(kind: .rekeyRequested, date: ""))
            #expect(adasApp.pairing.partnerRekeyCode == app.pairing.safetyCode)
            await adasApp.pairing.approveRekey()
            await app.handle(PairEventMessage(kind: .rekeyApproved, date: ""))
            #expect(app.route == .flower)
            #expect(app.pairing.stage == .paired)
        }
    }
}
