import CouplesCore
import Foundation
import NIOConcurrencyHelpers

/// StoreKit 2 on one phone, faithful where the app relies on it: a purchase comes back unfinished and
/// stays in `unfinished` until `finish`; every `transactionUpdates` listener first gets the unfinished
/// ones (as iOS does at launch), then what the App Store sends later (approvals, refunds);
/// `currentEntitlements` leaves refunded ones out; a new phone knows its Apple ID's purchases only
/// after `sync`. It counts `finish` calls, so a test can see a transaction finished once.
final class FakeStoreKit: PurchaseProvider {
    let account: FakeAppleAccount
    private let state: NIOLockedValueBox<State>

    private struct State {
        var known: [UInt64]
        var unfinished: [UInt64] = []
        var listeners: [UUID: AsyncStream<StoreTransaction>.Continuation] = [:]
        var finishCalls: [UInt64] = []
        var purchased: [String] = []
    }

    init(account: FakeAppleAccount, known: [UInt64]) {
        self.account = account
        state = NIOLockedValueBox(State(known: known))
    }

    /// Products bought through `purchase`, in order (asked-for ones too).
    var purchased: [String] { state.withLockedValue { $0.purchased } }
    var unfinishedIDs: [UInt64] { state.withLockedValue { $0.unfinished } }

    /// How many times the app finished `id`.
    func finishCount(_ id: UInt64) -> Int {
        state.withLockedValue { $0.finishCalls.filter { $0 == id }.count }
    }

    func products(for ids: [String]) async throws -> [StoreProduct] {
        ids.map { StoreProduct(id: $0, displayPrice: "€2.99") }
    }

    func purchase(productID: String, appAccountToken: UUID) async throws -> PurchaseOutcome {
        state.withLockedValue { $0.purchased.append(productID) }
        guard let id = account.buy(productID: productID, appAccountToken: appAccountToken) else { return .pending }
        state.withLockedValue { state in
            state.known.append(id)
            state.unfinished.append(id)
        }
        // A purchase answers its caller; iOS does not send it through `updates` too.
        return .purchased(try account.signed(id))
    }

    func transactionUpdates() -> AsyncStream<StoreTransaction> {
        let (stream, continuation) = AsyncStream.makeStream(of: StoreTransaction.self)
        let key = UUID()
        let replay = state.withLockedValue { state in
            state.listeners[key] = continuation
            return state.unfinished
        }
        for id in replay { if let transaction = try? account.signed(id) { continuation.yield(transaction) } }
        continuation.onTermination = { [state] _ in state.withLockedValue { _ = $0.listeners.removeValue(forKey: key) } }
        return stream
    }

    func unfinishedTransactions() async -> [StoreTransaction] {
        unfinishedIDs.compactMap { try? account.signed($0) }
    }

    func currentEntitlements() async -> [StoreTransaction] {
        state.withLockedValue { $0.known }.compactMap { try? account.signed($0) }.filter { $0.revocationDate == nil }
    }

    func finish(_ transaction: StoreTransaction) async {
        state.withLockedValue { state in
            state.finishCalls.append(transaction.id)
            state.unfinished.removeAll { $0 == transaction.id }
        }
    }

    func sync() async throws {
        let all = account.allIDs()
        state.withLockedValue { state in state.known = all }
    }

    /// The App Store tells this phone about `transaction`.
    func deliver(_ transaction: StoreTransaction, unfinished: Bool) {
        let listeners = state.withLockedValue { state in
            if !state.known.contains(transaction.id) { state.known.append(transaction.id) }
            if unfinished, !state.unfinished.contains(transaction.id) { state.unfinished.append(transaction.id) }
            return Array(state.listeners.values)
        }
        for listener in listeners { listener.yield(transaction) }
    }
}
