import Foundation

/// A brand a collection features, and where to buy from it (§7: "jump straight to the brands to buy").
struct BrandLink: Sendable, Equatable {
    let name: String
    /// The root of the brand's own store (`https://shop.example/`), read from its products' store
    /// pages; nil when none of them is a real store's (sample products, invented brands), so the app
    /// shows the brand's products instead of sending the person to a made-up shop.
    let storeURL: String?

    /// One link per brand, in `brands`' order; a brand selling from several hosts links to the one
    /// most of its products come from (ties: the first by name, so the answer never wobbles).
    static func links(_ brands: [String], products: [Product]) -> [BrandLink] {
        brands.map { brand in
            var counts: [String: Int] = [:]
            for product in products where product.brand == brand && !product.isSample && !product.brandInvented {
                if let root = storeRoot(product.storeURL) { counts[root, default: 0] += 1 }
            }
            let best = counts.min { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            return BrandLink(name: brand, storeURL: best?.key)
        }
    }

    /// `https://shop.example/products/mug?variant=2` → `https://shop.example/`; nil for anything but
    /// an http(s) address with a host.
    static func storeRoot(_ text: String) -> String? {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(), ["https", "http"].contains(scheme),
              let host = components.host?.lowercased(), !host.isEmpty
        else { return nil }
        var root = URLComponents()
        root.scheme = scheme
        root.host = host
        root.port = components.port
        root.path = "/"
        return root.string
    }
}
