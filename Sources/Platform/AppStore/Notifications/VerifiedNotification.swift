import Foundation

/// An App Store Server Notification v2 (`ResponseBodyV2DecodedPayload`) whose signature, chain, app and
/// environment have been checked, with its transaction verified the same way.
public struct VerifiedNotification: Sendable, Hashable {
    /// What happened; open, so a type Apple adds later still decodes (and can be acknowledged and ignored).
    public struct NotificationType: RawRepresentable, Sendable, Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let oneTimeCharge = NotificationType(rawValue: "ONE_TIME_CHARGE")
        /// Apple refunded the transaction: take back what it unlocked.
        public static let refund = NotificationType(rawValue: "REFUND")
        public static let refundDeclined = NotificationType(rawValue: "REFUND_DECLINED")
        /// A refund was reversed: grant it again.
        public static let refundReversed = NotificationType(rawValue: "REFUND_REVERSED")
        public static let consumptionRequest = NotificationType(rawValue: "CONSUMPTION_REQUEST")
        /// Family Sharing ended for a shared purchase.
        public static let revoke = NotificationType(rawValue: "REVOKE")
        /// Sent on request from App Store Connect or the Server API to check the endpoint.
        public static let test = NotificationType(rawValue: "TEST")
    }

    /// Details of `notificationType` (`VOLUNTARY`, `BILLING_RETRY`, …); open like the type.
    public struct Subtype: RawRepresentable, Sendable, Hashable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The app and transaction a notification is about.
    public struct AppData: Sendable, Hashable {
        public var bundleID: String
        public var environment: AppStoreEnvironment
        /// The app's App Store ID; absent in the sandbox.
        public var appAppleID: Int64?
        public var bundleVersion: String?
        /// `signedTransactionInfo`, verified like any signed transaction.
        public var transaction: VerifiedTransaction?
    }

    /// The outcome of a mass subscription renewal-date extension, which has no single transaction.
    public struct Summary: Sendable, Hashable {
        public var bundleID: String
        public var environment: AppStoreEnvironment
        public var appAppleID: Int64?
        public var productID: String?
        public var requestIdentifier: String?
    }

    public var notificationType: NotificationType
    public var subtype: Subtype?
    /// Unique per notification, and the same on Apple's retries: the key to handle each one once.
    public var notificationUUID: UUID
    public var signedDate: Date
    /// "2.0".
    public var version: String?
    public var data: AppData?
    public var summary: Summary?
}
