@testable import DandelionCore
import Foundation

/// A stand-in for the App Store that behaves as StoreKit 2 reports: purchases yield signed (verified)
/// transactions or not, Ask to Buy leaves them pending until approved, refunds arrive as revoked
/// transactions on the updates stream, and an outage makes every call that needs the App Store fail
/// with `.offline`, while current entitlements come from what the device last heard, as StoreKit's do.
final class StoreStandIn: StoreClient {
    struct State {
        /// What the App Store knows.
        var owned: [ProductID: StoreTransaction] = [:]
        /// What the device last heard from it: StoreKit's signed cache, read when offline.
        var onDevice: [ProductID: StoreTransaction] = [:]
        var offline = false
        var askToBuy = false
        var cancelNext = false
        var signatureFails = false
        var nextID: UInt64 = 1000
        var pending: [ProductID] = []
    }

    let state = LockedValue(State())
    private let stream: AsyncStream<StoreTransaction>
    private let continuation: AsyncStream<StoreTransaction>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream()
    }

    func set(_ change: @Sendable (inout State) -> Void) { state.withLock { change(&$0) } }

    func products(_ ids: [ProductID]) async throws(StoreError) -> [StoreProduct] {
        if state.withLock({ $0.offline }) { throw .offline }
        return ids.map { StoreProduct(id: $0, displayName: $0 == .premium ? "Dandelion Premium" : "Themes", description: "", displayPrice: $0 == .premium ? "$7.99" : "$2.99") }
    }

    func purchase(_ id: ProductID) async throws(StoreError) -> PurchaseOutcome {
        try state.withLock { (state: inout State) throws(StoreError) -> PurchaseOutcome in
            if state.offline { throw .offline }
            if state.cancelNext {
                state.cancelNext = false
                return .cancelled
            }
            if state.askToBuy {
                state.pending.append(id)
                return .pending
            }
            state.nextID += 1
            let transaction = StoreTransaction(id: state.nextID, productID: id, purchaseDate: Date(), isVerified: !state.signatureFails)
            if transaction.isVerified {
                state.owned[id] = transaction
                state.onDevice[id] = transaction
            }
            return .purchased(transaction)
        }
    }

    func currentEntitlements() async -> [StoreTransaction] {
        state.withLock { state in
            if !state.offline { state.onDevice = state.owned }
            return Array(state.onDevice.values)
        }
    }

    func sync() async throws(StoreError) {
        if state.withLock({ $0.offline }) { throw .offline }
    }

    func updates() -> AsyncStream<StoreTransaction> { stream }

    /// A parent approves an Ask to Buy request.
    func approvePending() {
        let approved = state.withLock { state -> [StoreTransaction] in
            let approved = state.pending.map { id -> StoreTransaction in
                state.nextID += 1
                return StoreTransaction(id: state.nextID, productID: id, purchaseDate: Date(), isVerified: true)
            }
            for transaction in approved { state.owned[transaction.productID] = transaction }
            state.pending = []
            return approved
        }
        for transaction in approved { continuation.yield(transaction) }
    }

    /// Apple refunds a purchase: it leaves current entitlements and arrives revoked on the updates stream.
    func refund(_ id: ProductID) {
        guard var transaction = state.withLock({ $0.owned.removeValue(forKey: id) }) else { return }
        transaction.revocationDate = Date()
        continuation.yield(transaction)
    }

    func finishUpdates() { continuation.finish() }
}
