import CalyxAPI
import CalyxCore
import SwiftUI

/// The flower page's hero (§7.6): the large photo in a Polaroid, blurred up from its BlurHash to the
/// medium image (1200 px), with the handwritten name on the print's strip. Not a button, unlike the
/// cards: there is nowhere further to go from here.
struct FlowerHero: View {
    let detail: Components.Schemas.FlowerDetail

    var body: some View {
        VStack(spacing: 0) {
            Color.clear
                .aspectRatio(1, contentMode: .fit)
                .overlay {
                    RemoteImage(
                        path: detail.image?.variants.medium.url, blurHash: detail.image?.blurhash,
                        averageColor: detail.image?.averageColor, altText: "Photo of \(detail.commonName)"
                    )
                }
                .clipped()
            Text(detail.commonName)
                .calyxFont(.polaroidName)
                .foregroundStyle(CalyxPalette.polaroidInk)
                .lineLimit(1)
                .frame(maxWidth: .infinity, minHeight: CalyxSpacing.polaroidCaption)
                .padding(.vertical, 4)
                // The name is read once, from the heading below.
                .accessibilityHidden(true)
        }
        .padding([.top, .horizontal], CalyxSpacing.polaroidBorder)
        .background {
            Rectangle()
                .fill(CalyxPalette.polaroidPaper)
                .calyxShadow(.polaroid)
        }
        .rotationEffect(.degrees(PolaroidTilt.degrees(for: detail.id)))
    }
}
