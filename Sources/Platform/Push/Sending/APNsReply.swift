import Foundation

/// APNs's answer to one request: the status, and for errors the JSON body's `reason` and `timestamp`.
struct APNsReply: Sendable, Equatable {
    let status: Int
    let apnsID: String?
    let reason: String?
    /// When APNs learned the token is no longer valid (410), from milliseconds since 1970.
    let timestamp: Date?

    private struct Body: Decodable {
        let reason: String?
        let timestamp: Int64?
    }

    init(status: Int, apnsID: String?, body: Data) {
        self.status = status
        self.apnsID = apnsID
        let decoded = body.isEmpty ? nil : try? JSONDecoder().decode(Body.self, from: body)
        reason = decoded?.reason
        timestamp = decoded?.timestamp.map { Date(timeIntervalSince1970: TimeInterval($0) / 1000) }
    }

    /// Reasons that mean the token itself is wrong, not the request.
    static let deadTokenReasons: Set<String> = ["BadDeviceToken", "DeviceTokenNotForTopic", "Unregistered", "ExpiredToken"]
    /// Reasons that a fresh provider token may cure.
    static let providerTokenReasons: Set<String> = ["ExpiredProviderToken", "InvalidProviderToken"]

    var isSuccess: Bool { status == 200 }
    var isDeadToken: Bool { status == 410 || (status == 400 && reason.map(Self.deadTokenReasons.contains) == true) }
    var needsNewProviderToken: Bool { status == 403 && reason.map(Self.providerTokenReasons.contains) == true }
    var isTransient: Bool { status == 429 || (500...599).contains(status) }
    /// The reason APNs gave, or the status when the body carried none.
    var reasonText: String { reason ?? "HTTP \(status)" }
}
