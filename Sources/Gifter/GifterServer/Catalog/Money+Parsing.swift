import Foundation

extension Money {
    /// Above this an amount is a data error (and hundredths of it would overflow `Int`).
    static let maximumMajorUnits = 1_000_000_000

    /// From a shop's decimal text, "19.99", "20", "1299.5" (no sign, no grouping, at most two decimals);
    /// nil for anything else, or for nothing at all ("0.00").
    init?(decimal text: String, currency: String) {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, !whole.isEmpty, whole.count <= 10, whole.allSatisfy(\.isASCIIDigit), let major = Int(whole),
              major < Self.maximumMajorUnits
        else { return nil }
        var cents = 0
        if parts.count == 2 {
            let fraction = parts[1]
            guard (1...2).contains(fraction.count), fraction.allSatisfy(\.isASCIIDigit), let value = Int(fraction) else { return nil }
            cents = fraction.count == 1 ? value * 10 : value
        }
        let minor = major * 100 + cents
        guard minor > 0, Self.isCurrencyCode(currency) else { return nil }
        self.init(minorUnits: minor, currency: currency)
    }

    /// Three ASCII letters, as ISO 4217 codes are.
    static func isCurrencyCode(_ text: String) -> Bool {
        text.count == 3 && text.allSatisfy { $0.isASCII && $0.isLetter }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
