import ClientKit
import Foundation

extension CouplesAppModel {
    /// Signing out or after deleting the account: no more partner events or App Store updates, no
    /// notifications for this person on this phone, nothing of theirs left on it; back to sign-in.
    public func leave(_ leaving: Leaving) async {
        stopListening()
        stopPurchaseUpdates()
        let service = environment.service
        switch leaving {
        case .signOut: await push.unregister { hex in try await service.unregisterDevice(tokenHex: hex) }
        // Deleting the account removed the phone's token on the server.
        case .accountDeleted: await push.unregister { _ in }
        }
        didRegisterForPushes = false
        await environment.forget(leaving)
        route = .signIn
    }
}
