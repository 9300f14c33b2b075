import Foundation
import ServerKit
import X509

/// Verifies StoreKit 2 signed transactions and App Store Server Notifications v2 on our own servers, as
/// Apple's app-store-server-library does offline: ES256 only, the `x5c` chain to a configured root with
/// Apple's marker extensions, the signature, then the app and environment the payload names.
///
/// Two deliberate differences from that library: the chain is validated at the wall clock's time, not at the
/// payload's `signedDate` (a leaf key outliving its certificate could sign any date), so data signed under a
/// certificate that has since expired is refused; and `Xcode`/`LocalTesting` data is verified like any other
/// (its root must be configured) instead of being decoded unchecked.
public struct AppStoreSignedDataVerifier: Sendable {
    public let bundleID: String
    public let environments: Set<AppStoreEnvironment>
    let chain: AppleSigningChain
    let wallClock: any WallClock

    /// - Parameter trustedRoots: the only trust anchors; in production `[AppleRootCertificates.g3]`.
    public init(
        trustedRoots: [Certificate],
        bundleID: String,
        environments: Set<AppStoreEnvironment>,
        wallClock: any WallClock = SystemWallClock()
    ) {
        self.bundleID = bundleID
        self.environments = environments
        self.chain = AppleSigningChain(roots: trustedRoots)
        self.wallClock = wallClock
    }

    public init(configuration: AppStoreConfiguration, wallClock: any WallClock = SystemWallClock()) {
        self.init(
            trustedRoots: configuration.trustedRoots,
            bundleID: configuration.bundleID,
            environments: configuration.environments,
            wallClock: wallClock
        )
    }

    /// A transaction's `jwsRepresentation`, as the app sends it after a purchase or restore.
    public func verifyTransaction(_ jws: String) async throws(AppStoreVerificationError) -> VerifiedTransaction {
        try await verifiedPayload(jws, as: TransactionPayload.self).verified(bundleID: bundleID, environments: environments)
    }

    /// The `signedPayload` of a notification's body `{"signedPayload": "…"}`.
    public func verifyNotification(signedPayload: String) async throws(AppStoreVerificationError) -> VerifiedNotification {
        let payload = try await verifiedPayload(signedPayload, as: NotificationPayload.self)
        // Apple names the app in `data`, or in `summary` for the few notifications about many transactions.
        var data: VerifiedNotification.AppData?
        var summary: VerifiedNotification.Summary?
        if let appData = payload.data {
            data = VerifiedNotification.AppData(
                bundleID: try AppIdentity.check(appData.bundleId, expected: bundleID),
                environment: try AppIdentity.check(appData.environment, allowed: environments),
                appAppleID: appData.appAppleId,
                bundleVersion: appData.bundleVersion
            )
        } else if let appSummary = payload.summary {
            summary = VerifiedNotification.Summary(
                bundleID: try AppIdentity.check(appSummary.bundleId, expected: bundleID),
                environment: try AppIdentity.check(appSummary.environment, allowed: environments),
                appAppleID: appSummary.appAppleId,
                productID: appSummary.productId,
                requestIdentifier: appSummary.requestIdentifier
            )
        } else {
            throw .wrongBundleID(found: nil)
        }
        guard let notificationType = payload.notificationType, let signedDate = payload.signedDate,
            let uuid = payload.notificationUUID.flatMap(UUID.init(uuidString:))
        else { throw .malformedPayload }
        if let signedTransaction = payload.data?.signedTransactionInfo {
            data?.transaction = try await verifyTransaction(signedTransaction)
        }
        return VerifiedNotification(
            notificationType: .init(rawValue: notificationType),
            subtype: payload.subtype.map(VerifiedNotification.Subtype.init(rawValue:)),
            notificationUUID: uuid,
            signedDate: .appStore(milliseconds: signedDate),
            version: payload.version,
            data: data,
            summary: summary
        )
    }

    /// The payload of a JWS whose algorithm, chain and signature all check out; nothing is decoded before.
    private func verifiedPayload<Payload: Decodable>(_ text: String, as _: Payload.Type) async throws(AppStoreVerificationError) -> Payload {
        let jws = try CompactJWS(text)
        guard jws.header.alg == "ES256" else { throw .unsupportedAlgorithm(found: jws.header.alg) }
        let key = try await chain.signingKey(x5c: jws.header.x5c, at: wallClock.now())
        guard jws.isSigned(by: key) else { throw .invalidSignature }
        do {
            return try JSONDecoder().decode(Payload.self, from: jws.payload)
        } catch {
            throw .malformedPayload
        }
    }
}
