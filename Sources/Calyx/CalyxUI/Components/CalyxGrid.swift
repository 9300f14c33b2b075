import SwiftUI

/// The two-column Polaroid grid of §3.4 and §7.6, spaced like the Catalog's results.
enum CalyxGrid {
    static let twoColumns = [
        GridItem(.flexible(), spacing: CalyxSpacing.medium),
        GridItem(.flexible(), spacing: CalyxSpacing.medium),
    ]
}
