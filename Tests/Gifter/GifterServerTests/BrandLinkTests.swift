import Foundation
@testable import GifterServer
import Testing

/// A collection's brands lead to their stores (§7): the root of the store most of a brand's real
/// products come from; none for sample products or invented brands.
@Suite("Gifter brand links")
struct BrandLinkTests {
    static func product(_ id: String, brand: String, url: String, source: String = "shopify:shop.example", invented: Bool = false) -> Product {
        Product(
            id: id, brand: brand, brandInvented: invented, title: id, description: "", price: Money(minorUnits: 2000, currency: "GBP"),
            tags: [], productType: "mug", storeURL: url, images: [], source: source
        )
    }

    @Test("a store's root from its product pages; the host most products use; none for samples, invented brands or non-web addresses")
    func links() {
        #expect(BrandLink.storeRoot("https://Shop.Example/products/mug?variant=2#top") == "https://shop.example/")
        #expect(BrandLink.storeRoot("http://127.0.0.1:8081/products/mug") == "http://127.0.0.1:8081/")
        #expect(BrandLink.storeRoot("javascript:alert(1)") == nil && BrandLink.storeRoot("/products/mug") == nil && BrandLink.storeRoot("") == nil)
        let products = [
            Self.product("a", brand: "Kiln", url: "https://kiln.example/products/a"),
            Self.product("b", brand: "Kiln", url: "https://kiln.example/products/b"),
            Self.product("c", brand: "Kiln", url: "https://market.example/kiln/c"),
            Self.product("d", brand: "Hollowfield", url: "https://example.com/sample/d", source: Product.sampleSource),
            Self.product("e", brand: "Made Up", url: "https://madeup.example/e", invented: true),
            Self.product("f", brand: "Odd", url: "ftp://odd.example/f"),
        ]
        let links = BrandLink.links(["Kiln", "Hollowfield", "Made Up", "Odd", "Absent"], products: products)
        #expect(links.map(\.name) == ["Kiln", "Hollowfield", "Made Up", "Odd", "Absent"])
        #expect(links.map(\.storeURL) == ["https://kiln.example/", nil, nil, nil, nil])
    }
}
