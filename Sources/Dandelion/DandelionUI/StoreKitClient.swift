import DandelionCore
import Foundation
import StoreKit

/// Dandelion's `StoreClient` over StoreKit 2. StoreKit verifies each transaction's signature; this adapter only
/// translates its answers into Core's types and finishes what it has delivered.
public struct StoreKitClient: StoreClient {
    public init() {}

    public func products(_ ids: [ProductID]) async throws(StoreError) -> [StoreProduct] {
        let products: [Product]
        do {
            products = try await Product.products(for: ids.map(\.rawValue))
        } catch {
            throw Self.storeError(error)
        }
        // Product identifiers this build doesn't know are ignored; the rest keep the order asked for.
        return ids.compactMap { id in
            products.first { $0.id == id.rawValue }.map {
                StoreProduct(id: id, displayName: $0.displayName, description: $0.description, displayPrice: $0.displayPrice)
            }
        }
    }

    public func purchase(_ id: ProductID) async throws(StoreError) -> PurchaseOutcome {
        let result: Product.PurchaseResult
        do {
            guard let product = try await Product.products(for: [id.rawValue]).first else {
                throw StoreError.productUnavailable(id)
            }
            result = try await product.purchase()
        } catch let error as StoreError {
            throw error
        } catch {
            throw Self.storeError(error)
        }
        switch result {
        case .success(let verification):
            // Only a verified purchase is finished: an unverified one stays in the queue for StoreKit to retry.
            if case .verified(let transaction) = verification { await transaction.finish() }
            guard let transaction = Self.storeTransaction(verification) else { throw .productUnavailable(id) }
            return .purchased(transaction)
        case .pending:
            return .pending
        case .userCancelled:
            return .cancelled
        @unknown default:
            throw .failed("The App Store answered in a way this version doesn't understand.")
        }
    }

    public func currentEntitlements() async -> [StoreTransaction] {
        // StoreKit answers from its on-device cache when offline, so this sequence does not fail.
        var transactions: [StoreTransaction] = []
        for await result in StoreKit.Transaction.currentEntitlements {
            if let transaction = Self.storeTransaction(result) { transactions.append(transaction) }
        }
        return transactions
    }

    public func sync() async throws(StoreError) {
        do {
            try await AppStore.sync()
        } catch {
            throw Self.storeError(error)
        }
    }

    public func updates() -> AsyncStream<StoreTransaction> {
        AsyncStream { continuation in
            let task = Task.detached {
                for await result in StoreKit.Transaction.updates {
                    if case .verified(let transaction) = result { await transaction.finish() }
                    if let transaction = Self.storeTransaction(result) { continuation.yield(transaction) }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// StoreKit's transaction in Core's terms; nil for a product this build doesn't sell.
    static func storeTransaction(_ result: VerificationResult<StoreKit.Transaction>) -> StoreTransaction? {
        let transaction: StoreKit.Transaction
        let isVerified: Bool
        switch result {
        case .verified(let verified):
            transaction = verified
            isVerified = true
        case .unverified(let unverified, _):
            transaction = unverified
            isVerified = false
        }
        guard let product = ProductID(rawValue: transaction.productID) else { return nil }
        return StoreTransaction(
            id: transaction.id, productID: product, purchaseDate: transaction.purchaseDate,
            revocationDate: transaction.revocationDate, isVerified: isVerified
        )
    }

    /// No network is "offline" (so Core can say so and keep cached unlocks); anything else is a failure in words.
    static func storeError(_ error: any Error) -> StoreError {
        if let storeKitError = error as? StoreKitError {
            if case .networkError = storeKitError { return .offline }
            return .failed(storeKitError.localizedDescription)
        }
        if error is URLError { return .offline }
        return .failed(error.localizedDescription)
    }
}
