import GifterCore
import SwiftUI

/// §4.6: the full-width faux search field at the bottom of Home, "Find something for…", with who it
/// could be for beneath. A tap switches to the Find tab with its search field focused.
struct FindSomethingCard: View {
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(alignment: .leading, spacing: GifterSpacing.small + 4) {
                HStack(spacing: GifterSpacing.small + 2) {
                    Image(systemName: "magnifyingglass")
                        .accessibilityHidden(true)
                    Text(HomeModel.findTitle)
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
                .gifterFont(.body)
                .foregroundStyle(GifterPalette.white)
                .padding(.horizontal, GifterSpacing.medium)
                .frame(minHeight: GifterSpacing.buttonHeight)
                .overlay(
                    RoundedRectangle(cornerRadius: GifterSpacing.Radius.button, style: .continuous)
                        .strokeBorder(GifterPalette.gray, lineWidth: GifterSpacing.borderWidth)
                )
                Text(HomeModel.findSubtext)
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.gray)
                    .multilineTextAlignment(.leading)
            }
            .padding(GifterSpacing.cardPadding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .gifterCard()
        }
        .buttonStyle(.pressableCard)
    }
}
