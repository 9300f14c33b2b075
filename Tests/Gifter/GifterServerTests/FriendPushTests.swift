import Foundation
import GifterAPI
@testable import GifterServer
import PushTestSupport
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

@Suite("Friends: pushes through APNs")
struct FriendPushTests {
    /// A Gifter server sending through the APNs stand-in, its outbox job every 50 ms of the server's clock.
    static func run(backend: DatabaseBackend, _ body: @Sendable (GifterHarness, APNsStandIn) async throws -> Void) async throws {
        let clock = ManualWallClock(GifterHarness.noonUTC) // 2026-11-24 12:00 UTC
        try await GifterHarness.runWithAPNs(backend: backend, clock: clock, environment: ["GIFTER_PUSH_INTERVAL_SECONDS": "0.05"], body)
    }

    /// Someone with an email account, a time zone and a phone registered for pushes.
    static func member(_ name: String, zone: String, phone: UInt8, _ harness: GifterHarness) async throws -> (GifterHarness.Person, String) {
        let person = try await harness.member(name, email: "\(name.lowercased())@example.org")
        let client = harness.client(token: person.token)
        _ = try await client.updateUser(body: .json(.init(timeZone: zone))).ok
        let token = OccasionsTests.token(phone)
        _ = try await client.registerDevice(path: .init(deviceToken: token), body: .json(.init(environment: .development))).noContent
        return (person, token)
    }

    /// The pushes `phone` received, as JSON objects.
    static func received(_ standIn: APNsStandIn, _ phone: String) -> [[String: Any]] {
        standIn.requests.filter { $0.deviceToken == phone && $0.status == 200 }.compactMap(\.jsonBody)
    }

    /// Lets the server's clock run on a second at a time (the outbox job runs when due on that clock)
    /// until `condition` holds, or up to `limit` seconds of server time.
    static func waitFor(_ harness: GifterHarness, limit: TimeInterval = 120, _ condition: @escaping @Sendable () -> Bool) async -> Bool {
        var waited: TimeInterval = 0
        return await pollUntil(every: .milliseconds(20)) {
            if condition() { return true }
            if waited < limit { harness.clock.advance(by: 1); waited += 1 }
            return false
        }
    }

    static func alert(_ push: [String: Any]) -> [String: Any]? { (push["aps"] as? [String: Any])?["alert"] as? [String: Any] }

    @Test("a request and a yes reach the phone in Gifter's words (catalog keys), opening the request or the friend", arguments: TestDatabases.backends)
    func requestAndAcceptance(backend: DatabaseBackend) async throws {
        try await Self.run(backend: backend) { harness, standIn in
            let (ann, annPhone) = try await Self.member("Ann", zone: "Europe/London", phone: 1, harness)
            let (ben, benPhone) = try await Self.member("Ben", zone: "Europe/London", phone: 2, harness)
            _ = try await harness.client(token: ann.token).requestFriend(body: .json(.init(to: "ben@example.org"))).accepted
            #expect(await Self.waitFor(harness) { !Self.received(standIn, benPhone).isEmpty })
            let request = try await harness.client(token: ben.token).listFriends().ok.body.json.incoming[0].id
            let asked = try #require(Self.received(standIn, benPhone).first)
            #expect(Self.alert(asked)?["loc-key"] as? String == "push.friendRequest.body")
            #expect(Self.alert(asked)?["title-loc-key"] as? String == "push.friendRequest.title")
            #expect(Self.alert(asked)?["loc-args"] as? [String] == ["Ann"])
            #expect(Self.alert(asked)?["body"] == nil)
            #expect(asked["friendRequest"] as? String == request)

            _ = try await harness.client(token: ben.token).acceptFriendRequest(path: .init(requestId: request)).ok
            #expect(await Self.waitFor(harness) { !Self.received(standIn, annPhone).isEmpty })
            let yes = try #require(Self.received(standIn, annPhone).first)
            #expect(Self.alert(yes)?["loc-key"] as? String == "push.friendAccepted.body")
            #expect(Self.alert(yes)?["loc-args"] as? [String] == ["Ben"])
            #expect(yes["friend"] as? String == ben.id)
            // One push each: asking again after being friends sends nothing new.
            #expect(Self.received(standIn, benPhone).count == 1 && Self.received(standIn, annPhone).count == 1)

            // Someone who uses Ann's invite link: Ann hears of it too.
            let (cal, _) = try await Self.member("Cal", zone: "Europe/London", phone: 3, harness)
            let invite = try await harness.client(token: ann.token).createFriendInvite().created.body.json
            _ = try await harness.client(token: cal.token).acceptFriendInvite(path: .init(token: invite.token)).ok
            #expect(await Self.waitFor(harness) { Self.received(standIn, annPhone).count == 2 })
            #expect(Self.received(standIn, annPhone).last?["friend"] as? String == cal.id)
            #expect(Self.alert(Self.received(standIn, annPhone).last ?? [:])?["loc-args"] as? [String] == ["Cal"])
        }
    }

    @Test("no push with 'Tell me about friend requests' off; held through quiet hours to 08:00 local; dropped when withdrawn", arguments: TestDatabases.backends)
    func settingsQuietHoursAndWithdrawal(backend: DatabaseBackend) async throws {
        try await Self.run(backend: backend) { harness, standIn in
            let (ann, _) = try await Self.member("Ann", zone: "Europe/London", phone: 1, harness)
            let (_, calPhone) = try await Self.member("Cal", zone: "Europe/London", phone: 3, harness)
            let (_, fayPhone) = try await Self.member("Fay", zone: "Europe/London", phone: 6, harness)
            let calClient = harness.client(token: try await harness.client().logIn(body: .json(.init(email: "cal@example.org", password: "a long quiet walk"))).ok.body.json.accessToken)
            _ = try await calClient.updateUser(body: .json(.init(friendPushes: false))).ok
            let annClient = harness.client(token: ann.token)
            // Cal turned friend pushes off; Fay did not. Fay's push, queued after, arrives; Cal's never was.
            _ = try await annClient.requestFriend(body: .json(.init(to: "cal@example.org"))).accepted
            _ = try await annClient.requestFriend(body: .json(.init(to: "fay@example.org"))).accepted
            #expect(await Self.waitFor(harness) { !Self.received(standIn, fayPhone).isEmpty })
            #expect(Self.received(standIn, calPhone).isEmpty)
            // The outbox row goes once the push is out: the stand-in may hear it a moment before.
            #expect(try await pollUntil(every: .milliseconds(20)) { try await Self.waiting(harness) == 0 })

            // 13:30 UTC is 22:30 in Tokyo: Dee's and Eve's pushes wait for 08:00 there (23:00 UTC).
            let (_, deePhone) = try await Self.member("Dee", zone: "Asia/Tokyo", phone: 4, harness)
            let (_, evePhone) = try await Self.member("Eve", zone: "Asia/Tokyo", phone: 5, harness)
            let (_, gusPhone) = try await Self.member("Gus", zone: "Europe/London", phone: 7, harness)
            harness.clock.advance(by: GifterHarness.noonUTC.addingTimeInterval(90 * 60).timeIntervalSince(harness.clock.now()))
            _ = try await annClient.requestFriend(body: .json(.init(to: "dee@example.org"))).accepted
            _ = try await annClient.requestFriend(body: .json(.init(to: "eve@example.org"))).accepted
            let eightInTokyo = GifterHarness.noonUTC.addingTimeInterval(11 * 3600)
            #expect(try await Self.dueTimes(harness) == [eightInTokyo, eightInTokyo])
            // Ann withdraws the request to Eve in the night.
            let toEve = try await annClient.listFriends().ok.body.json.outgoing.first { $0.to == "eve@example.org" }!.id
            _ = try await annClient.deleteFriendRequest(path: .init(requestId: toEve)).noContent
            #expect(try await Self.dueTimes(harness) == [eightInTokyo])
            // Gus, in London's afternoon, is told at once; Dee's push, queued before his, still waits.
            _ = try await annClient.requestFriend(body: .json(.init(to: "gus@example.org"))).accepted
            #expect(await Self.waitFor(harness) { !Self.received(standIn, gusPhone).isEmpty })
            #expect(Self.received(standIn, deePhone).isEmpty)
            // At 08:00 in Tokyo Dee's push goes, and Eve's never does.
            harness.clock.advance(by: eightInTokyo.addingTimeInterval(-5).timeIntervalSince(harness.clock.now()))
            #expect(await Self.waitFor(harness) { !Self.received(standIn, deePhone).isEmpty })
            #expect(Self.received(standIn, evePhone).isEmpty)
            #expect(try await pollUntil(every: .milliseconds(20)) { try await Self.waiting(harness) == 0 })
        }
    }

    @Test("a held push is checked again as it goes: a setting turned off, a friendship ended, a sender's account deleted in the night", arguments: TestDatabases.backends)
    func heldPushesCheckedAgain(backend: DatabaseBackend) async throws {
        try await Self.run(backend: backend) { harness, standIn in
            let (ann, _) = try await Self.member("Ann", zone: "Europe/London", phone: 1, harness)
            let (ivy, _) = try await Self.member("Ivy", zone: "Europe/London", phone: 2, harness)
            let (dee, deePhone) = try await Self.member("Dee", zone: "Asia/Tokyo", phone: 4, harness)
            let (eve, evePhone) = try await Self.member("Eve", zone: "Asia/Tokyo", phone: 5, harness)
            let (_, halPhone) = try await Self.member("Hal", zone: "Asia/Tokyo", phone: 6, harness)
            let (_, gusPhone) = try await Self.member("Gus", zone: "Asia/Tokyo", phone: 7, harness)
            let invite = try await harness.client(token: eve.token).createFriendInvite().created.body.json
            // 13:30 UTC, 22:30 in Tokyo: every push to Tokyo waits for 08:00 there.
            harness.clock.advance(by: GifterHarness.noonUTC.addingTimeInterval(90 * 60).timeIntervalSince(harness.clock.now()))
            let annClient = harness.client(token: ann.token)
            _ = try await annClient.requestFriend(body: .json(.init(to: "dee@example.org"))).accepted
            _ = try await annClient.acceptFriendInvite(path: .init(token: invite.token)).ok
            _ = try await harness.client(token: ivy.token).requestFriend(body: .json(.init(to: "hal@example.org"))).accepted
            _ = try await annClient.requestFriend(body: .json(.init(to: "gus@example.org"))).accepted
            #expect(try await Self.dueTimes(harness).count == 4)
            // In the night: Dee turns friend pushes off, Ann and Eve stop being friends, Ivy leaves Gifter.
            _ = try await harness.client(token: dee.token).updateUser(body: .json(.init(friendPushes: false))).ok
            _ = try await annClient.removeFriend(path: .init(friendId: eve.id)).noContent
            _ = try await harness.client(token: ivy.token).deleteAccount().noContent
            // Ivy's name leaves with her account, not at 08:00.
            #expect(try await Self.dueTimes(harness).count == 3)
            // 08:00 in Tokyo: Gus, whose request still stands, is told; nobody else is.
            let eightInTokyo = GifterHarness.noonUTC.addingTimeInterval(11 * 3600)
            harness.clock.advance(by: eightInTokyo.addingTimeInterval(-5).timeIntervalSince(harness.clock.now()))
            #expect(await Self.waitFor(harness) { !Self.received(standIn, gusPhone).isEmpty })
            // Every held push has been handled by now (sent or dropped), and none of the other three went.
            #expect(try await pollUntil(every: .milliseconds(20)) { try await Self.waiting(harness) == 0 })
            #expect(Self.received(standIn, deePhone).isEmpty)
            #expect(Self.received(standIn, evePhone).isEmpty)
            #expect(Self.received(standIn, halPhone).isEmpty)
        }
    }

    @Test("the keys the server sends are in Gifter's String Catalog: a title, and a line with one %@ for the name")
    func keysInCatalog() throws {
        let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/Gifter/GifterCore/Copy/Gifter.xcstrings").standardized
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        func english(_ key: String) -> String? {
            let entry = (strings[key] as? [String: Any])?["localizations"] as? [String: Any]
            return ((entry?["en"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
        }
        for key in [FriendPushes.requestBodyKey, FriendPushes.acceptedBodyKey] {
            #expect(english(key)?.components(separatedBy: "%@").count == 2, "\(key)")
        }
        for key in [FriendPushes.requestTitleKey, FriendPushes.acceptedTitleKey] {
            #expect(english(key).map { !$0.isEmpty && !$0.contains("%") } == true, "\(key)")
        }
        for key in [FriendPushes.requestBodyKey, FriendPushes.acceptedBodyKey, FriendPushes.requestTitleKey, FriendPushes.acceptedTitleKey] {
            #expect(english(key)?.contains("!") == false, "\(key): Gifter does not exclaim")
        }
    }

    static func waiting(_ harness: GifterHarness) async throws -> Int {
        try await harness.withDatabase { try await $0.sql.raw("SELECT id FROM push_outbox").all().count }
    }

    static func dueTimes(_ harness: GifterHarness) async throws -> [Date] {
        struct Row: Decodable { let due_us: Int64 }
        return try await harness.withDatabase { database in
            try await database.sql.raw("SELECT due_us FROM push_outbox ORDER BY due_us").all(decoding: Row.self).map {
                Date(timeIntervalSince1970: TimeInterval($0.due_us) / 1_000_000)
            }
        }
    }
}
