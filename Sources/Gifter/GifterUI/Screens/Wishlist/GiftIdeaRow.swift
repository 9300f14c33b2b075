import GifterAPI
import GifterCore
import SwiftUI

/// One idea in a gift plan: its picture, brand, title and price (opening the product, about this
/// person), and its status as a pill that opens a menu of Idea, Bought and Given.
struct GiftIdeaRow: View {
    let idea: GiftPlanModel.Idea
    let plan: GiftPlanModel

    var body: some View {
        HStack(spacing: GifterSpacing.small + 4) {
            NavigationLink(value: GifterRoute.product(id: idea.product.id, context: .person(plan.person, name: plan.name))) {
                HStack(spacing: GifterSpacing.small + 4) {
                    ProductImageView(image: idea.product.images.first, altText: nil)
                        .frame(width: 64, height: 64)
                        .clipShape(RoundedRectangle(cornerRadius: GifterSpacing.Radius.skeletonBlock, style: .continuous))
                    VStack(alignment: .leading, spacing: 2) {
                        if let badge = ProductBadge(idea.product) {
                            ProductBadgeView(badge: badge)
                        }
                        Text(idea.product.brand)
                            .gifterFont(.caption)
                            .foregroundStyle(GifterPalette.gray)
                        Text(idea.product.title)
                            .gifterFont(.label)
                            .foregroundStyle(GifterPalette.white)
                            .lineLimit(2)
                        Text(idea.product.price.formatted)
                            .gifterFont(.footnote)
                            .foregroundStyle(GifterPalette.white)
                    }
                    .multilineTextAlignment(.leading)
                    Spacer(minLength: 0)
                }
                .accessibilityElement(children: .combine)
            }
            Menu {
                Picker(GiftPlanModel.title(idea.status), selection: status) {
                    ForEach(GiftPlanModel.Status.allCases, id: \.self) { status in
                        Text(GiftPlanModel.title(status)).tag(status)
                    }
                }
            } label: {
                Pill(GiftPlanModel.title(idea.status), style: idea.status == .idea ? .outlined : .filled)
            }
            // Its own tap target inside the list row, apart from the link beside it.
            .buttonStyle(.borderless)
        }
        .padding(.vertical, GifterSpacing.extraSmall)
    }

    /// The menu shows the idea's status; choosing another saves it (queued offline).
    private var status: Binding<GiftPlanModel.Status> {
        Binding(
            get: { @MainActor in idea.status },
            set: { @MainActor status in Task { await plan.setStatus(status, of: idea) } }
        )
    }
}
