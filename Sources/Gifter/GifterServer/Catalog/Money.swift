import Foundation

/// An amount in a currency's minor unit (pence for GBP): exact to compare and add.
public struct Money: Sendable, Hashable, Codable, Comparable {
    public let minorUnits: Int
    /// ISO 4217, upper case.
    public let currency: String

    public init(minorUnits: Int, currency: String) {
        self.minorUnits = minorUnits
        self.currency = currency.uppercased()
    }

    /// From the shipped data's `{"amount": 42.5, "currency": "GBP"}` (major units).
    init(major amount: Double, currency: String) {
        self.init(minorUnits: Int((amount * 100).rounded()), currency: currency)
    }

    private enum CodingKeys: String, CodingKey { case amount, currency }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(major: try container.decode(Double.self, forKey: .amount), currency: try container.decode(String.self, forKey: .currency))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Double(minorUnits) / 100, forKey: .amount)
        try container.encode(currency, forKey: .currency)
    }

    /// Only amounts in the same currency compare; callers check `currency` first.
    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }

    /// "£42", "£42.50", "€18" — how cards show a price.
    public var formatted: String {
        let symbol = ["GBP": "£", "EUR": "€", "USD": "$"][currency]
        let whole = minorUnits / 100, cents = abs(minorUnits % 100)
        let number = cents == 0 ? "\(whole)" : "\(whole).\(cents < 10 ? "0" : "")\(cents)"
        return symbol.map { "\($0)\(number)" } ?? "\(number) \(currency)"
    }
}
