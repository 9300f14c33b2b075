import AppStoreTestSupport
import CouplesAPI
import CouplesCore
import Foundation
import ServerKit
import ServerKitTestSupport
import Testing

/// Purchases that are never lost: StoreKit's transactions (a stand-in App Store signing real JWS) reach
/// the real Couples server, and are finished only once the server has decided.
@Suite("Purchases that are never lost, through the StoreKit seam and the real server")
@MainActor
struct PurchasesNeverLostTests {
    static let rose = "app.greenhouse.couples.flower.cabbage_rose"
    static let lotus = "app.greenhouse.couples.flower.sacred_lotus"

    /// The app on `phone` after launch: signed in, paired, listening to the App Store, Unlock loaded.
    func launch(_ phone: Phone) async -> CouplesAppModel {
        let app = CouplesAppModel(environment: phone.environment)
        await app.start()
        app.stopListening()
        await app.unlock.load()
        return app
    }

    func isUnlocked(_ species: String, on phone: Phone) async -> Bool {
        let unlock = UnlockModel(environment: phone.environment)
        await unlock.load()
        return unlock.rows.first { $0.id == species }?.isUnlocked == true
    }

    func name(_ species: String, _ unlock: UnlockModel) throws -> String {
        try #require(unlock.rows.first { $0.id == species }).name
    }

    @Test("bought offline: kept unfinished, then redeemed and finished once back online, or at the next launch", arguments: TestDatabases.backends)
    func offlinePurchase(backend: DatabaseBackend) async throws {
        let store = try FakeAppStore()
        try await CouplesWorld.run(backend: backend, appStore: store) { world in
            let storeKit = world.appleAccount(store).device()
            let (ada, ben) = try await world.couple(purchases: storeKit)
            let app = await launch(ada)
            let rose = try name("cabbage-rose", app.unlock)

            ada.network.online = false
            await app.unlock.purchase("cabbage-rose")
            let bought = try #require(storeKit.unfinishedIDs.first)
            #expect(storeKit.purchased == [Self.rose])
            #expect(storeKit.finishCount(bought) == 0)
            #expect(app.unlock.message == "Your purchase is safe. It unlocks when you're back online.")
            #expect(app.unlock.rows.first { $0.id == "cabbage-rose" }?.isUnlocked == false)

            // Back online, and the app comes back to the foreground (the retry timer would send it too).
            ada.network.online = true
            #expect(await !isUnlocked("cabbage-rose", on: ben))
            await app.didBecomeActive()
            #expect(storeKit.finishCount(bought) == 1)
            #expect(storeKit.unfinishedIDs.isEmpty)
            #expect(app.unlock.message == "\(rose) is yours to plant.")
            #expect(app.unlock.rows.first { $0.id == "cabbage-rose" }?.isUnlocked == true)
            #expect(await isUnlocked("cabbage-rose", on: ben))

            // Another, bought offline, and the app closed before the network came back: the next launch sends it.
            ada.network.online = false
            await app.unlock.purchase("sacred-lotus")
            let second = try #require(storeKit.unfinishedIDs.first)
            app.stopPurchaseUpdates()
            ada.network.online = true
            let relaunched = CouplesAppModel(environment: try await ada.relaunched().environment)
            await relaunched.start()
            relaunched.stopListening()
            #expect(await pollUntil { storeKit.finishCount(second) == 1 })
            #expect(storeKit.unfinishedIDs.isEmpty)
            #expect(await isUnlocked("sacred-lotus", on: ben))
            relaunched.stopPurchaseUpdates()
        }
    }

    @Test("the server recorded it but the answer was lost: unfinished, sent again, finished once", arguments: TestDatabases.backends)
    func lostAnswer(backend: DatabaseBackend) async throws {
        let store = try FakeAppStore()
        try await CouplesWorld.run(backend: backend, appStore: store) { world in
            let storeKit = world.appleAccount(store).device()
            let (ada, ben) = try await world.couple(purchases: storeKit)
            let app = await launch(ada)

            ada.network.loseNextResponse(of: "redeemPurchase")
            await app.unlock.purchase("cabbage-rose")
            let bought = try #require(storeKit.unfinishedIDs.first)
            #expect(ada.network.delivered("redeemPurchase") == 1)
            #expect(storeKit.finishCount(bought) == 0)
            #expect(app.unlock.message?.hasPrefix("Your purchase is safe.") == true)

            await app.resendPurchases()
            #expect(ada.network.delivered("redeemPurchase") == 2)
            #expect(storeKit.finishCount(bought) == 1)
            #expect(app.unlock.rows.first { $0.id == "cabbage-rose" }?.isUnlocked == true)
            #expect(await isUnlocked("cabbage-rose", on: ben))

            // Finished: nothing is sent again.
            await app.resendPurchases()
            #expect(await ada.environment.reconciler.resendUnfinished().isEmpty)
            #expect(ada.network.delivered("redeemPurchase") == 2)
            #expect(storeKit.finishCount(bought) == 1)
            app.stopPurchaseUpdates()
        }
    }

    @Test("a server that cannot take purchases now (503) leaves the transaction unfinished, however often it is sent", arguments: TestDatabases.backends)
    func serverUnavailable(backend: DatabaseBackend) async throws {
        let store = try FakeAppStore()
        // No App Store configuration: the server answers 503 store-unavailable.
        try await CouplesWorld.run(backend: backend) { world in
            let storeKit = world.appleAccount(store).device()
            let (ada, _) = try await world.couple(purchases: storeKit)
            let app = await launch(ada)
            await app.unlock.purchase("cabbage-rose")
            let bought = try #require(storeKit.unfinishedIDs.first)
            #expect(app.unlock.message == "Your purchase is safe. We couldn't finish unlocking it just now; we'll keep trying.")
            let again = await ada.environment.reconciler.resendUnfinished()
            #expect(again.map(\.result) == [.waiting(.serverUnavailable)])
            #expect(storeKit.finishCount(bought) == 0)
            #expect(storeKit.unfinishedIDs == [bought])
            app.stopPurchaseUpdates()
        }
    }

    @Test("which answers finish a transaction and which never do")
    func settlingAnswers() {
        func problem(_ status: Int, _ slug: String) -> CouplesServiceError {
            .problem(status: status, problem: .init(_type: "urn:greenhouse:problem:\(slug)", title: slug, status: status))
        }
        #expect(PurchaseReconciler.result(of: problem(422, "invalid-transaction")) == .refused(reason: nil))
        #expect(PurchaseReconciler.result(of: problem(409, "transaction-revoked")) == .refunded)
        #expect(PurchaseReconciler.result(of: problem(404, "not-paired")) == .keptForNextPair)
        #expect(PurchaseReconciler.result(of: .unreachable) == .waiting(.offline))
        #expect(PurchaseReconciler.result(of: .signedOut) == .waiting(.signedOut))
        #expect(PurchaseReconciler.result(of: problem(401, "unauthorized")) == .waiting(.signedOut))
        #expect(PurchaseReconciler.result(of: problem(503, "store-unavailable")) == .waiting(.serverUnavailable))
        #expect(PurchaseReconciler.result(of: problem(500, "internal")) == .waiting(.serverUnavailable))
        #expect(PurchaseReconciler.result(of: problem(429, "rate-limited")) == .waiting(.serverUnavailable))
        #expect(PurchaseReconciler.result(of: problem(400, "malformed-json")) == .waiting(.serverUnavailable))
    }

    @Test("Ask to Buy: waiting for approval, then unlocked when the approval arrives through the updates", arguments: TestDatabases.backends)
    func deferredApproval(backend: DatabaseBackend) async throws {
        let store = try FakeAppStore()
        try await CouplesWorld.run(backend: backend, appStore: store) { world in
            let account = world.appleAccount(store)
            account.askToBuy = true
            let storeKit = account.device()
            let (ada, ben) = try await world.couple(purchases: storeKit)
            let app = await launch(ada)
            let rose = try name("cabbage-rose", app.unlock)

            await app.unlock.purchase("cabbage-rose")
            #expect(app.unlock.awaitingApproval == [Self.rose])
            #expect(app.unlock.message == "Asked. \(rose) unlocks here as soon as it's approved.")
            #expect(storeKit.unfinishedIDs.isEmpty)
            #expect(await !isUnlocked("cabbage-rose", on: ben))

            // A parent approves, later; the app is open and nobody taps anything.
            let approved = try #require(try account.approve(productID: Self.rose))
            #expect(await pollUntil { storeKit.finishCount(approved) == 1 && app.unlock.awaitingApproval.isEmpty })
            #expect(await pollUntil { app.unlock.rows.first { $0.id == "cabbage-rose" }?.isUnlocked == true })
            #expect(app.unlock.message == "\(rose) was approved. It's yours to plant.")
            #expect(await isUnlocked("cabbage-rose", on: ben))
            app.stopPurchaseUpdates()
        }
    }

    @Test("a refund locks the species again and keeps the flower grown from it; the phone's own update suffices", arguments: TestDatabases.backends)
    func refund(backend: DatabaseBackend) async throws {
        let store = try FakeAppStore()
        try await CouplesWorld.run(backend: backend, appStore: store) { world in
            let account = world.appleAccount(store)
            let storeKit = account.device()
            let (ada, ben) = try await world.couple(purchases: storeKit)
            let app = await launch(ada)
            let rose = try name("cabbage-rose", app.unlock)
            await app.unlock.purchase("cabbage-rose")
            let bought = try #require(account.allIDs().last)
            #expect(storeKit.finishCount(bought) == 1)

            // The pair grows it: chosen next, then four complete days bloom the first flower and plant it.
            let garden = GardenModel(environment: ben.environment)
            await garden.load()
            try await garden.chooseNext("cabbage-rose")
            for day in 0..<4 {
                try await GardenAndSettingsTests().completeDay(ada, ben, seed: day)
                world.clock.advance(by: 24 * 3600)
            }
            await garden.load()
            #expect(garden.growing?.speciesID == "cabbage-rose")

            await app.garden.load()
            #expect(app.garden.seedBox.contains { $0.id == "cabbage-rose" })

            // Apple refunds it: its server notification reaches the server, the revoked transaction the phone.
            try await account.refund(bought)
            #expect(await pollUntil { app.unlock.rows.first { $0.id == "cabbage-rose" }?.isUnlocked == false })
            #expect(await pollUntil { !app.garden.seedBox.contains { $0.id == "cabbage-rose" } })
            #expect(app.unlock.message == "\(rose) was refunded, so it's locked again. Flowers you've grown stay in your garden.")
            #expect(await !isUnlocked("cabbage-rose", on: ben))
            await garden.load()
            #expect(garden.growing?.speciesID == "cabbage-rose")
            #expect(await storeKit.currentEntitlements().allSatisfy { $0.id != bought })

            // A refund whose notification never reached the server: the phone's update takes the unlock back.
            await app.unlock.purchase("sacred-lotus")
            let lotus = try #require(account.allIDs().last)
            #expect(await isUnlocked("sacred-lotus", on: ben))
            try await account.refund(lotus, notifying: false)
            #expect(await pollUntil { app.unlock.rows.first { $0.id == "sacred-lotus" }?.isUnlocked == false })
            #expect(await !isUnlocked("sacred-lotus", on: ben))
            app.stopPurchaseUpdates()
        }
    }

    @Test("Restore Purchases on a new phone: the App Store's list, sent to the server again, unlocks what never got there", arguments: TestDatabases.backends)
    func restoreOnNewPhone(backend: DatabaseBackend) async throws {
        let store = try FakeAppStore()
        try await CouplesWorld.run(backend: backend, appStore: store) { world in
            let account = world.appleAccount(store)
            let (ada, ben) = try await world.couple(purchases: account.device())
            // Bought on the old phone while offline; the phone was lost before it came back online.
            let old = await launch(ada)
            ada.network.online = false
            await old.unlock.purchase("cabbage-rose")
            old.stopPurchaseUpdates()
            #expect(await !isUnlocked("cabbage-rose", on: ben))

            let newStoreKit = account.device(synced: false)
            let phone = try await world.newPhone("Ada", purchases: newStoreKit)
            let unlock = UnlockModel(environment: phone.environment)
            await unlock.load()
            let rose = try name("cabbage-rose", unlock)
            #expect(unlock.rows.first { $0.id == "cabbage-rose" }?.isUnlocked == false)
            #expect(await newStoreKit.currentEntitlements().isEmpty)

            await unlock.restore()
            #expect(!unlock.isRestoring)
            #expect(unlock.message == "Restored: \(rose).")
            #expect(unlock.rows.first { $0.id == "cabbage-rose" }?.isUnlocked == true)
            #expect(await isUnlocked("cabbage-rose", on: ben))
        }
    }
}
