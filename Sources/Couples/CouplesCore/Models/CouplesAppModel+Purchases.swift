import ClientKit
import Foundation

/// The App Store for the app's whole life: from launch or sign-in to sign-out, every transaction update
/// (an Ask to Buy approval, a refund, a purchase on another device, one left unfinished) reaches the
/// server through the reconciler, and the Unlock screen hears the result.
extension CouplesAppModel {
    public func startPurchaseUpdates() {
        guard purchaseUpdates == nil else { return }
        let stream = environment.reconciler.updates()
        purchaseUpdates = Task { [weak self] in
            for await redemption in stream { await self?.purchaseSettled(redemption) }
        }
    }

    public func stopPurchaseUpdates() {
        purchaseUpdates?.cancel()
        purchaseUpdates = nil
    }

    /// A result from the server: the Unlock screen says it, and a garden on screen shows the seed box as it is now.
    func purchaseSettled(_ redemption: Redemption) async {
        await unlock.handle(redemption)
        if redemption.isSettled, garden.phase == .loaded { await garden.load() }
    }

    /// Sends again what waits unfinished, now that the server answers (back in the foreground, a refresh).
    public func resendPurchases() async {
        guard await environment.service.connection.session.state == .signedIn else { return }
        for redemption in await environment.reconciler.resendIfWaiting() { await purchaseSettled(redemption) }
    }
}
