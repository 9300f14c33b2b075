import ClientUI
import GifterAPI
import GifterCore
import SwiftUI

/// A friend on Gifter (§5.2's FriendContextView): their name and next occasion, their taste as chips,
/// the way to ideas for them, and their wishlist, where "I’m getting this" claims an item (the friend
/// never sees claims) and one already claimed by someone else says so. At the foot, "Remove friend",
/// asked first in a dialog that names what ends; once removed, the page goes back.
struct FriendContextView: View {
    let model: FriendContextModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .navigationTitle(model.name)
            .navigationBarTitleDisplayMode(.inline)
            .onFirstAppear { await model.load() }
            .confirmationDialog(model.removalTitle, isPresented: isConfirmingRemoval, titleVisibility: .visible) {
                Button(model.removalConfirmButton, role: .destructive) {
                    Task { await model.confirmRemoval() }
                }
            } message: {
                Text(model.removalMessage)
            }
            .onChange(of: model.removed) { _, removed in
                if removed { dismiss() }
            }
    }

    private var isConfirmingRemoval: Binding<Bool> {
        Binding(
            get: { @MainActor in model.isConfirmingRemoval },
            set: { @MainActor presented in if !presented { model.cancelRemoval() } }
        )
    }

    @ViewBuilder
    private var content: some View {
        if let context = model.context {
            page(context)
        } else if let failure = model.failure {
            GifterErrorView(failure: failure) { await model.load() }
        } else {
            NoddingBow(label: GifterCopy[.commonLoading])
                .frame(width: 44)
        }
    }

    private func page(_ context: Components.Schemas.FriendContext) -> some View {
        ScrollView {
            VStack(alignment: .leading, spacing: GifterSpacing.large) {
                VStack(alignment: .leading, spacing: GifterSpacing.small + 4) {
                    Text(model.name)
                        .gifterFont(.displayXL)
                        .foregroundStyle(GifterPalette.white)
                        .accessibilityAddTraits(.isHeader)
                    if let next = model.nextOccasionLine {
                        Pill(next, style: .filled, systemImage: "calendar")
                    }
                }
                .fadeUp()

                if !context.tasteChips.isEmpty {
                    VStack(alignment: .leading, spacing: GifterSpacing.small) {
                        Text(FriendContextModel.tasteTitle)
                            .gifterFont(.caption)
                            .foregroundStyle(GifterPalette.gray)
                            .accessibilityAddTraits(.isHeader)
                        FlowLayout {
                            ForEach(context.tasteChips, id: \.self) { chip in Pill(chip) }
                        }
                    }
                }

                NavigationLink(value: GifterRoute.recommendations(person: model.person, name: model.name)) {
                    Text(model.ideasButton)
                }
                .buttonStyle(.gifterPrimary)

                VStack(alignment: .leading, spacing: GifterSpacing.medium) {
                    SectionTitle(model.wishlistTitle)
                    if let notice = model.notice {
                        NoticeBanner(text: notice, systemImage: "gift")
                    }
                    if context.wishlist.isEmpty {
                        Text(FriendContextModel.emptyWishlistLine)
                            .gifterFont(.body)
                            .foregroundStyle(GifterPalette.gray)
                    } else {
                        LazyVGrid(columns: ProductGrid.columns, spacing: GifterSpacing.medium) {
                            ForEach(context.wishlist, id: \.product.id) { item in
                                wishlistItem(item)
                            }
                        }
                    }
                }

                Button(FriendContextModel.removeButton, role: .destructive) {
                    model.askToRemove()
                }
                .buttonStyle(TextButtonStyle(color: GifterPalette.gray))
                .disabled(model.isRemoving)
            }
            .padding(.horizontal, GifterSpacing.screenMargin)
            .padding(.vertical, GifterSpacing.large)
        }
    }

    private func wishlistItem(_ item: FriendContextModel.Item) -> some View {
        VStack(alignment: .leading, spacing: GifterSpacing.small) {
            NavigationLink(value: GifterRoute.product(id: item.product.id, context: .person(model.person, name: model.name))) {
                ProductCardView(product: item.product)
            }
            .buttonStyle(.pressableCard)
            claim(item)
        }
    }

    /// Claim it, your claim (and giving it back), or someone else's.
    @ViewBuilder
    private func claim(_ item: FriendContextModel.Item) -> some View {
        switch item.claim {
        case .none:
            Button(FriendContextModel.claimLine(item)) {
                Task { await model.toggleClaim(item.product.id) }
            }
            .buttonStyle(.gifterSecondary)
        case .you:
            VStack(alignment: .leading, spacing: 0) {
                Label(FriendContextModel.claimLine(item), systemImage: "checkmark")
                    .gifterFont(.label)
                    .foregroundStyle(GifterPalette.white)
                Button(GifterCopy[.friendRelease]) {
                    Task { await model.toggleClaim(item.product.id) }
                }
                .buttonStyle(TextButtonStyle(color: GifterPalette.gray))
            }
        case .someone:
            Text(FriendContextModel.claimLine(item))
                .gifterFont(.footnote)
                .foregroundStyle(GifterPalette.gray)
        }
    }
}
