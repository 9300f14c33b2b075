import Foundation

/// One thing Gifter can recommend: what the cards, the detail page and the concierge need.
public struct Product: Sendable, Codable, Equatable, Identifiable {
    /// Stable across imports: `<source>:<handle>` for imported products, the sample's own id otherwise.
    public var id: String
    public var brand: String
    /// The brand is made up (sample data), and the app says so.
    public var brandInvented: Bool
    public var title: String
    public var description: String
    public var price: Money
    /// Taste tag ids (one of price-low/mid/high among them).
    public var tags: [String]
    /// "pour-over coffee set": what never-gift terms are matched against, with the title.
    public var productType: String
    public var storeURL: String
    public var images: [ProductImage]
    /// Where it came from: `sample`, or `medusa:<host>` for an imported store.
    public var source: String

    public var isSample: Bool { source == Self.sampleSource }
    public static let sampleSource = "sample"
}

/// A product picture: drawn by the server from a palette and a motif (the sample catalog has no
/// photographs), or a store's own image.
public enum ProductImage: Sendable, Codable, Equatable {
    case drawn(palette: [String], motif: String)
    case remote(url: String)
    /// A drawn picture the server rendered through the media pipeline (`greenhouse seed`), served at
    /// `url`; only ever in memory, never in a product's stored JSON.
    case rendered(url: String, palette: [String], motif: String)
}
