import Foundation

/// `JWSTransactionDecodedPayload` as Apple writes it: dates in milliseconds since 1970, `Id` spelled as such.
struct TransactionPayload: Decodable {
    var transactionId: String?
    var originalTransactionId: String?
    var bundleId: String?
    var productId: String?
    var type: String?
    var environment: String?
    var purchaseDate: Int64?
    var originalPurchaseDate: Int64?
    var signedDate: Int64?
    var expiresDate: Int64?
    var revocationDate: Int64?
    var revocationReason: Int?
    var appAccountToken: String?
    var inAppOwnershipType: String?
    var quantity: Int?
    var storefront: String?
    var storefrontId: String?
    var webOrderLineItemId: String?
    var subscriptionGroupIdentifier: String?
    var isUpgraded: Bool?
    var transactionReason: String?
    var price: Int64?
    var currency: String?

    /// The verified transaction, once it names this app and an accepted environment.
    func verified(bundleID expectedBundleID: String, environments: Set<AppStoreEnvironment>) throws(AppStoreVerificationError) -> VerifiedTransaction {
        let bundleID = try AppIdentity.check(bundleId, expected: expectedBundleID)
        let environment = try AppIdentity.check(environment, allowed: environments)
        // Apple always sends these; without them there is nothing to grant or revoke.
        guard let transactionId, let originalTransactionId, let productId, let type, let purchaseDate, let signedDate else {
            throw .malformedPayload
        }
        var token: UUID?
        if let appAccountToken, !appAccountToken.isEmpty {
            guard let uuid = UUID(uuidString: appAccountToken) else { throw .malformedPayload }
            token = uuid
        }
        return VerifiedTransaction(
            transactionID: transactionId,
            originalTransactionID: originalTransactionId,
            bundleID: bundleID,
            productID: productId,
            type: .init(rawValue: type),
            environment: environment,
            purchaseDate: .appStore(milliseconds: purchaseDate),
            originalPurchaseDate: originalPurchaseDate.map(Date.appStore(milliseconds:)),
            signedDate: .appStore(milliseconds: signedDate),
            expiresDate: expiresDate.map(Date.appStore(milliseconds:)),
            revocationDate: revocationDate.map(Date.appStore(milliseconds:)),
            revocationReason: revocationReason.map(VerifiedTransaction.RevocationReason.init(rawValue:)),
            appAccountToken: token,
            inAppOwnershipType: inAppOwnershipType.map(VerifiedTransaction.OwnershipType.init(rawValue:)),
            quantity: quantity,
            storefront: storefront,
            storefrontID: storefrontId,
            webOrderLineItemID: webOrderLineItemId,
            subscriptionGroupIdentifier: subscriptionGroupIdentifier,
            isUpgraded: isUpgraded,
            transactionReason: transactionReason,
            price: price,
            currency: currency
        )
    }
}
