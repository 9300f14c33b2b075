/// What the stand-in answers a well-formed, authenticated request for one device token.
public enum APNsScriptedReply: Sendable, Equatable {
    /// 200 with the request's `apns-id`.
    case accept
    /// 410 `Unregistered` with the stand-in's current time as `timestamp`, as APNs answers for an app
    /// that was deleted.
    case unregistered
    /// Any other status and `reason`.
    case error(status: Int, reason: String)

    public static let badDeviceToken = APNsScriptedReply.error(status: 400, reason: "BadDeviceToken")
    public static let deviceTokenNotForTopic = APNsScriptedReply.error(status: 400, reason: "DeviceTokenNotForTopic")
    public static let tooManyRequests = APNsScriptedReply.error(status: 429, reason: "TooManyRequests")
    public static let internalServerError = APNsScriptedReply.error(status: 500, reason: "InternalServerError")
    public static let serviceUnavailable = APNsScriptedReply.error(status: 503, reason: "ServiceUnavailable")
    public static let expiredProviderToken = APNsScriptedReply.error(status: 403, reason: "ExpiredProviderToken")
}
