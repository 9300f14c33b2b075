import ClientUI
import GifterAPI
import GifterCore
import SwiftUI

/// A product's page (§8), about yourself or about someone: the pictures in a pager with dots, then
/// a card with the brand in capitals, the title, the price, the description, the chips and "Why I
/// picked this" with the tiny bow; "Save to my wishlist" / "Save for Mia" (the heart fills and pulses,
/// with a light tap) and its confirmation; "View & buy from store" in Safari's sheet, with the line
/// under it, or, for a sample or a product no longer sold, its mark and a line saying there is no store
/// to buy it from. The picture fades in and the card slides up as the page opens.
struct ProductDetailView: View {
    let model: ProductDetailModel
    @State private var storePage: WebPage?

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .navigationBarTitleDisplayMode(.inline)
            .safariSheet($storePage)
            .onFirstAppear { await model.load() }
    }

    @ViewBuilder
    private var content: some View {
        if let detail = model.detail {
            page(detail)
        } else if let failure = model.failure {
            GifterErrorView(failure: failure) { await model.load() }
        } else {
            ProductSkeleton()
        }
    }

    private func page(_ detail: ProductDetailModel.Detail) -> some View {
        ScrollView {
            VStack(spacing: GifterSpacing.large) {
                ProductPager(images: detail.product.images, altText: detail.product.title)
                    .fadeUp()
                VStack(alignment: .leading, spacing: GifterSpacing.medium) {
                    about(detail)
                    WhyIPickedThis(text: detail.why)
                    actions
                }
                .padding(GifterSpacing.cardPadding)
                .gifterCard()
                .padding(.horizontal, GifterSpacing.medium)
                .fadeUp(delay: 0.15)
            }
            .padding(.bottom, GifterSpacing.extraLarge)
        }
    }

    private func about(_ detail: ProductDetailModel.Detail) -> some View {
        VStack(alignment: .leading, spacing: GifterSpacing.small + 4) {
            VStack(alignment: .leading, spacing: GifterSpacing.extraSmall) {
                if let badge = model.badge {
                    ProductBadgeView(badge: badge)
                }
                if let brand = model.brandLine {
                    Text(brand)
                        .gifterFont(.caption)
                        .foregroundStyle(GifterPalette.gray)
                }
                Text(detail.product.title)
                    .gifterFont(.displayL)
                    .foregroundStyle(GifterPalette.white)
                    .accessibilityAddTraits(.isHeader)
                Text(detail.product.price.formatted)
                    .gifterFont(.body)
                    .foregroundStyle(GifterPalette.white)
            }
            .accessibilityElement(children: .combine)
            Text(detail.description)
                .gifterFont(.body)
                .foregroundStyle(GifterPalette.gray)
            if !detail.chips.isEmpty {
                FlowLayout {
                    ForEach(detail.chips, id: \.self) { chip in Pill(chip) }
                }
            }
        }
    }

    private var actions: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.small + 4) {
            SaveButton(title: model.saveButton, isSaved: model.isSaved, pulse: model.savePulse) {
                Task { await model.toggleSave() }
            }
            // A product no longer sold can still be removed, never saved.
            .disabled(!model.isAvailable && !model.isSaved)
            SaveConfirmation(text: model.confirmation)
            if model.offersStore {
                Button(ProductDetailModel.viewAndBuyButton) {
                    if let url = model.storeURL { storePage = WebPage(url: url) }
                }
                .buttonStyle(.gifterSecondary)
                .disabled(model.storeURL == nil)
                Text(ProductDetailModel.storeMicrocopy)
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.gray)
            } else if let line = model.noStoreLine {
                Text(line)
                    .gifterFont(.footnote)
                    .foregroundStyle(GifterPalette.gray)
            }
        }
    }
}

/// The page's shape while the product loads: the square picture and the card's first lines.
private struct ProductSkeleton: View {
    var body: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.large) {
            Rectangle()
                .fill(GifterPalette.softGray)
                .aspectRatio(1, contentMode: .fit)
            VStack(alignment: .leading, spacing: GifterSpacing.small + 2) {
                block.frame(width: 90, height: 10)
                block.frame(height: 22).padding(.trailing, GifterSpacing.extraLarge)
                block.frame(width: 60, height: 14)
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            Spacer()
        }
        .shimmer()
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(GifterCopy[.commonLoading])
    }

    private var block: some View {
        RoundedRectangle(cornerRadius: GifterSpacing.Radius.skeletonBlock, style: .continuous)
            .fill(GifterPalette.softGray)
    }
}
