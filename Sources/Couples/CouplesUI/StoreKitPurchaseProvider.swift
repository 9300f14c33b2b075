import CouplesCore
import Foundation
import StoreKit

/// Purchases through StoreKit 2. The transaction is tagged with the buyer's account id
/// (`appAccountToken`), and its signed form (`jwsRepresentation`) goes to the server, which verifies it
/// against Apple's root and unlocks the flower for the pair. Nothing is finished here: Core's
/// `PurchaseReconciler` finishes a transaction once the server has decided about it, so one the server
/// never heard of stays in `Transaction.unfinished` and is sent again.
public struct StoreKitPurchaseProvider: PurchaseProvider {
    public init() {}

    public func products(for ids: [String]) async throws -> [StoreProduct] {
        try await Product.products(for: ids).map { StoreProduct(id: $0.id, displayPrice: $0.displayPrice) }
    }

    public func purchase(productID: String, appAccountToken: UUID) async throws -> PurchaseOutcome {
        guard let product = try await Product.products(for: [productID]).first else { return .cancelled }
        switch try await product.purchase(options: [.appAccountToken(appAccountToken)]) {
        case .success(let verification):
            return .purchased(StoreTransaction(verification))
        case .pending:
            return .pending
        case .userCancelled:
            return .cancelled
        @unknown default:
            return .cancelled
        }
    }

    public func transactionUpdates() -> AsyncStream<StoreTransaction> {
        AsyncStream { continuation in
            let task = Task {
                for await result in Transaction.updates { continuation.yield(StoreTransaction(result)) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    public func unfinishedTransactions() async -> [StoreTransaction] {
        var transactions: [StoreTransaction] = []
        for await result in Transaction.unfinished { transactions.append(StoreTransaction(result)) }
        return transactions
    }

    public func currentEntitlements() async -> [StoreTransaction] {
        var transactions: [StoreTransaction] = []
        for await result in Transaction.currentEntitlements { transactions.append(StoreTransaction(result)) }
        return transactions
    }

    /// StoreKit finishes a `Transaction` value, so the unfinished one with this id is looked up.
    public func finish(_ transaction: StoreTransaction) async {
        for await result in Transaction.unfinished where result.unsafePayloadValue.id == transaction.id {
            await result.unsafePayloadValue.finish()
        }
    }

    public func sync() async throws {
        do {
            try await AppStore.sync()
        } catch StoreKitError.userCancelled {
            throw StoreSyncCancelled()
        }
    }
}

extension StoreTransaction {
    /// Verified or not: the server verifies the JWS itself and refuses (for good) what is not Apple's.
    init(_ result: VerificationResult<Transaction>) {
        let transaction = result.unsafePayloadValue
        self.init(
            id: transaction.id, productID: transaction.productID, signedTransaction: result.jwsRepresentation,
            revocationDate: transaction.revocationDate
        )
    }
}
