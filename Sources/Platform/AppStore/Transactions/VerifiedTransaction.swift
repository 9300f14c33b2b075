import Foundation

/// A StoreKit 2 transaction (`JWSTransactionDecodedPayload`) whose signature, chain, bundle ID and
/// environment have been checked. Fields Apple marks optional are optional; any others it adds are ignored.
public struct VerifiedTransaction: Sendable, Hashable {
    /// The App Store's product kinds; open, so a kind Apple adds later still decodes.
    public struct ProductType: RawRepresentable, Sendable, Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let autoRenewableSubscription = ProductType(rawValue: "Auto-Renewable Subscription")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonRenewingSubscription = ProductType(rawValue: "Non-Renewing Subscription")
    }

    /// Whether the buyer bought it or a family member shares it.
    public struct OwnershipType: RawRepresentable, Sendable, Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// Why Apple refunded or revoked a transaction.
    public struct RevocationReason: RawRepresentable, Sendable, Hashable {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let other = RevocationReason(rawValue: 0)
        /// The customer reported a problem with the app: worth a look at what they bought.
        public static let appIssue = RevocationReason(rawValue: 1)
    }

    public var transactionID: String
    /// The first purchase this one restores or renews: the stable key of an entitlement.
    public var originalTransactionID: String
    public var bundleID: String
    public var productID: String
    public var type: ProductType
    public var environment: AppStoreEnvironment
    public var purchaseDate: Date
    public var originalPurchaseDate: Date?
    /// When the App Store signed this JWS.
    public var signedDate: Date
    public var expiresDate: Date?
    public var revocationDate: Date?
    public var revocationReason: RevocationReason?
    /// The UUID the app passed to `purchase(options: [.appAccountToken(_:)])`: ties a purchase to our account.
    public var appAccountToken: UUID?
    public var inAppOwnershipType: OwnershipType?
    public var quantity: Int?
    /// ISO 3166-1 alpha-3 country code of the buyer's storefront.
    public var storefront: String?
    public var storefrontID: String?
    public var webOrderLineItemID: String?
    public var subscriptionGroupIdentifier: String?
    public var isUpgraded: Bool?
    /// `PURCHASE` or `RENEWAL`.
    public var transactionReason: String?
    /// In milliunits of `currency` (1990 is 1.99).
    public var price: Int64?
    public var currency: String?

    /// Refunded or revoked: whatever it unlocked must be taken back.
    public var isRevoked: Bool { revocationDate != nil }
}
