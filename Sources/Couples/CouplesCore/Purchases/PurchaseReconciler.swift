import CouplesAPI
import Foundation

/// Brings the App Store and the server into agreement, so no purchase is lost: each transaction goes to
/// the server (`redeemPurchase`) and is finished only once the server has decided about it. What is left
/// unfinished (offline, the server down) StoreKit keeps, and it is sent again at launch, on `resend…`
/// (back in the foreground, a screen that reached the server) and on a backoff timer while the app runs.
/// Used by `CouplesAppModel` for the app's whole life and by `UnlockModel` for buying and restoring.
public actor PurchaseReconciler {
    let provider: any PurchaseProvider
    let service: CouplesService
    /// Waits between tries while something is left unfinished; the last one repeats.
    let retryDelays: [Duration]

    /// Being sent now: `updates` at launch and the walk of `unfinished` can hand over the same one together.
    private var sending: Set<UInt64> = []
    /// Finished by this process, with whether it was revoked then: StoreKit may hand one over again
    /// (its launch replay), and only a change (a refund) is worth sending twice.
    private var settled: [UInt64: Bool] = [:]
    /// Left unfinished by the last try.
    private var waiting: Set<UInt64> = []

    public init(provider: any PurchaseProvider, service: CouplesService, retryDelays: [Duration] = [.seconds(30), .seconds(120), .seconds(600)]) {
        self.provider = provider
        self.service = service
        self.retryDelays = retryDelays.isEmpty ? [.seconds(30)] : retryDelays
    }

    /// For the app's whole life (until the stream is dropped): the unfinished transactions first, then
    /// every update (Ask to Buy approvals, refunds, other devices' purchases), and retries while
    /// something waits. Each result the server gave, as it comes.
    public nonisolated func updates() -> AsyncStream<Redemption> {
        AsyncStream { continuation in
            let task = Task {
                // Listening before the walk, so nothing that arrives meanwhile is missed.
                let updates = provider.transactionUpdates()
                await withTaskGroup(of: Void.self) { group in
                    group.addTask {
                        for redemption in await self.resendUnfinished() { continuation.yield(redemption) }
                        for await transaction in updates {
                            if let redemption = await self.redeem(transaction) { continuation.yield(redemption) }
                        }
                    }
                    group.addTask { await self.retryWhileWaiting { continuation.yield($0) } }
                    await group.next()
                    group.cancelAll()
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Sends every unfinished transaction again.
    public func resendUnfinished() async -> [Redemption] {
        let unfinished = await provider.unfinishedTransactions()
        // One finished meanwhile (by another launch, or on the App Store's side) waits no more.
        waiting.formIntersection(unfinished.map(\.id))
        var redemptions: [Redemption] = []
        for transaction in unfinished {
            if let redemption = await redeem(transaction) { redemptions.append(redemption) }
        }
        return redemptions
    }

    /// Sends again only if a transaction is waiting: cheap to call whenever the server answered.
    public func resendIfWaiting() async -> [Redemption] {
        waiting.isEmpty ? [] : await resendUnfinished()
    }

    /// Restore Purchases: asks the App Store for this Apple ID's purchases (`AppStore.sync`), then sends
    /// each current entitlement to the server again (a new phone, or one bought and lost before it
    /// reached the server). Redeeming one the server has is harmless.
    public func restore() async throws -> [Redemption] {
        try await provider.sync()
        var redemptions: [Redemption] = []
        for transaction in await provider.currentEntitlements() {
            if let redemption = await redeem(transaction, again: true) { redemptions.append(redemption) }
        }
        return redemptions
    }

    /// Sends `transaction` to the server and finishes it if the server decided. Nil when it is being
    /// sent already, or was settled by this process in the same state (unless `again`).
    public func redeem(_ transaction: StoreTransaction, again: Bool = false) async -> Redemption? {
        let revoked = transaction.revocationDate != nil
        if !again, settled[transaction.id] == revoked { return nil }
        guard sending.insert(transaction.id).inserted else { return nil }
        defer { sending.remove(transaction.id) }
        let result: Redemption.Result
        do throws(CouplesServiceError) {
            let species = try await service.redeemPurchase(signedTransaction: transaction.signedTransaction)
            result = .unlocked(speciesID: species.id, name: species.commonName)
        } catch {
            result = Self.result(of: error)
        }
        let redemption = Redemption(transactionID: transaction.id, productID: transaction.productID, result: result)
        if redemption.isSettled {
            await provider.finish(transaction)
            settled[transaction.id] = revoked
            waiting.remove(transaction.id)
        } else {
            waiting.insert(transaction.id)
        }
        return redemption
    }

    /// Which refusals settle a transaction, so it is finished, and which never do.
    /// Finished: 422 `invalid-transaction` (not signed by Apple, another app's or product, another
    /// account's: it stays wrong however often it is sent); 409 `transaction-revoked` (refunded: the
    /// server recorded it and took the unlock back); 404 `not-paired` (recorded for the buyer's next pair).
    /// Never finished: no answer, 401 (the next sign-in sends it), 429 and 5xx (including 503
    /// `store-unavailable`: the server will take it later), and any other status, which no server
    /// decision explains (a client bug a later version fixes): StoreKit keeps it meanwhile.
    public static func result(of error: CouplesServiceError) -> Redemption.Result {
        switch error {
        case .unreachable: return .waiting(.offline)
        case .signedOut: return .waiting(.signedOut)
        case .problem(let status, let problem):
            switch (status, error.slug) {
            case (422, "invalid-transaction"): return .refused(reason: problem?.detail)
            case (409, "transaction-revoked"): return .refunded
            case (404, "not-paired"): return .keptForNextPair
            case (401, _): return .waiting(.signedOut)
            default: return .waiting(.serverUnavailable)
            }
        }
    }

    private func retryWhileWaiting(_ yield: @Sendable (Redemption) -> Void) async {
        var attempt = 0
        while !Task.isCancelled {
            do { try await Task.sleep(for: retryDelays[min(attempt, retryDelays.count - 1)]) } catch { return }
            let redemptions = await resendIfWaiting()
            redemptions.forEach(yield)
            attempt = redemptions.contains { !$0.isSettled } ? attempt + 1 : 0
        }
    }
}
