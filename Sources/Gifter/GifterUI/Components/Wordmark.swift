import SwiftUI

/// "Gifter" set in the display serif, spaced a little, white: with the bow above it on Welcome (§2.2).
/// Written verbatim, so it is never translated; it grows with Dynamic Type like the Display styles.
public struct Wordmark: View {
    let size: CGFloat
    let textStyle: Font.TextStyle

    /// - Parameters:
    ///   - size: the point size at the default text size.
    ///   - textStyle: the Dynamic Type curve it grows along (the text style nearest `size`).
    public init(size: CGFloat = 34, relativeTo textStyle: Font.TextStyle = .largeTitle) {
        self.size = size
        self.textStyle = textStyle
    }

    public var body: some View {
        Text(verbatim: "Gifter")
            .font(DisplayFont.font(size: size, relativeTo: textStyle))
            .tracking(size * 0.03)
            .foregroundStyle(GifterPalette.white)
            .lineLimit(1)
    }
}
