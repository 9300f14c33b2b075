@testable import DandelionCore
import Foundation
import Testing

@MainActor
@Suite struct PremiumTests {
    final class Clock: Sendable {
        let now = LockedValue(Date(timeIntervalSince1970: 1_795_000_000))
        func advance(days: Double) { now.withLock { $0 += days * 86_400 } }
    }

    func makeApp(storage: any KeyValueStore = MemoryStore(), client: StoreStandIn, clock: Clock = Clock()) -> DandelionAppModel {
        DandelionAppModel(storage: storage, storeClient: client, seed: 1, region: "US", now: { clock.now.withLock { $0 } })
    }

    @Test func buyingUnlocksThemesPromptsAndOwnPrompts() async {
        let client = StoreStandIn()
        let app = makeApp(client: client)
        #expect(!app.settings.select(.night))
        #expect(app.settings.accessibilityLabel(for: ThemeID.night.theme) == "Night theme, needs Premium")
        #expect(app.prompts.addCustomPrompt("Mine") == nil)
        let freeCount = app.prompts.available.count
        await app.premium.loadProducts()
        #expect(app.premium.products == .loaded(try! await client.products(ProductID.allCases)))
        await app.premium.buy(.premium)
        #expect(app.premium.purchase == .purchased(.premium))
        #expect(app.premium.unlocked == Set(PremiumFeature.allCases))
        #expect(app.settings.select(.night) && app.store.theme(in: .light).id == .night)
        #expect(app.settings.accessibilityLabel(for: ThemeID.night.theme) == "Night theme")
        #expect(app.prompts.available.count > freeCount && app.prompts.lockedPromptCount == 0)
        #expect(app.prompts.addCustomPrompt("What would you tell a friend carrying this?") != nil)
        #expect(app.prompts.available.contains { $0.category == .own })
    }

    @Test func themesOnlyUnlocksThemes() async {
        let app = makeApp(client: StoreStandIn())
        await app.premium.buy(.themes)
        #expect(app.premium.unlocked == [.themes])
        #expect(!app.prompts.hasPremiumPrompts && !app.prompts.canWriteOwnPrompts)
    }

    @Test func cancelledUnverifiedAndOfflinePurchasesUnlockNothing() async {
        let client = StoreStandIn()
        let app = makeApp(client: client)
        client.set { $0.cancelNext = true }
        await app.premium.buy(.premium)
        #expect(app.premium.purchase == .idle)
        client.set { $0.signatureFails = true }
        await app.premium.buy(.premium)
        guard case .failed = app.premium.purchase else { Issue.record("an unverified purchase must fail"); return }
        client.set { $0.signatureFails = false; $0.offline = true }
        await app.premium.buy(.premium)
        guard case .failed = app.premium.purchase else { Issue.record("an offline purchase must fail"); return }
        await app.premium.loadProducts()
        guard case .failed = app.premium.products else { Issue.record("products offline must fail"); return }
        #expect(app.premium.unlocked.isEmpty)
    }

    @Test func askToBuyUnlocksWhenApprovedAndARefundLocksAgain() async {
        let client = StoreStandIn()
        let app = makeApp(client: client)
        let observing = Task { await app.premium.observeTransactions() }
        client.set { $0.askToBuy = true }
        await app.premium.buy(.premium)
        #expect(app.premium.purchase == .pending && app.premium.unlocked.isEmpty)
        client.approvePending()
        await Self.waitUntil { app.premium.owns(.premium) }
        #expect(app.premium.purchase == .purchased(.premium))
        app.settings.select(.dusk)
        client.refund(.premium)
        await Self.waitUntil { !app.premium.owns(.premium) }
        #expect(app.premium.unlocked.isEmpty)
        // A premium theme chosen before the refund falls back to the free one.
        #expect(app.store.theme(in: .dark).id == .meadow)
        client.finishUpdates()
        await observing.value
    }

    /// Offline for months, what was paid for stays unlocked (StoreKit's signed cache on the device); Restore
    /// needs the App Store; a refund Apple made meanwhile takes effect once the device is back online.
    @Test func offlineKeepsWhatStoreKitKeepsAndARefundWaitsForTheNetwork() async {
        let client = StoreStandIn()
        let clock = Clock()
        let storage = MemoryStore()
        let app = makeApp(storage: storage, client: client, clock: clock)
        await app.premium.buy(.premium)
        await app.premium.refreshEntitlements()
        client.set { $0.offline = true }
        clock.advance(days: 90)
        let relaunched = makeApp(storage: storage, client: client, clock: clock)
        await relaunched.premium.refreshEntitlements()
        #expect(relaunched.premium.owns(.premium))
        await relaunched.premium.restore()
        guard case .failed = relaunched.premium.purchase else { Issue.record("restoring offline must fail"); return }
        #expect(relaunched.premium.owns(.premium), "a failed restore takes nothing away")
        // Refunded by Apple while the phone was offline: still unlocked until StoreKit hears of it.
        client.set { state in state.owned[.premium] = nil }
        await relaunched.premium.refreshEntitlements()
        #expect(relaunched.premium.owns(.premium))
        client.set { $0.offline = false }
        await relaunched.premium.refreshEntitlements()
        #expect(!relaunched.premium.owns(.premium))
    }

    /// Bought, never refreshed, then opened on a plane: the purchase itself counts as the store's word.
    @Test func aFreshPurchaseSurvivesAnOfflineRelaunch() async {
        let client = StoreStandIn()
        let clock = Clock()
        let storage = MemoryStore()
        await makeApp(storage: storage, client: client, clock: clock).premium.buy(.premium)
        client.set { $0.offline = true }
        clock.advance(days: 3)
        let relaunched = makeApp(storage: storage, client: client, clock: clock)
        await relaunched.premium.refreshEntitlements()
        #expect(relaunched.premium.owns(.premium))
    }

    /// Until `condition` holds, or ten minutes (only a hang waits that long): the updates arrive on
    /// another task, which a loaded machine may run late.
    static func waitUntil(_ condition: @MainActor () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(600)
        while !condition(), ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(5), tolerance: .zero) }
    }
}

/// An in-memory `KeyValueStore` for tests that do not look at files.
final class MemoryStore: KeyValueStore {
    private let values = LockedValue([String: Data]())
    func data(forKey key: String) -> Data? { values.withLock { $0[key] } }
    func set(_ data: Data?, forKey key: String) { values.withLock { $0[key] = data } }
}
