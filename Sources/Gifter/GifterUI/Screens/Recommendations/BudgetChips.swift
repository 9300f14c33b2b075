import GifterCore
import SwiftUI

/// The budget as a row of pills ("Any budget", "Up to £25", …), the chosen one filled. Choosing one
/// asks again within it.
struct BudgetChips: View {
    let model: RecommendationsModel

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: GifterSpacing.small) {
                chip(nil)
                ForEach(RecommendationsModel.budgets, id: \.self) { pounds in chip(pounds) }
            }
            // Room for the pills' borders at the scroll view's edges.
            .padding(.horizontal, 1)
            .padding(.vertical, 1)
        }
    }

    private func chip(_ pounds: Int?) -> some View {
        let chosen = model.budgetMax == pounds
        return Button {
            Task { await model.setBudget(pounds) }
        } label: {
            Pill(RecommendationsModel.budgetTitle(pounds), style: chosen ? .filled : .outlined)
        }
        .buttonStyle(.plain)
        .frame(minHeight: GifterSpacing.minimumTouchTarget)
        .accessibilityAddTraits(chosen ? .isSelected : [])
        .animation(GifterMotion.press, value: chosen)
    }
}
