import AppStoreTestSupport
import CouplesCore
import Foundation
import NIOConcurrencyHelpers
import ServerKitTestSupport

/// One Apple ID at the App Store, as the phones and our server meet it: what it bought (real JWS signed
/// by the fake App Store's chain), Ask to Buy requests waiting for a parent, refunds (the transaction
/// signed again with its `revocationDate`, and the signed REFUND notification Apple posts to the
/// server), and the devices signed in with it, each told through its `Transaction.updates`.
final class FakeAppleAccount: Sendable {
    let store: FakeAppStore
    let clock: ManualWallClock
    /// Posts an App Store Server Notification (`signedPayload`) to the server, as Apple does.
    let notifyServer: @Sendable (String) async throws -> Void
    private let state = NIOLockedValueBox(State())

    private struct State {
        var askToBuy = false
        var nextID: UInt64 = 2_000_000_000_000_001
        var transactions: [UInt64: TestTransaction] = [:]
        var order: [UInt64] = []
        var requests: [String: UUID] = [:]
        var devices: [FakeStoreKit] = []
    }

    init(store: FakeAppStore, clock: ManualWallClock, notifyServer: @escaping @Sendable (String) async throws -> Void) {
        self.store = store
        self.clock = clock
        self.notifyServer = notifyServer
    }

    /// Purchases need a parent's approval (Ask to Buy).
    var askToBuy: Bool {
        get { state.withLockedValue { $0.askToBuy } }
        set { state.withLockedValue { $0.askToBuy = newValue } }
    }

    /// A device of this Apple ID; a new phone knows nothing until it syncs.
    func device(synced: Bool = true) -> FakeStoreKit {
        let device = FakeStoreKit(account: self, known: synced ? allIDs() : [])
        state.withLockedValue { $0.devices.append(device) }
        return device
    }

    /// A purchase: the new transaction's id, or nil when it waits for approval.
    func buy(productID: String, appAccountToken: UUID) -> UInt64? {
        state.withLockedValue { state in
            if state.askToBuy {
                state.requests[productID] = appAccountToken
                return nil
            }
            return Self.record(productID, appAccountToken, at: clock.now(), &state)
        }
    }

    /// A parent approves the request for `productID`: the transaction reaches every device through its
    /// updates, unfinished. Nil when nothing was asked for.
    @discardableResult
    func approve(productID: String) throws -> UInt64? {
        let (id, devices) = state.withLockedValue { state -> (UInt64?, [FakeStoreKit]) in
            guard let token = state.requests.removeValue(forKey: productID) else { return (nil, []) }
            return (Self.record(productID, token, at: clock.now(), &state), state.devices)
        }
        guard let id else { return nil }
        let transaction = try signed(id)
        for device in devices { device.deliver(transaction, unfinished: true) }
        return id
    }

    /// Apple refunds `id`: it is signed again with its revocation date, the REFUND notification goes to
    /// the server (unless `notifying` is false: a server Apple cannot reach), then every device hears of
    /// it through its updates.
    func refund(_ id: UInt64, notifying: Bool = true) async throws {
        let devices = state.withLockedValue { state -> [FakeStoreKit] in
            state.transactions[id] = state.transactions[id]?.refunded(at: clock.now())
            return state.devices
        }
        let transaction = try signed(id)
        if notifying {
            try await notifyServer(try store.sign(TestNotification.refund(signedTransaction: transaction.signedTransaction)))
        }
        for device in devices { device.deliver(transaction, unfinished: false) }
    }

    /// The transaction as the App Store signs it now.
    func signed(_ id: UInt64) throws -> StoreTransaction {
        guard let payload = state.withLockedValue({ $0.transactions[id] }) else { throw Unknown() }
        return StoreTransaction(
            id: id, productID: payload.productId ?? "", signedTransaction: try store.sign(payload),
            revocationDate: payload.revocationDate.map { Date(timeIntervalSince1970: Double($0) / 1000) }
        )
    }

    func allIDs() -> [UInt64] {
        state.withLockedValue { $0.order }
    }

    struct Unknown: Error {}

    private static func record(_ productID: String, _ token: UUID, at now: Date, _ state: inout State) -> UInt64 {
        let id = state.nextID
        state.nextID += 1
        state.transactions[id] = TestTransaction(
            productId: productID, transactionId: String(id), purchased: now.addingTimeInterval(-60), appAccountToken: token
        )
        state.order.append(id)
        return id
    }
}
