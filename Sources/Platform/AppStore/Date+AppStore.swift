import Foundation

extension Date {
    /// App Store payloads date everything in milliseconds since 1970.
    static func appStore(milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
