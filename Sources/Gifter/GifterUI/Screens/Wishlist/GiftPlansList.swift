import GifterAPI
import GifterCore
import SwiftUI

/// §9.3 "For others": a gift plan per person, "Mia · Sister" over "3 ideas saved · Next occasion:
/// Birthday in 2 weeks". A plan opens its page.
struct GiftPlansList: View {
    let model: WishlistModel
    let hasAnswered: Bool

    var body: some View {
        if model.plans.isEmpty {
            if hasAnswered {
                Text(WishlistModel.plansEmptyLine)
                    .gifterFont(.body)
                    .foregroundStyle(GifterPalette.gray)
            } else {
                SkeletonCard()
                    .frame(maxWidth: 200)
            }
        } else {
            VStack(spacing: GifterSpacing.small + 4) {
                ForEach(model.plans, id: \.person.person) { plan in
                    NavigationLink(value: GifterRoute.giftPlan(person: plan.person.person, name: plan.person.name)) {
                        row(plan)
                    }
                    .buttonStyle(.pressableCard)
                }
            }
        }
    }

    private func row(_ plan: WishlistModel.Plan) -> some View {
        HStack(spacing: GifterSpacing.small + 4) {
            InitialsAvatar(initials: plan.person.initials)
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline, spacing: GifterSpacing.small) {
                    Text(plan.person.name)
                        .gifterFont(.body)
                        .foregroundStyle(GifterPalette.white)
                    if let relationship = plan.person.relationship {
                        Text(relationship)
                            .gifterFont(.footnote)
                            .foregroundStyle(GifterPalette.gray)
                    }
                }
                Text(WishlistModel.subtitle(plan))
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.gray)
            }
            .multilineTextAlignment(.leading)
            Spacer(minLength: GifterSpacing.small)
            Image(systemName: "chevron.right")
                .foregroundStyle(GifterPalette.gray)
                .accessibilityHidden(true)
        }
        .padding(GifterSpacing.cardPadding)
        .frame(maxWidth: .infinity, alignment: .leading)
        .gifterCard()
        .accessibilityElement(children: .combine)
    }
}
