import GifterCore
import SwiftUI

/// The wishlist (§9), pushed from You: For me | For others. It opens from the phone's copy (offline
/// too) and refreshes whenever it shows, so a save made on a product page is there on return.
struct WishlistView: View {
    @Bindable var model: WishlistModel

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .navigationTitle(GifterCopy[.wishlistTitle])
            .navigationBarTitleDisplayMode(.inline)
            .onAppear {
                Task { await model.load() }
            }
    }

    @ViewBuilder
    private var content: some View {
        if let failure = model.failure, model.lists.isEmpty, model.plans.isEmpty {
            GifterErrorView(failure: failure) { await model.load() }
        } else {
            ScrollView {
                VStack(alignment: .leading, spacing: GifterSpacing.large) {
                    Picker(GifterCopy[.wishlistTitle], selection: $model.segment) {
                        ForEach(WishlistModel.Segment.allCases, id: \.self) { segment in
                            Text(segment.title).tag(segment)
                        }
                    }
                    .pickerStyle(.segmented)
                    if model.isShowingCachedLists {
                        NoticeBanner(text: GifterCopy[.homeOffline])
                    }
                    switch model.segment {
                    case .forMe:
                        WishlistForMe(model: model, hasAnswered: model.hasAnswered)
                    case .forOthers:
                        GiftPlansList(model: model, hasAnswered: model.hasAnswered)
                    }
                }
                .padding(.horizontal, GifterSpacing.screenMargin)
                .padding(.vertical, GifterSpacing.large)
            }
            .refreshable { [model] in await model.load() }
        }
    }
}
