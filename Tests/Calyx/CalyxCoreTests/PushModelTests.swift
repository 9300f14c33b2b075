import CalyxAPI
@testable import CalyxCore
@testable import CalyxServer
import ClientKit
import Foundation
import IdentityTestSupport
import PushTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

/// Pushes on the phone against the real server and the APNs stand-in: the moment the app asks, the
/// token registered and removed, a tapped push opening its page, the badges; and the Settings that
/// act on them (per-kind switches, pushes off, another sign-in method linked).
@Suite("Push notifications and settings that act")
@MainActor
struct PushModelTests {
    /// The APNs stand-in's settings for the server, with its certificate authority written to `authority`.
    static func apnsEnvironment(_ standIn: APNsStandIn, authority: URL) throws -> [String: String] {
        try standIn.certificates.authorityPEM.write(to: authority, atomically: true, encoding: .utf8)
        return [
            "CALYX_APNS_KEY": standIn.key.pem, "CALYX_APNS_KEY_ID": standIn.key.keyID, "CALYX_APNS_TEAM_ID": standIn.key.teamID,
            "CALYX_APNS_TOPIC": standIn.topic, "CALYX_APNS_ENVIRONMENT": "development",
            "GREENHOUSE_APNS_URL": standIn.baseURL.absoluteString, "GREENHOUSE_APNS_CA_FILE": authority.path,
        ]
    }

    /// A place where it is daytime now, so no push waits out quiet hours (22:00–08:00) whenever the test runs.
    static var middayZone: String {
        TimeZone.knownTimeZoneIdentifiers.sorted().first { identifier in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: identifier)!
            return (10...19).contains(calendar.component(.hour, from: Date()))
        } ?? "UTC"
    }

    func person(_ world: CalyxWorld, _ name: String) async throws -> CalyxClient {
        let client = try await world.signedIn(name)
        _ = try await client.api.setUsername(body: .json(.init(username: name))).ok
        _ = try await client.api.updatePreferences(body: .json(.init(timeZone: Self.middayZone))).ok
        return client
    }

    @Test("asked after the first follow, with the reason first; the token registered; a push opens the follower and the liked collection; reading clears the badges; signing out stops the pushes", arguments: TestDatabases.backends)
    func pushes(backend: DatabaseBackend) async throws {
        let standIn = try await APNsStandIn.start()
        let authority = FileManager.default.temporaryDirectory.appending(path: "apns-ca-\(UUID()).pem")
        defer { try? FileManager.default.removeItem(at: authority) }
        do {
            try await CalyxWorld.run(backend: backend, environment: try Self.apnsEnvironment(standIn, authority: authority)) { world in
                let ada = try await person(world, "ada")
                let bea = try await person(world, "bea")
                let adaID = try await ada.api.getProfile().ok.body.json.id
                let beaID = try await bea.api.getProfile().ok.body.json.id
                let phone = StandInNotifications()
                let main = MainTabsModel(environment: try world.environment(ada, notifications: phone))
                let push = main.push
                await push.start()
                #expect(push.prompt == nil && phone.prompts == 0 && phone.registrations == 0, "never asked at launch")

                // Ada's first follow: the explanation, then iOS's prompt, then APNs.
                let beaPage = main.personPage(beaID)
                await beaPage.load()
                await beaPage.toggleFollow()
                #expect(beaPage.isFollowing)
                try await waitUntil { push.prompt == .afterFirstAct }
                await push.accept()
                #expect(push.prompt == nil && push.permission == .allowed && phone.prompts == 1 && phone.registrations == 1)
                let token = Data((0..<32).map { UInt8($0) })
                await push.didReceiveToken(token)
                let hex = PushTokenRegistration.hex(token)
                #expect(await push.registration.token == hex)

                // Bea follows back and likes Ada's collection: each push, tapped, opens its page.
                let pusher = try #require(world.app.builtNotifications.latest).pusher
                let sent: @Sendable () -> [RecordedAPNsRequest] = { standIn.requests.filter { $0.deviceToken == hex } }
                /// Sends what is due (the server's own kick after the write may have sent it first).
                func pushesArrive(_ count: Int) async throws {
                    _ = try await pusher.sendDue(now: world.serverClock.now())
                    #expect(await pollUntil(every: .milliseconds(5)) { sent().count == count })
                }
                _ = try await bea.api.followUser(path: .init(userId: adaID)).ok
                try await pushesArrive(1)
                let followPush = try #require(sent().last?.jsonBody)
                let followPayload = followPush.compactMapValues { $0 as? String }
                #expect(PushModel.page(forPush: followPayload) == .person(id: beaID))

                let walk = try await ada.api.createCollection(body: .json(.init(name: "Spring Walk", isPublic: true))).created.body.json
                _ = try await bea.api.likeCollection(path: .init(collectionId: walk.id)).ok
                try await pushesArrive(2)
                let likePayload = try #require(sent().last?.jsonBody).compactMapValues { $0 as? String }
                #expect(PushModel.page(forPush: likePayload) == .collection(id: walk.id))
                await push.refreshUnread()
                #expect(push.unreadCount == 2 && phone.badge == 2)

                // Tapping the like's push reads it; the inbox read to the end clears both badges.
                #expect(await push.opened(push: likePayload) == .collection(id: walk.id))
                #expect(push.unreadCount == 1 && phone.badge == 1)
                let inbox = main.notificationsPage()
                await inbox.load()
                await inbox.markAllRead()
                #expect(push.unreadCount == 0 && phone.badge == 0)

                // Signed out: the server forgets the token, so Bea's next like reaches no phone.
                await push.signingOut()
                #expect(await push.registration.token == nil)
                let count = sent().count
                _ = try await bea.api.unlikeCollection(path: .init(collectionId: walk.id)).ok
                _ = try await bea.api.likeCollection(path: .init(collectionId: walk.id)).ok
                _ = try await pusher.sendDue(now: world.serverClock.now())
                try await Task.sleep(for: .milliseconds(200))
                #expect(sent().count == count)
            }
        } catch {
            try? await standIn.stop()
            throw error
        }
        try await standIn.stop()
    }

    @Test("'Not Now' is never asked again; a refused iOS prompt points to iOS Settings; pushes off in Settings removes the token; each kind has its switch", arguments: TestDatabases.backends)
    func declineAndSettings(backend: DatabaseBackend) async throws {
        try await CalyxWorld.run(backend: backend) { world in
            let ada = try await person(world, "ada")
            let bea = try await person(world, "bea")
            let beaID = try await bea.api.getProfile().ok.body.json.id
            let phone = StandInNotifications()
            let environment = try world.environment(ada, notifications: phone)
            let main = MainTabsModel(environment: environment)
            await main.push.start()
            _ = try await ada.api.likeFlower(path: .init(flowerId: try await firstCard(ada, "rose").id)).ok
            try await waitUntil { main.push.prompt != nil }
            main.push.decline()
            let again = MainTabsModel(environment: environment)
            await again.push.start()
            _ = try await ada.api.followUser(path: .init(userId: beaID)).ok
            try await Task.sleep(for: .milliseconds(50))
            #expect(again.push.prompt == nil && phone.prompts == 0, "asked once per phone")

            // From Settings: iOS says no; the screen points to iOS Settings.
            phone.allows = false
            let settings = main.settingsPage()
            await settings.load()
            await settings.setPushNotifications(true)
            #expect(phone.prompts == 1 && settings.pushBlockedByPhone)

            // Allowed on another phone: registered; off in Settings removes the token and the preference.
            let other = StandInNotifications()
            let tabs = MainTabsModel(environment: try world.environment(ada, notifications: other))
            let otherSettings = tabs.settingsPage()
            await otherSettings.load()
            await otherSettings.setPushNotifications(true)
            await tabs.push.didReceiveToken(Data(repeating: 7, count: 32))
            #expect(await tabs.push.registration.isRegistered && other.registrations == 1)
            await otherSettings.setPushNotifications(false)
            #expect(otherSettings.settings?.preferences.notificationsEnabled == false)
            #expect(await !tabs.push.registration.isRegistered)

            // The kinds: the optional flower-comment one starts off; each switch is saved.
            #expect(otherSettings.isOn(.follow) && !otherSettings.isOn(.flowerComment))
            await otherSettings.setOn(.flowerComment, true)
            await otherSettings.setOn(.collectionLike, false)
            let kinds = try await ada.api.getSettings().ok.body.json.preferences.notificationKinds
            #expect(kinds.flowerComment.inbox && kinds.flowerComment.push && !kinds.collectionLike.inbox)
            #expect(otherSettings.isOn(.flowerComment) && !otherSettings.isOn(.collectionLike))
            #expect(otherSettings.termsURL.absoluteString.hasSuffix("/calyx/terms") && otherSettings.termsURL.host() == world.url.host())
        }
    }

    @Test("another sign-in method linked from Settings; one that belongs to someone else is refused with the reason", arguments: TestDatabases.backends)
    func linkProvider(backend: DatabaseBackend) async throws {
        try await FakeIdentityProviders.run { providers in
            try await CalyxWorld.run(backend: backend, environment: providers.environment()) { world in
                let ada = try await world.signedIn("ada")
                let apple = SignInTests.StandInApple(providers: providers, subject: "000555.ada", name: "Ada")
                let settings = SettingsModel(environment: try world.environment(ada, apple: apple))
                await settings.load()
                #expect(settings.linkableProviders == [.apple] && settings.linked.map(\.method) == [.dev])
                world.serverClock.catchUp()  // the provider's token is dated by the real clock
                await settings.link(.apple)
                #expect(Set(settings.linked.map(\.method)) == [.dev, .apple] && settings.linkableProviders.isEmpty)
                #expect(settings.canUnlink(.apple))

                let bea = try await world.signedIn("bea")
                let beaSettings = SettingsModel(environment: try world.environment(bea, apple: apple))
                await beaSettings.load()
                world.serverClock.catchUp()
                await beaSettings.link(.apple)
                #expect(beaSettings.linked.map(\.method) == [.dev])
                #expect(beaSettings.notice?.contains("already belongs to another Calyx account") == true)
            }
        }
    }
}
