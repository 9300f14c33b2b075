import CouplesAPI
@testable import CouplesServer
import Foundation
import Push
import PushTestSupport
import ServerKit
import ServerKitTestSupport
import Testing

/// Push through a real HTTP/2 TLS stand-in for APNs: "your partner finished", "today's flower grew"
/// and the daily reminder at each person's local time.
@Suite("Couples notifications")
struct NotificationsAPITests {
    /// A Couples server whose push goes to a stand-in and which looks for due reminders every 50 ms.
    static func run(backend: DatabaseBackend, _ body: @Sendable (CouplesHarness, APNsStandIn) async throws -> Void) async throws {
        let clock = ManualWallClock(CouplesHarness.noonUTC)
        let standIn = try await APNsStandIn.start(clock: clock)
        let authority = FileManager.default.temporaryDirectory.appendingPathComponent("apns-ca-\(UUID()).pem")
        defer { try? FileManager.default.removeItem(at: authority) }
        do {
            try standIn.certificates.authorityPEM.write(to: authority, atomically: true, encoding: .utf8)
            try await CouplesHarness.run(backend: backend, clock: clock, environment: [
                "COUPLES_APNS_KEY": standIn.key.pem,
                "COUPLES_APNS_KEY_ID": standIn.key.keyID,
                "COUPLES_APNS_TEAM_ID": standIn.key.teamID,
                "COUPLES_APNS_TOPIC": standIn.topic,
                "COUPLES_APNS_ENVIRONMENT": "development",
                "GREENHOUSE_APNS_URL": standIn.baseURL.absoluteString,
                "GREENHOUSE_APNS_CA_FILE": authority.path,
                "COUPLES_REMINDER_INTERVAL_SECONDS": "0.05",
            ]) { harness in try await body(harness, standIn) }
        } catch {
            try? await standIn.stop()
            throw error
        }
        try await standIn.stop()
    }

    static func token(_ seed: UInt8) -> String { String(repeating: String(format: "%02x", seed), count: 32) }

    func register(_ harness: CouplesHarness, _ person: CouplesHarness.Person, _ token: String) async throws {
        _ = try await harness.client(token: person.token).registerDevice(path: .init(deviceToken: token), body: .json(.init(environment: .development))).noContent
    }

    /// The alert titles the stand-in received for `token`, waiting (up to a bound on hangs) until there are `count`.
    func titles(_ standIn: APNsStandIn, _ token: String, count: Int) async throws -> [String] {
        var found: [String] = []
        _ = await pollUntil(every: .milliseconds(20)) {
            found = titles(standIn, token)
            return found.count >= count
        }
        return found
    }

    /// The alert titles received for `token` so far.
    func titles(_ standIn: APNsStandIn, _ token: String) -> [String] {
        standIn.requests.filter { $0.deviceToken == token }.compactMap { request -> String? in
            ((request.jsonBody?["aps"] as? [String: Any])?["alert"] as? [String: Any])?["title"] as? String
        }
    }

    @Test("finishing your part tells your partner; finishing the day tells the one who finished first; nothing of the answer is in the push", arguments: TestDatabases.backends)
    func partnerFinished(backend: DatabaseBackend) async throws {
        try await Self.run(backend: backend) { harness, standIn in
            let couple = try await harness.pair()
            let (adaPhone, benPhone) = (Self.token(0xA1), Self.token(0xB2))
            try await register(harness, couple.a, adaPhone)
            try await register(harness, couple.b, benPhone)
            try await harness.doPart(couple, couple.a, answer: "Our first trip to Lisbon")
            #expect(try await titles(standIn, benPhone, count: 1) == ["Your partner finished today's flower"])
            try await harness.doPart(couple, couple.b)
            #expect(try await titles(standIn, adaPhone, count: 1) == ["Today's flower grew"])
            let bodies = standIn.requests.map { String(decoding: $0.body, as: UTF8.self) }
            #expect(bodies.allSatisfy { !$0.contains("Lisbon") })
            #expect(bodies.first?.contains("Ada answered and sent a photo") == true)
            let collapse = standIn.requests.compactMap { $0.headers["apns-collapse-id"] }
            #expect(Set(collapse).count == 1, "both notices of a day share one collapse id")
            // A signed-out phone stops receiving them.
            _ = try await harness.client(token: couple.b.token).unregisterDevice(path: .init(deviceToken: benPhone)).noContent
            let devices = try await harness.withDatabase { try await $0.sql.raw("SELECT token FROM push_devices").all().count }
            #expect(devices == 1)
        }
    }

    @Test("the daily reminder comes once at the person's local time, only while their part is open, and moves with their zone", arguments: TestDatabases.backends)
    func reminders(backend: DatabaseBackend) async throws {
        try await Self.run(backend: backend) { harness, standIn in
            // Noon UTC is 13:00 in Paris; Ada wants a nudge at 20:00 her time, Ben wants none.
            var couple = try await harness.pair(zones: ("Europe/Paris", "America/New_York"))
            let (adaPhone, benPhone) = (Self.token(0xA1), Self.token(0xB2))
            try await register(harness, couple.a, adaPhone)
            try await register(harness, couple.b, benPhone)
            _ = try await harness.client(token: couple.a.token).updateSettings(body: .json(.init(reminders: true, reminderTime: "20:00"))).ok
            try await Task.sleep(for: .milliseconds(300), tolerance: .zero)
            #expect(standIn.requests.isEmpty, "nothing before 20:00 Paris")

            harness.clock.advance(by: 7 * 3600 + 60) // 20:01 Paris
            #expect(try await titles(standIn, adaPhone, count: 1) == ["Your flower is waiting"])
            try await Task.sleep(for: .milliseconds(400), tolerance: .zero)
            #expect(titles(standIn, adaPhone).count == 1, "one reminder a day, however often the scheduler looks")

            // Next day Ada does her part before 20:00: no reminder (Ben's part is open, but he asked for none).
            couple = try await harness.advance(couple, hours: 20) // 16:01 Paris the next day
            try await harness.doPart(couple, couple.a)
            harness.clock.advance(by: 4 * 3600)
            try await Task.sleep(for: .milliseconds(400), tolerance: .zero)
            #expect(titles(standIn, adaPhone).count == 1)
            #expect(standIn.requests.filter { $0.deviceToken == benPhone }.allSatisfy {
                String(decoding: $0.body, as: UTF8.self).contains("Your partner finished")
            })

            // She moves to Tokyo: 20:00 there is 11:00 UTC, the next one comes at Tokyo's evening.
            couple = try await harness.advance(couple, hours: 0)
            _ = try await harness.client(token: couple.a.token).updateSettings(body: .json(.init(timeZone: "Asia/Tokyo"))).ok
            let next = try await harness.withDatabase {
                try await $0.sql.raw("SELECT next_reminder_us FROM people WHERE reminder_minute IS NOT NULL").first(decoding: NextRow.self)
            }
            let due = Date(timeIntervalSince1970: TimeInterval(try #require(next).next_reminder_us) / 1_000_000)
            var tokyo = Calendar(identifier: .gregorian)
            tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
            #expect(tokyo.dateComponents([.hour, .minute], from: due) == DateComponents(hour: 20, minute: 0))
            #expect(due > harness.clock.now() && due.timeIntervalSince(harness.clock.now()) <= 86_400)
        }
    }

    @Test("schedulers racing for the same due reminders send each one once", arguments: TestDatabases.backends)
    func racingSchedulers(backend: DatabaseBackend) async throws {
        try await Self.run(backend: backend) { harness, standIn in
            var phones: [String] = []
            for index in 0..<6 {
                let couple = try await harness.pair("A\(index)", "B\(index)")
                for (offset, person) in [couple.a, couple.b].enumerated() {
                    let phone = Self.token(UInt8(index * 2 + offset + 1))
                    phones.append(phone)
                    try await register(harness, person, phone)
                    _ = try await harness.client(token: person.token).updateSettings(body: .json(.init(reminders: true, reminderTime: "18:00"))).ok
                }
            }
            // Two more schedulers (as other instances would run) race the server's own for them.
            let claimedElsewhere = try await harness.withDatabase { database in
                let others = (0..<2).map { _ in
                    ReminderScheduler(database: database, wallClock: harness.clock, notifier: CouplesNotifier(push: nil), interval: .seconds(1), logger: .quiet)
                }
                harness.clock.advance(by: 6 * 3600 + 30)
                return try await withThrowingTaskGroup(of: Int.self) { group in
                    for other in others { group.addTask { try await other.sendDue() } }
                    return try await group.reduce(0, +)
                }
            }
            // The server's own scheduler sends the rest when it next runs, however late a loaded machine runs it.
            func received() -> [Int] { phones.map { phone in standIn.requests.filter { $0.deviceToken == phone }.count } }
            _ = await pollUntil { received().reduce(0, +) + claimedElsewhere >= phones.count }
            // Then a moment more, in which a duplicate would show.
            try await Task.sleep(for: .milliseconds(500), tolerance: .zero)
            let received = received()
            #expect(received.allSatisfy { $0 <= 1 })
            #expect(received.reduce(0, +) + claimedElsewhere == phones.count)
        }
    }

    struct NextRow: Decodable { let next_reminder_us: Int64 }
}
