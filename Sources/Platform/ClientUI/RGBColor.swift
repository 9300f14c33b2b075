import BlurHash
import SwiftUI

extension Color {
    /// A colour the apps' data carries as `RGB` (a BlurHash's average, a product's `#rrggbb`), in sRGB.
    public init(_ rgb: RGB) {
        self.init(.sRGB, red: Double(rgb.red) / 255, green: Double(rgb.green) / 255, blue: Double(rgb.blue) / 255, opacity: 1)
    }
}
