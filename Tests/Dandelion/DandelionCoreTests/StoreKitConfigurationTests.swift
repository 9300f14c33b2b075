import DandelionCore
import Foundation
import Testing

/// The app's local StoreKit configuration (what Xcode's StoreKit testing sells in the simulator) must sell
/// exactly the products Core unlocks features for, as one-time purchases, with names the App Store accepts.
@Suite struct StoreKitConfigurationTests {
    /// The slice of Xcode's `.storekit` format this project relies on.
    struct Configuration: Decodable {
        struct Product: Decodable {
            struct Localization: Decodable {
                var description: String
                var displayName: String
                var locale: String
            }
            var productID: String
            var type: String
            var displayPrice: String
            var localizations: [Localization]
        }
        struct Version: Decodable { var major: Int }
        var products: [Product]
        var version: Version
    }

    static let appDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Apps/Dandelion")

    @Test func sellsExactlyCoresProductsAsNonConsumables() throws {
        let data = try Data(contentsOf: Self.appDirectory.appendingPathComponent("Dandelion.storekit"))
        let configuration = try JSONDecoder().decode(Configuration.self, from: data)
        #expect(configuration.version.major == 3)
        #expect(Set(configuration.products.map(\.productID)) == Set(ProductID.allCases.map(\.rawValue)))
        #expect(configuration.products.count == ProductID.allCases.count)
        for product in configuration.products {
            #expect(product.type == "NonConsumable", "\(product.productID)")
            #expect(Decimal(string: product.displayPrice).map { $0 > 0 } == true, "\(product.productID)")
            let english = try #require(product.localizations.first { $0.locale == "en_US" })
            // App Store Connect's limits for an in-app purchase's display name and description.
            #expect((1...30).contains(english.displayName.count), "\(product.productID)")
            #expect((1...45).contains(english.description.count), "\(product.productID)")
        }
    }

    @Test func theRunSchemeUsesIt() throws {
        let spec = try String(contentsOf: Self.appDirectory.appendingPathComponent("project.yml"), encoding: .utf8)
        #expect(spec.contains("storeKitConfiguration: Dandelion.storekit"))
    }
}
