/// The curated sample catalog shipped in `Data/sample-products.json`: real product types and UK prices
/// from invented brands, for development, demos and tests.
enum SampleCatalog {
    private struct File: Decodable {
        struct Brand: Decodable {
            let id: String
            let name: String
            let invented: Bool
        }
        struct Item: Decodable {
            struct Image: Decodable {
                let palette: [String]
                let motif: String
            }
            let id: String
            let brandId: String
            let title: String
            let price: Money
            let description: String
            let tags: [String]
            let productType: String
            let image: Image
            let storeURL: String
        }
        let brands: [Brand]
        let products: [Item]
    }

    static let products = Result { () throws -> [Product] in
        let file = try ShippedData.decode(File.self, from: "sample-products")
        let brands = Dictionary(file.brands.map { ($0.id, $0) }) { first, _ in first }
        return try file.products.map { item in
            guard let brand = brands[item.brandId] else { throw CatalogDataError.unknownBrand(item.brandId) }
            return Product(
                id: item.id, brand: brand.name, brandInvented: brand.invented, title: item.title, description: item.description,
                price: item.price, tags: item.tags, productType: item.productType, storeURL: item.storeURL,
                images: [.drawn(palette: item.image.palette, motif: item.image.motif)], source: Product.sampleSource
            )
        }
    }

    enum CatalogDataError: Error { case unknownBrand(String) }
}
