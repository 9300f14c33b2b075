import ClientUI
import GifterCore
import SwiftUI

/// Ideas for one person on a page of their own (§5.2 from Find, a friend's "Find ideas for Mia", a
/// gift plan's "Ask for more ideas"): "Ideas for James" over `RecommendationsContent`. The first
/// ideas are asked for when the page opens, unless whoever made the model already asked.
struct RecommendationsView: View {
    let model: RecommendationsModel
    var loadsOnAppear = true

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: GifterSpacing.large) {
                Text(model.title)
                    .gifterFont(.displayXL)
                    .foregroundStyle(GifterPalette.white)
                    .accessibilityAddTraits(.isHeader)
                    .fadeUp()
                RecommendationsContent(model: model)
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            .padding(.vertical, GifterSpacing.large)
        }
        .scrollDismissesKeyboard(.interactively)
        .background(GifterPalette.black.ignoresSafeArea())
        .navigationBarTitleDisplayMode(.inline)
        .onFirstAppear {
            if loadsOnAppear { await model.load() }
        }
    }
}
