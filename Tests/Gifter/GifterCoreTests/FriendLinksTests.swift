import ClientKit
import Foundation
import GifterAPI
import GifterCore
import NIOConcurrencyHelpers
import ServerKit
import ServerKitTestSupport
import Testing

/// Invite links and friend pushes, against the real server: a link made once per screen and parsed
/// back into the app; the invitation accepted on another phone; your own link and a spent one each
/// said plainly; a link opened while signed out kept through sign-in; a tapped push in Find.
@Suite("Gifter invite links and friend pushes")
@MainActor
struct FriendLinksTests {
    static let someToken = String(repeating: "A", count: 42) + "b"

    @Test("invite links parse from the site and the app's scheme; friend pushes parse to the Friends screen and a friend's page")
    func parsing() throws {
        let token = "q8Tz_-" + String(repeating: "x", count: 37)
        #expect(GifterDeepLink(url: URL(string: "https://greenhouse.app/gifter/invite/\(token)")!) == .friendInvite(token: token))
        #expect(GifterDeepLink(url: URL(string: "gifter://invite/\(token)")!) == .friendInvite(token: token))
        for bad in ["gifter://invite/short", "gifter://invite/\(token)x", "https://greenhouse.app/gifter/invite/\(token.dropLast())+",
                    "https://greenhouse.app/calyx/invite/\(token)", "gifter://invite/\(token)/more", "gifter://invite"] {
            #expect(GifterDeepLink(url: URL(string: bad)!) == nil, "\(bad)")
        }
        #expect(GifterDeepLink.friendInvite(token: token).destination?.tab == .find)
        #expect(GifterDeepLink.friendInvite(token: token).destination?.route == .friendInvite(token: token))

        let id = "0A6C2F1E-9A57-4F0B-8C43-0D9C8F1E2B3A"
        let request = try #require(GifterDeepLink(notification: ["friendRequest": id, "aps": ["alert": "Ben"]]))
        #expect(request == .friendRequests && request.destination?.tab == .find && request.destination?.route == .friends)
        let friend = try #require(GifterDeepLink(notification: ["friend": id]))
        #expect(friend == .friend(id: id.lowercased()) && friend.destination?.route == .friend(id: id.lowercased()))
        #expect(GifterDeepLink(notification: ["friend": "not-a-uuid"]) == nil && GifterDeepLink(notification: ["friendRequest": 7]) == nil)
    }

    @Test("Ada's link: made once per screen; Ben opens it from the link and accepts, and is on Ada's page; both phones list each other; Ada's own link and an unknown one each get their line", arguments: TestDatabases.backends)
    func inviteLink(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let ada = world.client()
            let adaUser = try await ada.signUp(email: "ada@example.org", password: "slow mornings", name: "Ada")
            let benTokens = InMemoryTokenStore()
            let ben = world.client(tokens: benTokens)
            _ = try await ben.devSignIn(name: "Ben")
            _ = try await ben.api.putTasteAnswers(body: .json(.init(answers: []))).ok

            let adds = AddFriendModel(client: ada)
            #expect(adds.inviteURL == nil)
            let url = try #require(await adds.prepareInvite())
            #expect(adds.inviteURL == url && AddFriendModel.inviteButton == "Share an invitation")
            // The same screen shares the same link while it works.
            #expect(await adds.prepareInvite() == url)
            #expect(url.path().hasPrefix("/gifter/invite/"))
            let link = try #require(GifterDeepLink(url: url))
            guard case .friendInvite(let token) = link else { Issue.record("not an invite: \(link)"); return }

            // Ben's phone opens the link: Find shows the invitation.
            let app = GifterAppModel(environment: try world.environment(world.client(tokens: benTokens)), sleep: GifterWorld.patientSplash)
            await app.start()
            #expect(app.route == .main)
            app.open(link)
            #expect(app.tabs.selected == .find && app.tabs.path(.find) == [.friendInvite(token: token)])
            let invite = FriendInviteModel(token: token, client: app.client)
            await invite.load()
            #expect(invite.phase == .invited && invite.title == "Ada invited you to be friends on Gifter." && invite.acceptButton == "Be friends with Ada")
            await invite.accept()
            let next = try #require(invite.next)
            #expect(next == .friend(id: adaUser.id))
            app.open(next)
            #expect(app.tabs.path(.find) == [.friend(id: adaUser.id)])
            #expect(try await ada.api.listFriends().ok.body.json.friends.map(\.displayName) == ["Ben"])
            #expect(try await ben.api.listFriends().ok.body.json.friends.map(\.displayName) == ["Ada"])

            // Opened again: already friends, and the way to Ada's page.
            let again = FriendInviteModel(token: token, client: ben)
            await again.load()
            #expect(again.phase == .alreadyFriends && again.alreadyFriendsLine == "You and Ada are already friends.")
            again.openFriend()
            #expect(again.next == .friend(id: adaUser.id))

            // Ada's own link: the line, and nothing to accept.
            let own = FriendInviteModel(token: token, client: ada)
            await own.load()
            #expect(own.phase == .yours && FriendInviteModel.yoursLine == "This is your own invitation. Share it with someone you’d like to add.")
            await own.accept()
            #expect(own.next == nil && own.phase == .yours)

            // A link that ran out (or never was).
            let spent = FriendInviteModel(token: Self.someToken, client: ben)
            await spent.load()
            #expect(spent.phase == .expired && FriendInviteModel.expiredLine == "This invitation has run out. Ask for a new one.")
        }
    }

    @Test("a screen's invitation is reused until it runs out (14 days), then made again; the spent link gets its line", arguments: TestDatabases.backends)
    func inviteRunsOut(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let ada = world.client()
            _ = try await ada.devSignIn(name: "Ada")
            let ben = world.client()
            _ = try await ben.devSignIn(name: "Ben")
            let phoneClock = NIOLockedValueBox(Date())
            let adds = AddFriendModel(client: ada, now: { phoneClock.withLockedValue { $0 } })
            let first = try #require(await adds.prepareInvite())
            let expiresAt = try #require(adds.invite?.expiresAt)
            #expect(expiresAt.timeIntervalSinceNow > 13 * 86_400 && expiresAt.timeIntervalSinceNow <= 14 * 86_400 + 60)
            guard case .friendInvite(let token)? = GifterDeepLink(url: first) else { Issue.record("not an invite: \(first)"); return }

            // A minute before it runs out: the same link, and Ben can still open it.
            phoneClock.withLockedValue { $0 = expiresAt.addingTimeInterval(-60) }
            #expect(await adds.prepareInvite() == first)
            let early = FriendInviteModel(token: token, client: ben)
            await early.load()
            #expect(early.phase == .invited)

            // Fourteen days on, for the phone and the server alike.
            try #require(world.clock).advance(by: 14 * 86_400 + 1)
            phoneClock.withLockedValue { $0 = expiresAt.addingTimeInterval(1) }
            #expect(adds.inviteURL == nil)
            let late = FriendInviteModel(token: token, client: ben)
            await late.load()
            #expect(late.phase == .expired)
            let second = try #require(await adds.prepareInvite())
            #expect(second != first && adds.inviteURL == second)
        }
    }

    @Test("a link opened on a signed-out phone is kept through sign-in (and onboarding), then shows the invitation in Find", arguments: TestDatabases.backends)
    func keptThroughSignIn(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let ada = world.client()
            _ = try await ada.devSignIn(name: "Ada")
            let url = try #require(await AddFriendModel(client: ada).prepareInvite())
            let link = try #require(GifterDeepLink(url: url))

            let app = GifterAppModel(environment: try world.environment(world.client()), sleep: GifterWorld.patientSplash)
            await app.start()
            #expect(app.route == .welcome)
            app.open(link)
            #expect(app.tabs.path(.find).isEmpty)
            let cara = try await app.client.devSignIn(name: "Cara")
            app.authenticated(as: cara)
            #expect(app.route == .onboarding && app.tabs.path(.find).isEmpty)
            app.onboardingFinished()
            #expect(app.route == .main && app.tabs.selected == .find)
            guard case .friendInvite(let token) = link else { Issue.record("not an invite"); return }
            #expect(app.tabs.path(.find) == [.friendInvite(token: token)])
            let invite = FriendInviteModel(token: token, client: app.client)
            await invite.load()
            #expect(invite.phase == .invited && invite.fromName == "Ada")
        }
    }

    @Test("tapping a friend-request push opens Friends with the request; an acceptance's push opens the friend's page", arguments: TestDatabases.backends)
    func pushTaps(backend: DatabaseBackend) async throws {
        try await GifterWorld.run(backend: backend) { world in
            let ada = world.client()
            let adaUser = try await ada.signUp(email: "ada@example.org", password: "slow mornings", name: "Ada")
            let benTokens = InMemoryTokenStore()
            let ben = world.client(tokens: benTokens)
            let benUser = try await ben.signUp(email: "ben@example.org", password: "quiet evenings", name: "Ben")
            _ = try await ben.api.putTasteAnswers(body: .json(.init(answers: []))).ok
            _ = try await ada.api.requestFriend(body: .json(.init(to: "ben@example.org"))).accepted
            let request = try #require(try await ben.api.listFriends().ok.body.json.incoming.first)

            let app = GifterAppModel(environment: try world.environment(world.client(tokens: benTokens)), sleep: GifterWorld.patientSplash)
            // Tapped before the tabs show: it waits for them.
            app.open(try #require(GifterDeepLink(notification: ["friendRequest": request.id])))
            await app.start()
            #expect(app.route == .main && app.tabs.selected == .find && app.tabs.path(.find) == [.friends])
            let friends = FriendsModel(client: app.client)
            await friends.load()
            #expect(friends.incoming.map(\.id) == [request.id])
            await friends.accept(try #require(friends.incoming.first))

            // Ada's phone: the acceptance's push names Ben.
            let adaApp = GifterAppModel(environment: try world.environment(ada), sleep: GifterWorld.patientSplash)
            _ = try await ada.api.putTasteAnswers(body: .json(.init(answers: []))).ok
            await adaApp.start()
            adaApp.tabs.push(.addFriend, in: .find)
            adaApp.open(try #require(GifterDeepLink(notification: ["friend": benUser.id.uppercased()])))
            #expect(adaApp.tabs.selected == .find && adaApp.tabs.path(.find) == [.friend(id: benUser.id.lowercased())])
            let page = FriendContextModel(friendID: benUser.id.lowercased(), client: ada)
            await page.load()
            #expect(page.name == "Ben" && page.failure == nil)
            #expect(try await ben.api.listFriends().ok.body.json.friends.map(\.id) == [adaUser.id])
        }
    }
}
