import Foundation

/// `ResponseBodyV2DecodedPayload` as Apple writes it. Only `data` and `summary` are read: a notification
/// naming its app nowhere else (an external purchase token) is refused as not naming this app.
struct NotificationPayload: Decodable {
    struct AppData: Decodable {
        var appAppleId: Int64?
        var bundleId: String?
        var bundleVersion: String?
        var environment: String?
        var signedTransactionInfo: String?
    }

    struct Summary: Decodable {
        var appAppleId: Int64?
        var bundleId: String?
        var environment: String?
        var productId: String?
        var requestIdentifier: String?
    }

    var notificationType: String?
    var subtype: String?
    var notificationUUID: String?
    var version: String?
    var signedDate: Int64?
    var data: AppData?
    var summary: Summary?
}
