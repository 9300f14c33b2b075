import GifterCore
import SwiftUI

/// "Refine my taste" from You (§10 → `TasteProfileView(mode: .userLight)`): the light quiz, then
/// Gifter's "Got it. I’m on your wavelength." You's chips refresh when the person goes back.
struct RefineTasteView: View {
    let quiz: TasteQuizModel

    var body: some View {
        TasteProfileView(quiz: quiz) {
            VStack(alignment: .leading, spacing: GifterSpacing.medium) {
                BowLogo()
                    .frame(width: 48)
                Text(OnboardingModel.finalTitle)
                    .gifterFont(.displayXL)
                    .foregroundStyle(GifterPalette.white)
                    .accessibilityAddTraits(.isHeader)
                Text(OnboardingModel.finalBody)
                    .gifterFont(.body)
                    .foregroundStyle(GifterPalette.gray)
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            .frame(maxWidth: .infinity, alignment: .leading)
            .fadeUp()
        }
        .navigationTitle(YouModel.refineButton)
        .navigationBarTitleDisplayMode(.inline)
    }
}
