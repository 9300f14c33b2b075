import Foundation

/// The parts of the Medusa v2 Store API's answers the importer reads, named as Medusa names them
/// (`@medusajs/types` HttpTypes: `StoreProduct`, `BaseProductVariant`, `BaseCalculatedPriceSet`,
/// `StoreRegion`; list routes answer `{<items>, count, offset, limit}`).
///
/// Everything beyond `id` is optional: stores differ in what they fill in, and one odd product
/// should be skipped with a reason rather than fail the whole page.
enum MedusaStoreAPI {
    /// `GET /store/products`.
    struct ProductPage: Decodable, Sendable {
        var products: [Product]
        var count: Int
        var offset: Int
        var limit: Int
    }

    /// `GET /store/regions`.
    struct RegionPage: Decodable, Sendable {
        var regions: [Region]
        var count: Int
        var offset: Int
        var limit: Int
    }

    struct Region: Decodable, Sendable, Equatable {
        var id: String
        var name: String?
        /// Lower case in Medusa ("gbp").
        var currency_code: String?
    }

    struct Product: Decodable, Sendable {
        var id: String
        var title: String?
        var handle: String?
        var subtitle: String?
        var description: String?
        var thumbnail: String?
        var collection: Collection?
        var categories: [Category]?
        var type: ProductType?
        var tags: [Tag]?
        var images: [Image]?
        var variants: [Variant]?
        var metadata: Metadata?
    }

    struct Collection: Decodable, Sendable {
        var title: String?
    }

    struct Category: Decodable, Sendable {
        var name: String?
    }

    struct ProductType: Decodable, Sendable {
        var value: String?
    }

    struct Tag: Decodable, Sendable {
        var value: String?
    }

    struct Image: Decodable, Sendable {
        var url: String?
        var rank: Int?
    }

    struct Variant: Decodable, Sendable {
        var id: String?
        var calculated_price: CalculatedPrice?
    }

    /// Present only when the request asked for `*variants.calculated_price` with a pricing context
    /// (a region); `calculated_amount` is null when the variant has no price in that context.
    /// Amounts are in major units (19.99, not 1999): Medusa v2 stores prices that way.
    struct CalculatedPrice: Decodable, Sendable {
        var calculated_amount: Double?
        var currency_code: String?
    }

    /// Free-form key-value pairs; only a string `brand` is read, and anything else (another type,
    /// or metadata that is not an object) is ignored rather than failing the whole page.
    struct Metadata: Decodable, Sendable {
        var brand: String?

        private enum CodingKeys: String, CodingKey { case brand }

        init(brand: String?) { self.brand = brand }

        init(from decoder: any Decoder) throws {
            brand = try? decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .brand)
        }
    }

    /// Medusa's error body: `{"type": "not_allowed", "message": "…"}` (its error handler's shape).
    struct ErrorBody: Decodable, Sendable {
        var type: String?
        var message: String?
    }
}
