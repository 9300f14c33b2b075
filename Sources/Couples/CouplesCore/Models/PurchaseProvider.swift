import Foundation

/// The App Store, behind a protocol: StoreKit 2 in CouplesUI, a fake signer in tests.
public protocol PurchaseProvider: Sendable {
    /// Display prices of the products the store knows (others are left out).
    func products(for ids: [String]) async throws -> [StoreProduct]
    /// Buys `productID`, tagging the transaction with the buyer's account id (`appAccountToken`).
    func purchase(productID: String, appAccountToken: UUID) async throws -> PurchaseOutcome
}

public struct StoreProduct: Sendable, Equatable {
    public let id: String
    public let displayPrice: String

    public init(id: String, displayPrice: String) {
        self.id = id
        self.displayPrice = displayPrice
    }
}

public enum PurchaseOutcome: Sendable, Equatable {
    /// StoreKit 2's verified `jwsRepresentation`, for `redeemPurchase`.
    case purchased(signedTransaction: String)
    case cancelled
    /// Waiting for approval (Ask to Buy): the unlock arrives later.
    case pending
}

/// No store: nothing to buy (previews, and tests that do not buy).
public struct NoPurchases: PurchaseProvider {
    public init() {}
    public func products(for ids: [String]) async throws -> [StoreProduct] { [] }
    public func purchase(productID: String, appAccountToken: UUID) async throws -> PurchaseOutcome { .cancelled }
}
