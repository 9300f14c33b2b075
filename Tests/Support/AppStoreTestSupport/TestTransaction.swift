import Foundation

/// A `JWSTransactionDecodedPayload` as the App Store writes it, with fields our verifier does not read
/// (`appTransactionId`, `offerDiscountType`) so tests prove unknown fields are ignored.
public struct TestTransaction: Encodable, Sendable {
    public var transactionId: String?
    public var originalTransactionId: String?
    public var webOrderLineItemId: String?
    public var bundleId: String?
    public var productId: String?
    public var purchaseDate: Int64?
    public var originalPurchaseDate: Int64?
    public var expiresDate: Int64?
    public var quantity: Int?
    public var type: String?
    public var appAccountToken: String?
    public var inAppOwnershipType: String?
    public var signedDate: Int64?
    public var revocationReason: Int?
    public var revocationDate: Int64?
    public var environment: String?
    public var transactionReason: String?
    public var storefront: String?
    public var storefrontId: String?
    public var price: Int64?
    public var currency: String?
    public var appTransactionId: String?
    public var offerDiscountType: String?

    /// A non-consumable bought in production at `purchased` and signed a second later.
    public init(
        productId: String = "couples.flower.peony",
        transactionId: String = "2000000812345678",
        bundleId: String = FakeAppStore.bundleID,
        environment: String = "Production",
        purchased: Date = FakeAppStore.referenceDate.addingTimeInterval(-3600),
        appAccountToken: UUID? = nil
    ) {
        self.transactionId = transactionId
        originalTransactionId = transactionId
        self.bundleId = bundleId
        self.productId = productId
        purchaseDate = Self.milliseconds(purchased)
        originalPurchaseDate = Self.milliseconds(purchased)
        quantity = 1
        type = "Non-Consumable"
        self.appAccountToken = appAccountToken?.uuidString.lowercased()
        inAppOwnershipType = "PURCHASED"
        signedDate = Self.milliseconds(purchased.addingTimeInterval(1))
        self.environment = environment
        transactionReason = "PURCHASE"
        storefront = "FRA"
        storefrontId = "143442"
        price = 1990
        currency = "EUR"
        appTransactionId = "704289572311308521"
        offerDiscountType = nil
    }

    /// The same transaction as Apple signs it after a refund.
    public func refunded(at date: Date, reason: Int = 0) -> TestTransaction {
        var copy = self
        copy.revocationDate = Self.milliseconds(date)
        copy.revocationReason = reason
        copy.signedDate = Self.milliseconds(date)
        return copy
    }

    public static func milliseconds(_ date: Date) -> Int64 {
        Int64((date.timeIntervalSince1970 * 1000).rounded())
    }
}
