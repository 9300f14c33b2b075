import DandelionCore
import Foundation
import Testing

/// While the app opens, iOS shows Info.plist's `UILaunchScreen`: the seed head the page draws
/// (`LaunchDandelion`, rendered from DandelionCore's geometry by scripts/make-dandelion-launch.sh with a
/// transparent page) over Meadow's page (`LaunchBackground`), light or dark with the system.
@Suite struct LaunchScreenTests {
    static let app = StoreKitConfigurationTests.appDirectory.appendingPathComponent("App")
    static let assets = app.appendingPathComponent("Assets.xcassets")

    static func launchScreen() throws -> [String: Any] {
        let data = try Data(contentsOf: app.appendingPathComponent("Info.plist"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        return try #require(plist["UILaunchScreen"] as? [String: Any])
    }

    /// The slice of Xcode's `.imageset` format the launch image uses.
    struct ImageSet: Decodable {
        struct Entry: Decodable {
            struct Appearance: Decodable { var appearance: String; var value: String }
            var appearances: [Appearance]?
            var filename: String?
            var scale: String?
        }
        var images: [Entry]
    }

    /// A PNG's pixel size, from its header (the IHDR chunk right after the signature).
    static func pngSize(_ data: Data) throws -> SIMD2<Int> {
        let bytes = [UInt8](data.prefix(24))
        try #require(bytes.count == 24 && bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        func int(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return SIMD2(int(16), int(20))
    }

    @Test func theLaunchScreenIsTheSeedHeadOnMeadowsPageInsideTheSafeArea() throws {
        let screen = try Self.launchScreen()
        #expect(screen["UIColorName"] as? String == "LaunchBackground")
        #expect(screen["UIImageName"] as? String == "LaunchDandelion")
        #expect(screen["UIImageRespectsSafeAreaInsets"] as? Bool == true, "clear of the notch and the home indicator")

        // The page behind is Meadow's, light and dark, as the first screen's.
        let background = try JSONDecoder().decode(
            AppTintTests.ColorSet.self,
            from: Data(contentsOf: Self.assets.appendingPathComponent("LaunchBackground.colorset/Contents.json"))
        )
        for appearance in Appearance.allCases {
            #expect(try background.rgb(appearance) == ThemeID.meadow.theme(in: appearance).background, "\(appearance)")
        }
    }

    @Test func theLaunchImageHasLightAndDarkAt2xAnd3xOfOneSize() throws {
        let folder = Self.assets.appendingPathComponent("LaunchDandelion.imageset")
        let set = try JSONDecoder().decode(ImageSet.self, from: Data(contentsOf: folder.appendingPathComponent("Contents.json")))
        var sizes: [SIMD2<Float>] = []
        for dark in [false, true] {
            for scale in [2, 3] {
                let entries = set.images.filter { entry in
                    entry.scale == "\(scale)x" && (entry.appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } ?? false) == dark
                }
                #expect(entries.count == 1, "\(dark ? "dark" : "light") @\(scale)x")
                let name = try #require(entries.first?.filename)
                let pixels = try Self.pngSize(Data(contentsOf: folder.appendingPathComponent(name)))
                sizes.append(SIMD2(Float(pixels.x), Float(pixels.y)) / Float(scale))
            }
        }
        // Every file is the same picture in points (within a pixel's rounding), a head about 160 points wide on its stem.
        let first = try #require(sizes.first)
        #expect(sizes.allSatisfy { abs($0.x - first.x) <= 0.5 && abs($0.y - first.y) <= 0.5 }, "\(sizes)")
        #expect((150...190).contains(first.x) && first.y > first.x, "\(first)")
    }
}
