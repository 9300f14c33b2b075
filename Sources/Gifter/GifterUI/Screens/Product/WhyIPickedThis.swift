import GifterCore
import SwiftUI

/// "Why I picked this" (§8, §11.1): the explanation written for this person, with the bow beside the
/// label as a tiny avatar that fades in (a fade only, so Reduce Motion keeps it).
struct WhyIPickedThis: View {
    let text: String
    @State private var showsBow = false

    var body: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.small) {
            HStack(spacing: GifterSpacing.small) {
                BowLogo()
                    .frame(width: 22)
                    .opacity(showsBow ? 1 : 0)
                Text(ProductDetailModel.whyLabel)
                    .gifterFont(.label)
                    .italic()
                    .foregroundStyle(GifterPalette.gray)
            }
            Text(text)
                .gifterFont(.body)
                .foregroundStyle(GifterPalette.white)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityElement(children: .combine)
        .onAppear {
            withAnimation(GifterMotion.entrance(delay: 0.3)) { showsBow = true }
        }
    }
}
