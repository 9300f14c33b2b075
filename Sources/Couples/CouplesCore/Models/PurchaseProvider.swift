import Foundation

/// The App Store, behind a protocol shaped like StoreKit 2: StoreKit in CouplesUI, a stand-in App
/// Store signing real JWS in tests. A transaction stays unfinished until `finish` (StoreKit hands it
/// over again until then), so the app finishes one only once the server has decided about it.
public protocol PurchaseProvider: Sendable {
    /// Display prices of the products the store knows (others are left out).
    func products(for ids: [String]) async throws -> [StoreProduct]
    /// Buys `productID`, tagging the transaction with the buyer's account id (`appAccountToken`).
    /// The transaction comes back unfinished.
    func purchase(productID: String, appAccountToken: UUID) async throws -> PurchaseOutcome
    /// `Transaction.updates`, one listener per call, for as long as it is iterated: Ask to Buy
    /// approvals, refunds and revocations, purchases on other devices, and at launch the unfinished ones.
    func transactionUpdates() -> AsyncStream<StoreTransaction>
    /// `Transaction.unfinished`: bought, not yet finished.
    func unfinishedTransactions() async -> [StoreTransaction]
    /// `Transaction.currentEntitlements`: what this Apple ID owns now (refunded ones are left out).
    func currentEntitlements() async -> [StoreTransaction]
    /// `transaction.finish()`: the App Store stops handing it over. Finishing twice is harmless.
    func finish(_ transaction: StoreTransaction) async
    /// `AppStore.sync()`: fetches this Apple ID's transactions, asking the person to sign in to the App
    /// Store if needed. Throws `StoreSyncCancelled` when they decline.
    func sync() async throws
}

public struct StoreProduct: Sendable, Equatable {
    public let id: String
    public let displayPrice: String

    public init(id: String, displayPrice: String) {
        self.id = id
        self.displayPrice = displayPrice
    }
}

/// A StoreKit `Transaction` as the app needs it: which one, for what, its signed form for the server
/// (`jwsRepresentation`, which the server verifies itself), and whether Apple refunded it.
public struct StoreTransaction: Sendable, Equatable, Identifiable {
    public let id: UInt64
    public let productID: String
    public let signedTransaction: String
    public let revocationDate: Date?

    public init(id: UInt64, productID: String, signedTransaction: String, revocationDate: Date? = nil) {
        self.id = id
        self.productID = productID
        self.signedTransaction = signedTransaction
        self.revocationDate = revocationDate
    }
}

public enum PurchaseOutcome: Sendable, Equatable {
    /// Paid; unfinished until the server has it.
    case purchased(StoreTransaction)
    case cancelled
    /// Waiting for approval (Ask to Buy): the transaction arrives later through `transactionUpdates`.
    case pending
}

/// The person closed the App Store's sign-in during `sync`.
public struct StoreSyncCancelled: Error, Sendable {
    public init() {}
}

/// No store: nothing to buy (previews, and tests that do not buy).
public struct NoPurchases: PurchaseProvider {
    public init() {}
    public func products(for ids: [String]) async throws -> [StoreProduct] { [] }
    public func purchase(productID: String, appAccountToken: UUID) async throws -> PurchaseOutcome { .cancelled }
    public func transactionUpdates() -> AsyncStream<StoreTransaction> { AsyncStream { $0.finish() } }
    public func unfinishedTransactions() async -> [StoreTransaction] { [] }
    public func currentEntitlements() async -> [StoreTransaction] { [] }
    public func finish(_ transaction: StoreTransaction) async {}
    public func sync() async throws {}
}
