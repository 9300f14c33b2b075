import Foundation

/// A `ResponseBodyV2DecodedPayload` (App Store Server Notifications v2) as the App Store writes it.
public struct TestNotification: Encodable, Sendable {
    public struct AppData: Encodable, Sendable {
        public var appAppleId: Int64?
        public var bundleId: String?
        public var bundleVersion: String?
        public var environment: String?
        public var signedTransactionInfo: String?
        public var signedRenewalInfo: String?
        public var status: Int?

        public init(bundleId: String? = FakeAppStore.bundleID, environment: String? = "Production", signedTransactionInfo: String? = nil) {
            appAppleId = 6_740_000_001
            self.bundleId = bundleId
            bundleVersion = "42"
            self.environment = environment
            self.signedTransactionInfo = signedTransactionInfo
        }
    }

    public struct Summary: Encodable, Sendable {
        public var requestIdentifier: String?
        public var environment: String?
        public var appAppleId: Int64?
        public var bundleId: String?
        public var productId: String?
        public var storefrontCountryCodes: [String]?
        public var succeededCount: Int64?
        public var failedCount: Int64?

        public init(bundleId: String? = FakeAppStore.bundleID, environment: String? = "Production") {
            requestIdentifier = "1b6f1a2e-4a10-4d6b-9a55-7c1f0e4d2a11"
            self.environment = environment
            appAppleId = 6_740_000_001
            self.bundleId = bundleId
            productId = "couples.premium.monthly"
            storefrontCountryCodes = ["FRA", "USA"]
            succeededCount = 12
            failedCount = 0
        }
    }

    public var notificationType: String?
    public var subtype: String?
    public var notificationUUID: String?
    public var data: AppData?
    public var summary: Summary?
    public var version: String?
    public var signedDate: Int64?

    public init(
        notificationType: String,
        subtype: String? = nil,
        notificationUUID: UUID = UUID(),
        data: AppData? = AppData(),
        summary: Summary? = nil,
        signed: Date = FakeAppStore.referenceDate
    ) {
        self.notificationType = notificationType
        self.subtype = subtype
        self.notificationUUID = notificationUUID.uuidString.lowercased()
        self.data = data
        self.summary = summary
        version = "2.0"
        signedDate = TestTransaction.milliseconds(signed)
    }

    /// A REFUND carrying the refunded transaction's JWS.
    public static func refund(signedTransaction: String, notificationUUID: UUID = UUID()) -> TestNotification {
        TestNotification(notificationType: "REFUND", notificationUUID: notificationUUID, data: AppData(signedTransactionInfo: signedTransaction))
    }
}
