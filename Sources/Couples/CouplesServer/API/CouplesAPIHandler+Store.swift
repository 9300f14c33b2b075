import CouplesAPI
import Foundation
import ServerKit

/// Flowers bought in the App Store, and Apple's notifications about them.
extension CouplesAPIHandler {
    func redeemPurchase(_ input: Operations.RedeemPurchase.Input) async throws -> Operations.RedeemPurchase.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        let species = try await game.purchases.redeem(body.signedTransaction, by: try caller)
        return .ok(.init(body: .json(.init(species, unlocked: true))))
    }

    func receiveStoreNotification(_ input: Operations.ReceiveStoreNotification.Input) async throws -> Operations.ReceiveStoreNotification.Output {
        guard case .json(let body) = input.body else { throw Problem.malformedJSON() }
        try await game.purchases.receive(body.signedPayload)
        return .ok
    }
}
