import AppCopy
import Foundation

/// A product as the store presents it (price localised by the store).
public struct StoreProduct: Sendable, Equatable, Identifiable {
    public var id: ProductID
    public var displayName: String
    public var description: String
    public var displayPrice: String

    public init(id: ProductID, displayName: String, description: String, displayPrice: String) {
        self.id = id
        self.displayName = displayName
        self.description = description
        self.displayPrice = displayPrice
    }

    /// The buy button ("Buy for $7.99"), and what VoiceOver says for it ("Buy Dandelion Premium for $7.99").
    public var buyTitle: String { DandelionCopy.format(.premiumBuy, .text(displayPrice)) }
    public var buyLabel: String { DandelionCopy.format(.premiumBuyLabel, .text(displayName), .text(displayPrice)) }
}

/// A purchase record as StoreKit 2 reports it, after its own signature check.
public struct StoreTransaction: Sendable, Equatable {
    public var id: UInt64
    public var productID: ProductID
    public var purchaseDate: Date
    /// Set when Apple refunded or revoked the purchase.
    public var revocationDate: Date?
    /// StoreKit's verdict on the transaction's JWS signature; unverified transactions unlock nothing.
    public var isVerified: Bool

    public init(id: UInt64, productID: ProductID, purchaseDate: Date, revocationDate: Date? = nil, isVerified: Bool) {
        self.id = id
        self.productID = productID
        self.purchaseDate = purchaseDate
        self.revocationDate = revocationDate
        self.isVerified = isVerified
    }

    /// Whether this transaction grants its product now.
    public var grantsAccess: Bool { isVerified && revocationDate == nil }
}

public enum PurchaseOutcome: Sendable, Equatable {
    case purchased(StoreTransaction)
    /// Waiting on Ask to Buy or a payment problem; the transaction arrives later through `updates`.
    case pending
    case cancelled
}

public enum StoreError: Error, Sendable, Equatable {
    /// The App Store could not be reached.
    case offline
    case productUnavailable(ProductID)
    case failed(String)
}

/// The App Store, as Dandelion needs it. The app uses a StoreKit 2 adapter (DandelionUI); tests use a
/// faithful stand-in that keeps transactions, refunds and outages the way StoreKit reports them.
public protocol StoreClient: Sendable {
    func products(_ ids: [ProductID]) async throws(StoreError) -> [StoreProduct]
    func purchase(_ id: ProductID) async throws(StoreError) -> PurchaseOutcome
    /// The latest transaction of every product the person owns (StoreKit's `Transaction.currentEntitlements`).
    /// It cannot fail: StoreKit 2 keeps the Apple-signed transactions on the device and answers from them
    /// when the App Store is out of reach, so there is no "unreachable" answer to give, and no offline
    /// grace for Dandelion to keep on top of StoreKit's own.
    func currentEntitlements() async -> [StoreTransaction]
    /// Asks the App Store to bring this device up to date (Restore Purchases; `AppStore.sync()`).
    func sync() async throws(StoreError)
    /// Transactions that arrive outside a purchase call: Ask to Buy approvals, purchases on other
    /// devices, refunds and revocations.
    func updates() -> AsyncStream<StoreTransaction>
}
