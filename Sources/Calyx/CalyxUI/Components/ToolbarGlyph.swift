import SwiftUI

/// A glassy toolbar control's glyph (§7.6: share, filters): plain from iOS 26, where the bar already
/// sets every item on Liquid Glass, and §7.8's glass circle before it. The control around it carries
/// the accessibility label.
struct ToolbarGlyph: View {
    let systemImage: String

    var body: some View {
        if #available(iOS 26.0, *) {
            Image(systemName: systemImage)
        } else {
            GlassCircleLabel(systemImage: systemImage)
        }
    }
}
