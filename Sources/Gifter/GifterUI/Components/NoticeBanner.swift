import SwiftUI

/// A quiet line in a bordered strip above a screen's content: Home shown from what the phone kept
/// ("You’re seeing what I had saved…"), a list that could not refresh.
struct NoticeBanner: View {
    let text: String
    var systemImage = "icloud.slash"

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: GifterSpacing.small) {
            Image(systemName: systemImage)
                .accessibilityHidden(true)
            Text(text)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .gifterFont(.footnote)
        .foregroundStyle(GifterPalette.gray)
        .padding(.horizontal, GifterSpacing.medium)
        .padding(.vertical, 12)
        .background(
            RoundedRectangle(cornerRadius: GifterSpacing.Radius.button, style: .continuous).fill(GifterPalette.offBlack)
        )
        .overlay(
            RoundedRectangle(cornerRadius: GifterSpacing.Radius.button, style: .continuous)
                .strokeBorder(GifterPalette.softGray, lineWidth: GifterSpacing.borderWidth)
        )
        .accessibilityElement(children: .combine)
    }
}
