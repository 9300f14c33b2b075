import Foundation
import ServerKit

/// A device's APNs token as the app reports it: hexadecimal, stored and sent in lowercase. Today's
/// tokens are 32 bytes (64 digits); Apple reserves the right to make them longer, up to 100 bytes.
public struct DeviceToken: Sendable, Hashable, CustomStringConvertible {
    public static let hexDigitRange = 64...200

    /// Lowercase hexadecimal.
    public let hex: String

    /// Validates `text` (hex digits in either case, surrounding whitespace ignored).
    public init(_ text: String) throws(DeviceTokenError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard Self.hexDigitRange.contains(trimmed.utf8.count) else { throw .wrongLength(trimmed.utf8.count) }
        guard trimmed.utf8.allSatisfy(Self.isHexDigit) else { throw .notHexadecimal }
        hex = trimmed.lowercased()
    }

    /// The token bytes iOS hands the app (`didRegisterForRemoteNotificationsWithDeviceToken`).
    public init(bytes: some Collection<UInt8>) throws(DeviceTokenError) {
        try self.init(bytes.hexString)
    }

    /// For tokens read back from the store, which only ever holds validated ones.
    init(validated hex: String) {
        self.hex = hex
    }

    public var description: String { hex }

    /// Enough to tell tokens apart in logs without writing whole tokens into them.
    var redacted: String { String(hex.prefix(8)) + "…" }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}

/// Why a string is not a device token; the description is fit to show the app's developer.
public enum DeviceTokenError: Error, Equatable, CustomStringConvertible {
    case wrongLength(Int)
    case notHexadecimal

    public var description: String {
        switch self {
        case .wrongLength(let count):
            "a device token is \(DeviceToken.hexDigitRange.lowerBound) to \(DeviceToken.hexDigitRange.upperBound) hexadecimal digits; this one has \(count) characters"
        case .notHexadecimal:
            "a device token is hexadecimal digits only (0-9, a-f)"
        }
    }
}
