import SwiftUI
import UIKit

/// The page's type and insets, shared by the editor and `TextKitGlyphLayout` so seeds start where the words stood.
@MainActor
enum PageMetrics {
    /// A readable measure on iPad; the page is centred beyond it.
    static let maxWidth: CGFloat = 640
    static let horizontalMargin: CGFloat = 24
    /// Generous leading between lines; applied to the editor and to the layout's paragraph style alike.
    static let lineSpacing: CGFloat = 6
    /// SwiftUI's TextEditor keeps UITextView's defaults: 8 pt above and below the text, none at the sides…
    static let textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// …and 5 pt of line fragment padding at each end of a line.
    static let lineFragmentPadding: CGFloat = 5
    /// Serif at the title3 text style, so it follows Dynamic Type.
    static let font = Font.system(.title3, design: .serif)

    /// `font` as UIKit sees it at a given Dynamic Type size: title3 in the serif design (New York).
    static func uiFont(for size: DynamicTypeSize) -> UIFont {
        let traits = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(size))
        let base = UIFont.preferredFont(forTextStyle: .title3, compatibleWith: traits)
        guard let serif = base.fontDescriptor.withDesign(.serif) else { return base }
        return UIFont(descriptor: serif, size: 0)
    }
}
