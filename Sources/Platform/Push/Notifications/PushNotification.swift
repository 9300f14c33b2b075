import Foundation

/// One notification as the app's user sees it (or, for a background push, as the app receives it),
/// independent of who receives it.
public struct PushNotification: Sendable, Equatable, Codable {
    public enum Content: Sendable, Equatable, Codable {
        /// Shown to the person; `sound` nil is silent.
        case alert(title: String, body: String, sound: String? = "default")
        /// Shown to the person in the phone's language: the phone looks up `titleKey` and `key` in the
        /// app's strings and fills each `%@` of the body with `arguments` in turn (`title-loc-key`,
        /// `loc-key`, `loc-args`). Apple has these keys sent instead of `title` and `body`, so no
        /// fallback text travels with them.
        case localizedAlert(titleKey: String, key: String, arguments: [String], sound: String? = "default")
        /// Wakes the app without showing anything (`content-available`), delivered at APNs's discretion.
        case background
    }

    /// APNs refuses larger payloads (VoIP aside).
    public static let maximumPayloadBytes = 4096
    /// APNs refuses longer `apns-collapse-id`s.
    public static let maximumCollapseIDBytes = 64

    public var content: Content
    /// Groups notifications in Notification Center (`thread-id`).
    public var threadID: String?
    /// A newer notification with the same ID replaces the one shown (`apns-collapse-id`).
    public var collapseID: String?
    public var badge: Int?
    /// Until when APNs keeps trying an offline device; nil delivers only to a device reachable now.
    public var expiration: Date?
    /// App-defined keys beside `aps`.
    public var custom: [String: PushPayloadValue]

    public init(
        _ content: Content,
        threadID: String? = nil,
        collapseID: String? = nil,
        badge: Int? = nil,
        expiration: Date? = nil,
        custom: [String: PushPayloadValue] = [:]
    ) {
        self.content = content
        self.threadID = threadID
        self.collapseID = collapseID
        self.badge = badge
        self.expiration = expiration
        self.custom = custom
    }

    /// `apns-push-type`.
    public var pushType: String {
        switch content {
        case .alert, .localizedAlert: "alert"
        case .background: "background"
        }
    }

    /// `apns-priority`: immediate for alerts; APNs refuses anything but 5 for background pushes.
    public var priority: Int {
        switch content {
        case .alert, .localizedAlert: 10
        case .background: 5
        }
    }

    /// The JSON body APNs receives, checked against its limits.
    public func payload() throws(PushNotificationError) -> Data {
        if let collapseID, collapseID.utf8.count > Self.maximumCollapseIDBytes {
            throw .collapseIDTooLong(bytes: collapseID.utf8.count)
        }
        if custom["aps"] != nil { throw .reservedKey("aps") }
        var aps: [String: PushPayloadValue] = [:]
        switch content {
        case .alert(let title, let body, let sound):
            aps["alert"] = ["title": .string(title), "body": .string(body)]
            if let sound { aps["sound"] = .string(sound) }
        case .localizedAlert(let titleKey, let key, let arguments, let sound):
            aps["alert"] = ["title-loc-key": .string(titleKey), "loc-key": .string(key), "loc-args": .array(arguments.map(PushPayloadValue.string))]
            if let sound { aps["sound"] = .string(sound) }
        case .background:
            aps["content-available"] = 1
        }
        if let threadID { aps["thread-id"] = .string(threadID) }
        if let badge { aps["badge"] = .integer(badge) }
        var root = custom
        root["aps"] = .object(aps)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(PushPayloadValue.object(root))
        } catch {
            throw .unencodable(String(describing: error))
        }
        guard data.count <= Self.maximumPayloadBytes else { throw .payloadTooLarge(bytes: data.count, limit: Self.maximumPayloadBytes) }
        return data
    }
}
