/// The price tags products carry, so "price comfort" answers can weigh them like any other taste.
enum PriceBand {
    /// Under £30: price-low; under £100: price-mid; above: price-high (GBP; other currencies use the
    /// same numbers, close enough for a band).
    static func tag(for price: Money) -> String {
        switch price.minorUnits {
        case ..<3000: "price-low"
        case ..<10000: "price-mid"
        default: "price-high"
        }
    }

    static let all: Set<String> = ["price-low", "price-mid", "price-high"]
}
