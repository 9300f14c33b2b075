import ClientKit
import CouplesAPI
import CouplesCore
import Foundation
import GRDB
import ServerKit
import ServerKitTestSupport
import SQLKit
import Testing

/// Signing out and deleting the account from Settings, against the real server with two phones: what
/// goes from the server, the data directory and the phone, what the partner is told and keeps.
@Suite("Leaving: signing out and deleting the account")
@MainActor
struct LeavingTests {
    /// Both partners answer and send a photo through their care models; returns the partner's view of it.
    func completeDay(_ ada: Phone, _ ben: Phone, answers: (String, String)) async throws -> FlowerCareModel {
        for (phone, answer, seed) in [(ada, answers.0, 1), (ben, answers.1, 2)] {
            let care = FlowerCareModel(environment: phone.environment)
            await care.load()
            care.answer = answer
            await care.attachPhoto(try await TestPictures.jpeg(seed))
            await care.send()
            #expect(care.photoError == nil && care.iAnswered)
        }
        let benCare = FlowerCareModel(environment: ben.environment)
        await benCare.load()
        return benCare
    }

    /// A paired phone's app, started and not listening (tests hand it events themselves).
    func app(_ phone: Phone) async -> CouplesAppModel {
        let app = CouplesAppModel(environment: phone.environment)
        await app.start()
        app.stopListening()
        await app.settings.load()
        return app
    }

    @Test("signing out asks first, withdraws the push token, clears the phone but for the device key and the compared keys; signing in again finds the pair", arguments: TestDatabases.backends)
    func signOut(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple("Ada", "Ben")
            _ = try await completeDay(ada, ben, answers: ("Pancakes.", "Rain on the roof."))
            let app = await app(ada)
            #expect(app.route == .flower)
            await app.didReceivePushToken(Data(repeating: 0xA1, count: 32), development: true)
            let key = try #require(ada.keys.load()).rawRepresentation
            let pairID = try #require(try await ada.environment.service.pair()).id
            #expect(try Self.rowCounts(ada).values.reduce(0, +) > 0)

            // Not without the confirmation.
            await app.settings.confirmSignOut()
            #expect(app.route == .flower)
            app.settings.requestSignOut()
            #expect(app.settings.signOutConfirmationText.contains("cleared from this phone"))
            app.settings.cancelSignOut()
            await app.settings.confirmSignOut()
            #expect(app.route == .flower && app.settings.left == nil)

            app.settings.requestSignOut()
            await app.settings.confirmSignOut()
            #expect(app.route == .signIn && app.settings.left == .signOut && app.settings.farewell == nil)
            #expect(await ada.environment.service.connection.session.state == .signedOut)
            #expect(await app.push.token == nil)
            let tokens = try await Self.onServer(world) { try await $0.sql.raw("SELECT token FROM push_devices").all(decodingColumn: "token", as: String.self) }
            #expect(tokens.isEmpty)
            // Everything of the person is gone from the phone but the keys the two compared, and the device key stays.
            let left = try Self.rowCounts(ada).filter { $0.value > 0 }
            #expect(Set(left.keys).isSubset(of: ["trusted_pair_keys"]), "\(left)")
            #expect(ada.environment.cache.load(Components.Schemas.Today.self, .today) == nil)
            #expect(try ada.environment.outbox.count() == 0)
            #expect(ada.keys.load()?.rawRepresentation == key)

            // The same person signs in again: the same pair, opened with the same key, nothing to compare anew.
            try await app.signIn(devName: "Ada")
            app.stopListening()
            #expect(app.route == .flower)
            #expect(try await ada.environment.service.pair()?.id == pairID)
            #expect(app.pairing.stage == .paired)
            // Ben was never touched.
            #expect(try await ben.environment.service.pair()?.id == pairID)
        }
    }

    @Test("deleting the account: asked in two steps, refusals change nothing; then nothing of the person is left in any table or file of the server, the partner is told and back to unpaired with their own account intact, and this phone is wiped, key and all", arguments: TestDatabases.backends)
    func deletion(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let (ada, ben) = try await world.couple("Adelina Quist", "Benedikt Roe")
            let benCare = try await completeDay(ada, ben, answers: ("Marmalade on the balcony.", "A long walk home."))
            #expect(benCare.partnerAnswer == "Marmalade on the balcony." && benCare.partnerPhoto != nil, "Ben's phone shows Ada's day")
            let app = await app(ada)
            await app.didReceivePushToken(Data(repeating: 0xA1, count: 32), development: true)
            let benApp = await self.app(ben)
            await benApp.didReceivePushToken(Data(repeating: 0xB2, count: 32), development: true)

            let me = try await ada.environment.service.me()
            let adaID = try #require(UUID(uuidString: me.id))
            let benID = try #require(UUID(uuidString: try await ben.environment.service.me().id))
            let adaKey = try ada.environment.devicePublicKey()
            let pairID = try #require(try await ada.environment.service.pair()).id
            // Purchases of each: Ada's refunded one must stay without her; her other one and Ben's as they were.
            try await Self.onServer(world) { database in
                for (transaction, account, revoked) in [("t-1001", adaID, Int64?.none), ("t-1002", adaID, 1), ("t-2001", benID, nil)] {
                    try await database.sql.raw("""
                        INSERT INTO purchases (original_transaction_id, account_id, product_id, species, environment, purchased_us, revoked_us)
                        VALUES (\(bind: transaction), \(bind: account), 'app.greenhouse.couples.flower.cabbage_rose', 'cabbage-rose', 'Sandbox', 1, \(bind: revoked))
                        """).run()
                }
            }
            let before = try await Self.serverRowCounts(world)
            #expect(before["entries"] == 2 && before["users"] == 2)

            // Unasked, step two does nothing; asked and cancelled, nothing either.
            let settings = app.settings
            await settings.confirmDeletion()
            #expect(settings.deletion == .idle)
            await settings.requestDeletion()
            guard case .confirming(let expiresAt) = settings.deletion else { Issue.record("no confirmation: \(settings.error ?? "-")"); return }
            #expect(expiresAt > world.clock.now())
            #expect(settings.deletionConfirmationText.contains("Benedikt Roe is told"))
            #expect(settings.deletionConfirmationText.contains("keeps only what their app had already loaded, like your answers and photos"))
            settings.cancelDeletion()
            #expect(settings.deletion == .idle)
            await settings.confirmDeletion()
            // A token left too long, and the server out of reach, delete nothing and say why.
            await settings.requestDeletion()
            world.clock.advance(by: 301)
            await settings.confirmDeletion()
            #expect(settings.deletion == .idle && settings.error?.contains("5 minutes") == true)
            await settings.requestDeletion()
            ada.network.online = false
            await settings.confirmDeletion()
            #expect(settings.deletion == .idle && settings.error?.contains("couldn't be reached") == true)
            ada.network.online = true
            #expect(try await Self.serverRowCounts(world) == before, "refused and unconfirmed deletions change nothing")
            #expect(app.route == .flower && settings.left == nil)

            // Ben's phone hears of what happens to the pair by polling.
            let (polls, poll) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
            let benEvents = PollingPairEventSource(service: ben.environment.service, interval: .milliseconds(50)) { poll.yield() }
            let told = Task { () -> PairEventMessage? in
                for try await event in benEvents.events() where event.kind == .unpaired { return event }
                return nil
            }
            let deadline = Task {
                try await ShortSleeps.sleep(for: .seconds(300))
                told.cancel()
                poll.finish()
            }
            defer { deadline.cancel() }
            for await _ in polls { break }

            await settings.requestDeletion()
            await settings.confirmDeletion()
            #expect(settings.error == nil && settings.left == .accountDeleted)
            #expect(settings.farewell?.contains("Your account is deleted") == true)
            #expect(app.route == .signIn)
            #expect(await ada.environment.service.connection.session.state == .signedOut)

            // The phone: every table empty, no device key.
            #expect(try Self.rowCounts(ada).filter { $0.value > 0 }.isEmpty)
            #expect(ada.keys.load() == nil)

            // The server: no table holds her id, her key or her name, in any spelling.
            let needles = [adaID.uuidString, adaID.uuidString.replacingOccurrences(of: "-", with: ""), adaKey, "Adelina Quist"].map { $0.lowercased() }
            let traces = try await Self.onServer(world) { try await DatabaseTraces.columnsContaining(needles, in: $0) }
            #expect(traces.isEmpty, "traces of the deleted person in \(traces)")
            // Nor any file under the data directory (the SQLite database itself there, which zeroes what it deletes).
            let root = try world.server.isolation.configuration().dataDirectory
            let words = [adaID.uuidString, adaID.uuidString.lowercased(), adaKey, "Adelina Quist"].map { Array($0.utf8) }
            #expect(try DatabaseTraces.filesContaining(words, under: root).isEmpty)
            #expect(!DatabaseTraces.files(under: root).contains { $0.path.lowercased().contains(pairID.lowercased()) }, "the pair's photo files are gone")
            let after = try await Self.serverRowCounts(world)
            #expect(after["users"] == 1 && after["pairs"] == 0 && after["entries"] == 0 && after["flowers"] == 0 && after["push_devices"] == 1)
            let purchases = try await Self.onServer(world) {
                try await $0.sql.raw("SELECT original_transaction_id FROM purchases ORDER BY original_transaction_id").all(decodingColumn: "original_transaction_id", as: String.self)
            }
            #expect(purchases == ["t-1002", "t-2001"], "her refunded purchase stays, without her; Ben's stays his")

            // Ben is told the pair ended and his phone is back to unpaired, with nothing of the pair left on it.
            let event = try #require(try await told.value)
            #expect(event.kind == .unpaired)
            // As the copy says: until his app hears of it, his phone still holds what it had loaded.
            #expect(ben.environment.cache.load(Components.Schemas.Today.self, .today) != nil)
            await benApp.handle(event)
            #expect(benApp.route == .pairing && benApp.pairing.stage == .unpaired)
            #expect(ben.environment.cache.load(Components.Schemas.Today.self, .today) == nil)
            let benRows = try Self.rowCounts(ben)
            #expect(["pending_write", "past_day", "day_photo"].allSatisfy { (benRows[$0] ?? 0) == 0 }, "\(benRows)")
            let benSnapshots = try await ben.environment.database.local.writer.read { try String.fetchAll($0, sql: "SELECT key FROM snapshot") }
            #expect(Set(benSnapshots).isSubset(of: ["me", "species"]), "\(benSnapshots)")
            // His own account is whole: signed in, his settings, his phone's notifications and his purchase.
            let benMe = try await ben.environment.service.me()
            #expect(benMe.id.lowercased() == benID.uuidString.lowercased() && benMe.displayName == "Benedikt Roe" && !benMe.paired)
            #expect(benMe.timeZone == "Europe/London")
            let benTokens = try await Self.onServer(world) { try await $0.sql.raw("SELECT token FROM push_devices").all(decodingColumn: "token", as: String.self) }
            #expect(benTokens == [String(repeating: "b2", count: 32)])
            // He can pair again at once.
            await benApp.pairing.createInvite()
            #expect(benApp.pairing.invite != nil, "\(benApp.pairing.error ?? "-")")

            // Signing in with the same name again is a new person, with nothing of the old one.
            try await app.signIn(devName: "Adelina Quist")
            app.stopListening()
            let fresh = try await ada.environment.service.me()
            #expect(fresh.id != me.id && !fresh.paired && app.route == .pairing)
        }
    }

    @Test("an unpaired person's deletion takes their invites; Settings offers it from the pairing screen", arguments: TestDatabases.backends)
    func deletionWhileUnpaired(backend: DatabaseBackend) async throws {
        try await CouplesWorld.run(backend: backend) { world in
            let cy = try await world.phone("Cyrus Wend")
            let app = await app(cy)
            #expect(app.route == .pairing)
            await app.pairing.createInvite()
            let code = try #require(app.pairing.invite?.code)
            #expect(!app.settings.deletionConfirmationText.contains("partner"))
            await app.settings.requestDeletion()
            await app.settings.confirmDeletion()
            #expect(app.route == .signIn && app.settings.left == .accountDeleted)
            let invites = try await Self.onServer(world) { try await $0.sql.raw("SELECT code FROM invites").all().count }
            #expect(invites == 0)
            // The code is gone for whoever holds it.
            let dee = try await world.phone("Dee")
            await #expect(throws: CouplesServiceError.self) { _ = try await dee.environment.service.previewInvite(code) }
        }
    }

    // MARK: Looking

    /// Rows in each table of `phone`'s database.
    static func rowCounts(_ phone: Phone) throws -> [String: Int] {
        try phone.environment.database.local.writer.read { db in
            let names = try String.fetchAll(db, sql: """
                SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'grdb_%'
                """)
            var counts: [String: Int] = [:]
            for name in names { counts[name] = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(name.quotedDatabaseIdentifier)") ?? 0 }
            return counts
        }
    }

    /// `body` on the server's database, off the main actor.
    nonisolated static func onServer<R: Sendable>(_ world: CouplesWorld, _ body: @Sendable (ServerKit.Database) async throws -> R) async throws -> R {
        try await world.withDatabase(body)
    }

    /// Rows in every table of the server's database but the rate limits' (every sign-in spends from them).
    nonisolated static func serverRowCounts(_ world: CouplesWorld) async throws -> [String: Int] {
        try await Self.onServer(world) { database in
            var counts: [String: Int] = [:]
            for table in Set(try await DatabaseTraces.columns(in: database).map(\.table)) where table != "rate_limit_buckets" {
                counts[table] = try await database.sql.raw("SELECT COUNT(*) AS n FROM \(ident: table)").first()?.decode(column: "n", as: Int.self)
            }
            return counts
        }
    }
}
