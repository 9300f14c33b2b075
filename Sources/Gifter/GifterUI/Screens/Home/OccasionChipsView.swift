import GifterAPI
import GifterCore
import SwiftUI

/// §4.4: "Coming up soon", a row of chips (initials, "Mia · Sister", "In 6 days"), and the line under
/// them. A chip opens its occasion.
struct OccasionChipsView: View {
    let occasions: [Components.Schemas.Occasion]

    var body: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.medium) {
            SectionTitle(HomeModel.upcomingHeader)
                .padding(.horizontal, GifterSpacing.screenMargin)
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: GifterSpacing.small + 4) {
                    ForEach(Array(occasions.enumerated()), id: \.element.id) { index, occasion in
                        NavigationLink(value: GifterRoute.occasion(id: occasion.id)) {
                            OccasionChip(occasion: occasion)
                        }
                        .buttonStyle(.pressableCard)
                        .staggeredEntrance(index: index)
                    }
                }
                .padding(.horizontal, GifterSpacing.screenMargin)
            }
            Text(HomeModel.upcomingMicrocopy)
                .gifterFont(.footnote)
                .foregroundStyle(GifterPalette.gray)
                .padding(.horizontal, GifterSpacing.screenMargin)
        }
    }
}

/// One occasion coming up: the person's initials, their name and relationship, and the countdown.
private struct OccasionChip: View {
    let occasion: Components.Schemas.Occasion

    var body: some View {
        HStack(spacing: GifterSpacing.small + 2) {
            InitialsAvatar(initials: occasion.person.initials, size: 36)
            VStack(alignment: .leading, spacing: 2) {
                Text(HomeModel.chipName(occasion))
                    .gifterFont(.label)
                    .foregroundStyle(GifterPalette.white)
                if let countdown = occasion.countdown {
                    Text(countdown)
                        .gifterFont(.footnote)
                        .foregroundStyle(GifterPalette.gray)
                }
            }
            .lineLimit(1)
        }
        .padding(.leading, GifterSpacing.small)
        .padding(.trailing, GifterSpacing.medium)
        .padding(.vertical, GifterSpacing.small)
        .background(Capsule().fill(GifterPalette.offBlack))
        .overlay(Capsule().strokeBorder(GifterPalette.white.opacity(0.6), lineWidth: GifterSpacing.borderWidth))
        .contentShape(Capsule())
        .accessibilityElement(children: .combine)
    }
}
