import Foundation

/// The parts of a Shopify storefront's public JSON the importer reads, named as Shopify names them:
/// `GET /products.json` answers `{"products": [...]}` (no count: it pages until an empty list) and
/// `GET /meta.json` describes the shop (name, `currency`); neither needs a key.
///
/// Everything beyond `id` is optional and read leniently (an id or a price may come as a number or a
/// string, `tags` as an array or the older comma-separated string): one odd product should be skipped
/// with a reason rather than fail the whole page.
enum ShopifyStorefrontAPI {
    struct ProductPage: Decodable, Sendable {
        var products: [Product]
    }

    struct Product: Decodable, Sendable {
        var id: Lenient
        var title: String?
        var handle: String?
        var body_html: String?
        var vendor: String?
        var product_type: String?
        var tags: Tags?
        var variants: [Variant]?
        var images: [Image]?
    }

    struct Variant: Decodable, Sendable {
        var id: Lenient?
        var title: String?
        /// "19.99", in the shop's currency.
        var price: Lenient?
        /// Absent on some themes' JSON: then the variant counts as for sale.
        var available: Bool?
        var sku: String?
    }

    struct Image: Decodable, Sendable {
        var src: String?
        var width: Int?
        var height: Int?
        var position: Int?
    }

    /// `/meta.json`: served by Shopify storefronts though not in Shopify's API reference, so it is
    /// optional (`--currency` stands in).
    struct Meta: Decodable, Sendable {
        var name: String?
        var currency: String?
    }

    /// A string or a number, as text.
    struct Lenient: Decodable, Sendable, Equatable {
        let text: String

        init(_ text: String) { self.text = text }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else if let integer = try? container.decode(Int64.self) {
                text = String(integer)
            } else {
                let number = try container.decode(Double.self)
                text = String(format: "%.2f", number)
            }
        }
    }

    /// `["a", "b"]` or `"a, b"`.
    struct Tags: Decodable, Sendable {
        let values: [String]

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let list = try? container.decode([String].self) {
                values = list
            } else {
                values = (try? container.decode(String.self))?.split(separator: ",").map(String.init) ?? []
            }
        }
    }
}
