import CalyxAPI
@testable import CalyxServer
import Foundation
import Push
import PushTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

/// Pushes through the APNs stand-in, sent by the pusher a job runner calls (here, the test): one per
/// event, a collapse id per group, quiet hours in the person's zone, and settings honoured.
@Suite("Calyx notification pushes")
struct NotificationPushTests {
    /// 2026-11-24 02:30 UTC: 21:30 on the 23rd in New York (UTC−5 in November).
    static let evening = Date(timeIntervalSince1970: 1_795_487_400)
    static let phone = String(repeating: "ab", count: 32)

    static func apnsEnvironment(_ standIn: APNsStandIn, authority: URL) -> [String: String] {
        [
            "CALYX_APNS_KEY": standIn.key.pem, "CALYX_APNS_KEY_ID": standIn.key.keyID, "CALYX_APNS_TEAM_ID": standIn.key.teamID,
            "CALYX_APNS_TOPIC": standIn.topic, "CALYX_APNS_ENVIRONMENT": "development",
            "GREENHOUSE_APNS_URL": standIn.baseURL.absoluteString, "GREENHOUSE_APNS_CA_FILE": authority.path,
        ]
    }

    @Test("one push per event with the group's line and collapse id; quiet hours hold them until 08:00 in New York", arguments: TestDatabases.backends)
    func pushes(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Self.evening)
        let standIn = try await APNsStandIn.start(clock: clock)
        let authority = FileManager.default.temporaryDirectory.appendingPathComponent("apns-ca-\(UUID()).pem")
        defer { try? FileManager.default.removeItem(at: authority) }
        try standIn.certificates.authorityPEM.write(to: authority, atomically: true, encoding: .utf8)
        do {
            try await CalyxHarness.run(backend: backend, wallClock: clock, environment: Self.apnsEnvironment(standIn, authority: authority)) { calyx in
                let pusher = try calyx.notifications().pusher
                let olive = try await calyx.member("Olive")
                let walk = try await olive.client.createCollection(body: .json(.init(name: "Spring Walk", isPublic: true))).created.body.json.id
                _ = try await olive.client.registerDevice(body: .json(.init(token: Self.phone, environment: .development))).noContent
                _ = try await olive.client.updatePreferences(body: .json(.init(timeZone: "America/New_York"))).ok
                var fans: [String: Member] = [:]
                for name in ["Anna", "Eve", "Fay", "Ben", "Dan", "Cleo"] { fans[name] = try await calyx.member(name) }
                func like(_ name: String) async throws { _ = try await fans[name]!.client.likeCollection(path: .init(collectionId: walk)).ok }
                let sent = { standIn.requests.filter { $0.deviceToken == Self.phone } }
                func alert(_ request: RecordedAPNsRequest) -> String? {
                    ((request.jsonBody?["aps"] as? [String: Any])?["alert"] as? [String: Any])?["body"] as? String
                }

                // 21:30 in New York: Anna's like goes out at once, and only once.
                try await like("Anna")
                #expect(try await pusher.sendDue(now: clock.now()) == 1)
                #expect(try await pusher.sendDue(now: clock.now()) == 0)
                clock.advance(by: 10 * 60)
                try await like("Eve")
                #expect(try await pusher.sendDue(now: clock.now()) == 1)
                let group = try #require(try await olive.inbox().items.first)
                #expect(sent().map(alert) == ["Anna liked Spring Walk", "Eve and Anna liked Spring Walk"])
                #expect(sent().allSatisfy { $0.headers["apns-collapse-id"] == group.id && $0.status == 200 })
                let aps = try #require(sent().last?.jsonBody?["aps"] as? [String: Any])
                #expect(aps["thread-id"] as? String == "collection-\(walk)" && aps["badge"] as? Int == 1)
                #expect(sent().last?.jsonBody?["notificationId"] as? String == group.id)
                // What the app opens when it is tapped: the collection (and who acted last).
                #expect(sent().last?.jsonBody?["collectionId"] as? String == walk && sent().last?.jsonBody?["flowerId"] == nil)
                #expect(sent().last?.jsonBody?["personId"] as? String == fans["Eve"]!.id)
                // An event taken back before its push went sends nothing.
                try await like("Fay")
                _ = try await fans["Fay"]!.client.unlikeCollection(path: .init(collectionId: walk)).ok
                #expect(try await pusher.sendDue(now: clock.now()) == 0)

                // 22:30: quiet hours. Two more likes and a follow are held.
                clock.advance(by: 50 * 60)
                try await like("Ben")
                clock.advance(by: 60)
                try await like("Dan")
                clock.advance(by: 60)
                _ = try await fans["Cleo"]!.client.followUser(path: .init(userId: olive.id)).ok
                #expect(try await pusher.sendDue(now: clock.now()) == 0)
                // The follow is read in the app before morning: its push is dropped.
                let follow = try #require(try await olive.inbox().items.first { $0.kind == .follow })
                _ = try await olive.client.markNotificationRead(path: .init(notificationId: follow.id)).ok
                clock.advance(by: 9 * 3600 + 27 * 60) // 07:59
                #expect(try await pusher.sendDue(now: clock.now()) == 0)
                #expect(sent().count == 2)
                clock.advance(by: 60) // 08:00 in New York, 13:00 UTC
                #expect(try await pusher.sendDue(now: clock.now()) == 1, "the likes' group once, the read follow not at all")
                #expect(sent().map(alert) == ["Anna liked Spring Walk", "Eve and Anna liked Spring Walk", "Dan and 3 others liked Spring Walk"])
                #expect(sent().last?.headers["apns-collapse-id"] == group.id)
                #expect(try await pusher.sendDue(now: clock.now()) == 0)

                // A kind with push off is recorded but not pushed; with notifications off nothing is.
                _ = try await olive.client.updatePreferences(body: .json(.init(notificationKinds: .init(collectionSave: .init(push: false))))).ok
                clock.advance(by: 60)
                _ = try await fans["Anna"]!.client.saveCollection(path: .init(collectionId: walk)).ok
                #expect(try await olive.lines().first == "Anna saved Spring Walk")
                _ = try await olive.client.updatePreferences(body: .json(.init(notificationsEnabled: false))).ok
                clock.advance(by: 60)
                _ = try await fans["Ben"]!.client.followUser(path: .init(userId: olive.id)).ok
                #expect(try await olive.lines().first == "Ben started following you")
                #expect(try await pusher.sendDue(now: clock.now()) == 0)
                #expect(sent().count == 3)
                // Unregistered, the phone gets nothing more.
                _ = try await olive.client.updatePreferences(body: .json(.init(notificationsEnabled: true))).ok
                _ = try await olive.client.unregisterDevice(path: .init(deviceToken: Self.phone)).noContent
                try await like("Cleo")
                #expect(try await pusher.sendDue(now: clock.now()) == 1)
                #expect(sent().count == 3)
            }
        } catch {
            try? await standIn.stop()
            throw error
        }
        try await standIn.stop()
    }

    @Test("without APNs the pusher claims and logs; three pushers racing send each event once", arguments: TestDatabases.backends)
    func racingPushers(_ backend: DatabaseBackend) async throws {
        let clock = ManualWallClock(Date(timeIntervalSince1970: 1_795_521_600)) // noon UTC: no quiet hours
        try await CalyxHarness.run(backend: backend, wallClock: clock) { calyx in
            let pusher = try calyx.notifications().pusher
            let olive = try await calyx.member("Olive")
            let anna = try await calyx.member("Anna")
            for index in 0..<6 {
                let id = try await olive.client.createCollection(body: .json(.init(name: "Walk \(index)", isPublic: true))).created.body.json.id
                _ = try await anna.client.likeCollection(path: .init(collectionId: id)).ok
            }
            let now = clock.now()
            let counts = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<3 { group.addTask { try await pusher.sendDue(now: now) } }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(counts.reduce(0, +) == 6, "\(counts)")
            #expect(try await pusher.sendDue(now: now) == 0)
            // Registering checks the token, naming the field.
            guard case .default(let status, let problem) = try await olive.client.registerDevice(body: .json(.init(token: "not-hex", environment: .production))) else {
                Issue.record("a bad token was registered"); return
            }
            #expect(status == 400 && problem.problem?.errors?.first?.field == "token")
            #expect(defaultStatus(try await olive.client.unregisterDevice(path: .init(deviceToken: "xyz"))) == 400)
        }
    }
}
