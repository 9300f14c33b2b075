/// Why a notification cannot be sent to anyone: found before any request is made.
public enum PushNotificationError: Error, Equatable, CustomStringConvertible {
    /// The JSON payload is larger than APNs accepts (4096 bytes).
    case payloadTooLarge(bytes: Int, limit: Int)
    /// A custom key collides with Apple's `aps` dictionary.
    case reservedKey(String)
    /// `apns-collapse-id` is limited to 64 bytes.
    case collapseIDTooLong(bytes: Int)
    /// The payload could not be written as JSON (a non-finite number).
    case unencodable(String)

    public var description: String {
        switch self {
        case .payloadTooLarge(let bytes, let limit): "the notification payload is \(bytes) bytes; APNs accepts at most \(limit)"
        case .reservedKey(let key): "the custom key \"\(key)\" is reserved for Apple's payload"
        case .collapseIDTooLong(let bytes): "the collapse ID is \(bytes) bytes; APNs accepts at most 64"
        case .unencodable(let detail): "the notification payload is not valid JSON: \(detail)"
        }
    }
}
