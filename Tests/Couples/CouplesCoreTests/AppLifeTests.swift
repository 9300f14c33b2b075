import CouplesAPI
import CouplesCore
import Foundation
import PushTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

@Suite("CouplesAppModel's life: back to the foreground, the notification prompt, invite links through sign-in")
@MainActor
struct AppLifeTests {
    @Test("the partner answered while the app was in the background: back in the foreground, the main screen says so", arguments: TestDatabases.backends)
    func foreground(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple()
            let app = CouplesAppModel(environment: ada.environment)
            await app.start()
            // In the background no event arrives: the socket sleeps with the app.
            app.stopListening()
            #expect(app.main.partnerStatus == .waiting)

            let care = FlowerCareModel(environment: ben.environment)
            await care.load()
            care.answer = "Soup and a film."
            await care.send()
            #expect(care.iAnswered)
            #expect(app.main.partnerStatus == .waiting)

            await app.didBecomeActive()
            #expect(app.main.partnerStatus == .answered)
            #expect(app.main.partnerStatusText == "Ben answered today's question")
        }
    }

    @Test("notifications are asked for once when the pair forms, on the joining phone and on the inviting one, and the token is asked of APNs", arguments: TestDatabases.backends)
    func askWhenPaired(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let adaPhone = StandInNotifications()
            let ada = CouplesAppModel(environment: try await world.phone("Ada").environment, notifications: adaPhone)
            await ada.start()
            ada.stopListening()
            #expect(ada.route == .pairing)
            // Not paired: no one to hear from yet.
            #expect(adaPhone.requests == 0)
            await ada.pairing.createInvite()
            let code = try #require(ada.pairing.invite?.code)

            let benPhone = StandInNotifications()
            let ben = CouplesAppModel(environment: try await world.phone("Ben").environment, notifications: benPhone)
            await ben.start()
            ben.stopListening()
            await ben.pairing.join(code: code)
            #expect(ben.pairing.stage == .paired)
            // What PairingView's onPaired does.
            await ben.refresh()
            #expect(ben.route == .flower)
            #expect(benPhone.requests == 1)
            #expect(benPhone.registrations == 1)

            // The inviter learns by the pair event.
            await ada.handle(PairEventMessage(kind: .paired, date: ""))
            #expect(ada.route == .flower)
            #expect(adaPhone.requests == 1)
            #expect(adaPhone.registrations == 1)

            // Refreshes and returns to the app ask nothing more.
            for app in [ada, ben] {
                await app.refresh()
                await app.didBecomeActive()
            }
            #expect(adaPhone.requests == 1)
            #expect(benPhone.requests == 1)
            #expect(adaPhone.registrations == 1)

            // A later launch, already allowed: the token again (it may change), no prompt.
            let relaunched = CouplesAppModel(environment: ada.environment, notifications: adaPhone)
            await relaunched.start()
            relaunched.stopListening()
            #expect(adaPhone.requests == 1)
            #expect(adaPhone.registrations == 2)

            // Refused: never asked again, nothing registered.
            let cyPhone = StandInNotifications()
            cyPhone.allows = false
            let (cyEnvironment, _) = try await Self.pairedPhones(world, "Cy", "Di")
            let cy = CouplesAppModel(environment: cyEnvironment, notifications: cyPhone)
            await cy.start()
            cy.stopListening()
            await cy.didBecomeActive()
            #expect(cyPhone.requests == 1)
            #expect(cyPhone.registrations == 0)
        }
    }

    static func pairedPhones(_ world: CouplesWorld, _ a: String, _ b: String) async throws -> (CouplesEnvironment, CouplesEnvironment) {
        let (first, second) = try await world.couple(a, b)
        return (first.environment, second.environment)
    }

    @Test("an invite link opened while signed out waits through sign-in, then shows who invited", arguments: TestDatabases.backends)
    func linkThroughSignIn(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let inviting = PairingModel(environment: try await world.phone("Ada").environment)
            await inviting.createInvite()
            let link = try #require(inviting.invite.flatMap { URL(string: $0.link) })

            let ben = try await world.phone("Ben")
            await ben.environment.service.connection.session.signOut()
            let app = CouplesAppModel(environment: ben.environment)
            // Opened from a cold start, before the app knew anything.
            #expect(await app.open(link))
            await app.start()
            #expect(app.route == .signIn)
            #expect(app.pendingInviteLink == link.absoluteString)
            #expect(app.pairing.preview == nil)

            try await app.signIn(devName: "Ben")
            app.stopListening()
            #expect(app.route == .pairing)
            #expect(app.pendingInviteLink == nil)
            #expect(app.pairing.preview?.inviterName == "Ada")
            #expect(app.pairing.error == nil)
            #expect(app.linkNotice == nil)
            // Nothing joined until the person says so.
            #expect(try await ben.environment.service.pair() == nil)
        }
    }

    @Test("an invite link opened while already paired says so and joins nothing; a link that is no invite says so", arguments: TestDatabases.backends)
    func linkWhilePaired(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (_, ben) = try await world.couple()
            let inviting = PairingModel(environment: try await world.phone("Cy").environment)
            await inviting.createInvite()
            let link = try #require(inviting.invite.flatMap { URL(string: $0.link) })

            let app = CouplesAppModel(environment: ben.environment)
            await app.start()
            app.stopListening()
            #expect(app.route == .flower)
            let (joinsBefore, previewsBefore) = (ben.network.delivered("joinPair"), ben.network.delivered("previewInvite"))
            #expect(await app.open(link))
            #expect(app.linkNotice == "You and Ada already share a flower. To accept another invite, unpair in Settings first.")
            #expect(app.pendingInviteLink == nil)
            #expect(app.pairing.preview == nil)
            #expect(ben.network.delivered("joinPair") == joinsBefore)
            #expect(ben.network.delivered("previewInvite") == previewsBefore)
            #expect(try await ben.environment.service.pair()?.partner.displayName == "Ada")

            #expect(await app.open(URL(string: "https://example.com/somewhere")!) == false)
            #expect(app.linkNotice == "That link isn't an invite Couples can open. Ask for a new one.")
        }
    }
}
