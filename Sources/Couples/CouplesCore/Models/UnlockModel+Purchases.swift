import CouplesAPI
import Foundation

/// Buying, restoring, and what the App Store says later (approvals, refunds, purchases that waited), in
/// the app's words. The reconciler does the work; this turns each result into the screen's state.
extension UnlockModel {
    /// Buys the species' product and redeems it; the row turns unlocked when the server agrees. A
    /// purchase the server has not taken yet is kept unfinished and sent again, so it is never lost.
    public func purchase(_ speciesID: String) async {
        guard let row = rows.first(where: { $0.id == speciesID }), case .purchase(let productID, _) = row.availability else { return }
        purchasingID = speciesID
        message = nil
        defer { purchasingID = nil }
        let outcome: PurchaseOutcome
        do {
            let me = try await environment.me()
            guard let account = UUID(uuidString: me.id) else { return }
            outcome = try await environment.purchases.purchase(productID: productID, appAccountToken: account)
        } catch {
            message = "The purchase didn't go through. Try again."
            return
        }
        switch outcome {
        case .purchased(let transaction):
            if let redemption = await environment.reconciler.redeem(transaction) { await handle(redemption) }
        case .pending:
            awaitingApproval.insert(productID)
            message = "Asked. \(row.name) unlocks here as soon as it's approved."
        case .cancelled:
            break
        }
    }

    /// Restore Purchases: the App Store's list for this Apple ID, each sent to the server again.
    public func restore() async {
        isRestoring = true
        message = nil
        defer { isRestoring = false }
        let redemptions: [Redemption]
        do {
            redemptions = try await environment.reconciler.restore()
        } catch is StoreSyncCancelled {
            return
        } catch {
            message = "We couldn't reach the App Store. Try again."
            return
        }
        let names = redemptions.compactMap { redemption -> String? in
            if case .unlocked(_, let name) = redemption.result { name } else { nil }
        }
        if let waiting = redemptions.lazy.compactMap(\.waitingReason).first {
            message = "Your purchases are safe. \(Self.waitingLine(waiting))"
        } else if !names.isEmpty {
            message = "Restored: \(names.joined(separator: ", "))."
        } else {
            message = redemptions.isEmpty ? "There were no flowers to restore on this Apple ID." : "Your purchases are up to date."
        }
        await load()
    }

    /// One result from the server, from a purchase here or one that arrived later (through the app's
    /// listener): the message, and the rows read again when something changed.
    public func handle(_ redemption: Redemption) async {
        let name = productNames[redemption.productID] ?? "Your flower"
        let wasAsked = awaitingApproval.remove(redemption.productID) != nil
        switch redemption.result {
        case .unlocked:
            message = wasAsked ? "\(name) was approved. It's yours to plant." : "\(name) is yours to plant."
        case .keptForNextPair:
            message = "\(name) is yours. It joins your garden once you're paired."
        case .refunded:
            message = "\(name) was refunded, so it's locked again. Flowers you've grown stay in your garden."
        case .refused:
            message = "The App Store couldn't confirm this purchase, so \(name) stays locked."
        case .waiting(let reason):
            if wasAsked { awaitingApproval.insert(redemption.productID) }
            message = "Your purchase is safe. \(Self.waitingLine(reason))"
            return
        }
        if !rows.isEmpty { await load() }
    }

    static func waitingLine(_ reason: Redemption.Waiting) -> String {
        switch reason {
        case .offline: "It unlocks when you're back online."
        case .serverUnavailable: "We couldn't finish unlocking it just now; we'll keep trying."
        case .signedOut: "Sign in again to unlock it."
        }
    }
}

extension Redemption {
    var waitingReason: Waiting? {
        if case .waiting(let reason) = result { return reason }
        return nil
    }
}
