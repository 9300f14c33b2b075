import DandelionCore
import Foundation
import Testing

/// The app's global accent colour (`AccentColor` in the asset catalog) tints what the system draws before
/// or outside the app's own `.tint`: alert buttons, menus, the text cursor. It is Meadow's text colour, not
/// the gold accent or the pale-yellow primary: on a system alert those read at 2.6:1 and 1.3:1.
@Suite struct AppTintTests {
    /// The slice of Xcode's `.colorset` format the app's accent colour uses.
    struct ColorSet: Decodable {
        struct Entry: Decodable {
            struct Appearance: Decodable { var value: String }
            struct Color: Decodable { var components: [String: String] }
            var appearances: [Appearance]?
            var color: Color
        }
        var colors: [Entry]

        /// The sRGB colour for light (no appearance given) or dark, as 0xRRGGBB.
        func rgb(_ appearance: DandelionCore.Appearance) throws -> UInt32 {
            let wanted = appearance == .dark ? "dark" : nil
            let entry = try #require(colors.first { $0.appearances?.first?.value == wanted })
            return try ["red", "green", "blue"].reduce(UInt32(0)) { rgb, name in
                let text = try #require(entry.color.components[name])
                // Xcode writes a channel as "0xRR" or as a fraction such as "0.231".
                let value = text.hasPrefix("0x") ? UInt32(text.dropFirst(2), radix: 16) : Double(text).map { UInt32(($0 * 255).rounded()) }
                let channel = try #require(value)
                return rgb << 8 | channel
            }
        }
    }

    static let accentColor = StoreKitConfigurationTests.appDirectory
        .appendingPathComponent("App/Assets.xcassets/AccentColor.colorset/Contents.json")

    @Test(arguments: Appearance.allCases)
    func theSystemsTintIsMeadowsTextAndReadsOnItsAlerts(_ appearance: Appearance) throws {
        let tint = try JSONDecoder().decode(ColorSet.self, from: Data(contentsOf: Self.accentColor)).rgb(appearance)
        #expect(tint == ThemeID.meadow.theme(in: appearance).text, "Meadow's text, as the app tints its own controls on Meadow's page")
        // A system alert's platter: white in light, iOS's dark secondary background in dark.
        let alert: UInt32 = appearance == .dark ? 0x1C1C1E : 0xFFFFFF
        #expect(Theme.contrast(tint, alert) >= 4.5)
    }
}
