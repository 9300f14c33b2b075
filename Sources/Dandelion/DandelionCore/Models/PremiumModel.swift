import Foundation
import Observation

/// The premium screen: what each unlock gives, buying, restoring, and keeping entitlements true to the
/// App Store (purchases elsewhere, Ask to Buy approvals, refunds). Offline, StoreKit answers from the
/// signed transactions it keeps on the device, so what was paid for stays unlocked without a grace
/// period of ours, and a refund takes effect when StoreKit next hears from the App Store.
@MainActor
@Observable
public final class PremiumModel {
    public enum ProductsState: Equatable, Sendable {
        case loading
        case loaded([StoreProduct])
        case failed(String)
    }

    public enum PurchaseState: Equatable, Sendable {
        case idle
        case purchasing(ProductID)
        /// Waiting for a parent's approval (Ask to Buy) or a payment fix.
        case pending
        case purchased(ProductID)
        case restored
        case failed(String)
    }

    public private(set) var products = ProductsState.loading
    public private(set) var purchase = PurchaseState.idle

    @ObservationIgnored private let store: DandelionStore
    @ObservationIgnored private let client: any StoreClient

    public init(store: DandelionStore, client: any StoreClient) {
        self.store = store
        self.client = client
    }

    public var unlocked: Set<PremiumFeature> { store.entitlements.unlocked }
    public func owns(_ product: ProductID) -> Bool { store.entitlements.owned.contains(product) }

    public func loadProducts() async {
        products = .loading
        do {
            products = .loaded(try await client.products(ProductID.allCases))
        } catch .offline {
            products = .failed(DandelionCopy[.premiumProductsOffline])
        } catch {
            products = .failed(DandelionCopy[.premiumProductsFailed])
        }
    }

    /// Asks StoreKit what is owned now (answered from the device when offline).
    public func refreshEntitlements() async {
        store.entitlements.confirm(await client.currentEntitlements())
    }

    public func buy(_ product: ProductID) async {
        guard purchase != .purchasing(product) else { return }
        purchase = .purchasing(product)
        do {
            switch try await client.purchase(product) {
            case .purchased(let transaction):
                guard transaction.isVerified else {
                    purchase = .failed(DandelionCopy[.premiumUnverified])
                    return
                }
                store.entitlements.apply(transaction)
                purchase = .purchased(product)
            case .pending:
                purchase = .pending
            case .cancelled:
                purchase = .idle
            }
        } catch .offline {
            purchase = .failed(DandelionCopy[.premiumPurchaseOffline])
        } catch {
            purchase = .failed(DandelionCopy[.premiumPurchaseFailed])
        }
    }

    /// Restore Purchases: sync with the App Store, then take its answer.
    public func restore() async {
        do {
            try await client.sync()
            store.entitlements.confirm(await client.currentEntitlements())
            purchase = .restored
        } catch {
            purchase = .failed(DandelionCopy[.premiumRestoreFailed])
        }
    }

    /// Follows the store's transaction updates until cancelled (run from the app's root `.task`).
    public func observeTransactions() async {
        for await transaction in client.updates() {
            store.entitlements.apply(transaction)
            if case .pending = purchase, transaction.grantsAccess { purchase = .purchased(transaction.productID) }
        }
    }
}

extension PremiumModel.PurchaseState {
    /// The state in words for the premium screen and VoiceOver; nil when there is nothing to say.
    public var message: String? {
        switch self {
        case .idle: nil
        case .purchasing: DandelionCopy[.purchasePurchasing]
        case .pending: DandelionCopy[.purchasePending]
        case .purchased: DandelionCopy[.purchasePurchased]
        case .restored: DandelionCopy[.purchaseRestored]
        case .failed(let message): message
        }
    }
}
