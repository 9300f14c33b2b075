/// The price tags products carry, so "price comfort" answers can weigh them like any other taste.
enum PriceBand {
    /// Under £30: price-low; under £100: price-mid; above: price-high. What importers store (other
    /// currencies by the same numbers); the catalog index puts the band of the price in pounds in its place.
    static func tag(for price: Money) -> String { tag(pence: price.minorUnits) }

    static func tag(pence: Int) -> String {
        switch pence {
        case ..<3000: "price-low"
        case ..<10000: "price-mid"
        default: "price-high"
        }
    }

    static let all: Set<String> = ["price-low", "price-mid", "price-high"]
}
