import ClientKit
import GifterAPI
import GifterCore
import SwiftUI

/// The ideas themselves, for a page of their own or inside an occasion's (§6.2): the budget chips and
/// the nudge field, then the nodding bow with "Curating a few ideas…" over skeleton cards while they
/// come, the cards (each with its short reason), and "Ask for more ideas" under them; §13's line when
/// nothing fits (or that no shop is connected yet), §11.3 with Retry when they could not come. A card opens the product, about the
/// person the ideas are for.
struct RecommendationsContent: View {
    let model: RecommendationsModel

    var body: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.large) {
            if model.phase != .notAsked {
                BudgetChips(model: model)
                NudgeField(model: model)
            }
            switch model.phase {
            case .notAsked:
                EmptyView()
            case .curating:
                curating
            case .shown:
                ideas
                more
            case .empty:
                Text(model.emptyMessage)
                    .gifterFont(.body)
                    .foregroundStyle(GifterPalette.gray)
                    .fadeUp()
            case .failed(let failure):
                GifterErrorView(failure: failure) { await model.load() }
                    .frame(minHeight: 320)
            }
        }
        .animation(GifterMotion.crossfade, value: model.phase)
    }

    private var curating: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.medium) {
            CuratingLine()
            LazyVGrid(columns: ProductGrid.columns, spacing: GifterSpacing.medium) {
                ForEach(0..<4, id: \.self) { _ in SkeletonCard() }
            }
            .accessibilityHidden(true)
        }
    }

    private var ideas: some View {
        LazyVGrid(columns: ProductGrid.columns, spacing: GifterSpacing.medium) {
            ForEach(Array(model.items.enumerated()), id: \.element.product.id) { index, item in
                NavigationLink(value: GifterRoute.product(id: item.product.id, context: model.productContext())) {
                    ProductCardView(product: item.product, label: item.label, reason: item.reason)
                }
                .buttonStyle(.pressableCard)
                .staggeredEntrance(index: index % RecommendationsModel.pageSize)
            }
        }
    }

    /// Under the cards: the bow while more come, what went wrong asking, the button, or the end.
    @ViewBuilder
    private var more: some View {
        if model.isAskingForMore {
            CuratingLine()
        } else if let failure = model.moreFailure {
            VStack(alignment: .leading, spacing: GifterSpacing.small) {
                Text(GifterErrorCopy.title(for: failure))
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.white)
                Button(GifterErrorCopy.retry) {
                    Task { await model.askForMore() }
                }
                .buttonStyle(.gifterSecondary)
            }
        } else if model.canAskForMore {
            Button(RecommendationsModel.askForMoreButton) {
                Task { await model.askForMore() }
            }
            .buttonStyle(.gifterSecondary)
        } else {
            Text(RecommendationsModel.noMoreLine)
                .gifterFont(.footnote)
                .foregroundStyle(GifterPalette.gray)
        }
    }
}

/// §11.1–11.2: the small bow nodding beside "Curating a few ideas…" while Gifter is thinking.
struct CuratingLine: View {
    var body: some View {
        HStack(spacing: GifterSpacing.small + 2) {
            NoddingBow()
                .frame(width: 28)
            Text(RecommendationsModel.curatingLine)
                .gifterFont(.body)
                .foregroundStyle(GifterPalette.gray)
        }
        .accessibilityElement(children: .combine)
        .transition(.opacity)
    }
}
