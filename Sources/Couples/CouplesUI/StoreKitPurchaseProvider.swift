import CouplesCore
import Foundation
import StoreKit

/// Purchases through StoreKit 2. The transaction is tagged with the buyer's account id
/// (`appAccountToken`), and its signed form (`jwsRepresentation`) goes to the server, which verifies
/// it against Apple's root and unlocks the flower for the pair. Finishing at once is safe: a non-consumable
/// stays in `Transaction.currentEntitlements`, from which a redeem that failed can be sent again.
public struct StoreKitPurchaseProvider: PurchaseProvider {
    public init() {}

    public func products(for ids: [String]) async throws -> [StoreProduct] {
        try await Product.products(for: ids).map { StoreProduct(id: $0.id, displayPrice: $0.displayPrice) }
    }

    public func purchase(productID: String, appAccountToken: UUID) async throws -> PurchaseOutcome {
        guard let product = try await Product.products(for: [productID]).first else { return .cancelled }
        switch try await product.purchase(options: [.appAccountToken(appAccountToken)]) {
        case .success(let verification):
            // The server verifies the JWS itself; a transaction StoreKit could not verify is still sent, and refused there.
            let signed = verification.jwsRepresentation
            if case .verified(let transaction) = verification { await transaction.finish() }
            return .purchased(signedTransaction: signed)
        case .pending:
            return .pending
        case .userCancelled:
            return .cancelled
        @unknown default:
            return .cancelled
        }
    }
}
