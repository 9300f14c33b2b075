import ClientKit
import CouplesAPI
import CouplesCore
import Foundation
import ServerKit
import ServerKitTestSupport
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
            #expect(app.pairing.safetyEmoji == joining.safetyEmoji)

            // Relaunch: the stored session opens straight onto the flower.
            let relaunched = CouplesAppModel(environment: try await ada.relaunched().environment)
            await relaunched.start()
            relaunched.stopListening()
            #expect(relaunched.route == .flower)
        }
    }
}
