import ClientUI
import GifterAPI
import GifterCore
import SwiftUI

/// "All collections" (from Home's carousel): every collection as a card, one under another, each
/// opening its page (§7).
struct CollectionsView: View {
    let model: CollectionsModel

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .navigationTitle(CollectionsModel.title)
            .navigationBarTitleDisplayMode(.inline)
            .onFirstAppear { await model.load() }
    }

    @ViewBuilder
    private var content: some View {
        if let failure = model.failure, model.collections.isEmpty {
            GifterErrorView(failure: failure) { await model.load() }
        } else if let empty = model.emptyLine {
            Text(empty)
                .gifterFont(.body)
                .foregroundStyle(GifterPalette.gray)
                .padding(.horizontal, GifterSpacing.screenMargin)
        } else if !model.hasAnswered {
            NoddingBow(label: GifterCopy[.commonLoading])
                .frame(width: 44)
        } else {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: GifterSpacing.large) {
                    ForEach(Array(model.collections.enumerated()), id: \.element.id) { index, collection in
                        NavigationLink(value: GifterRoute.collection(id: collection.id)) {
                            VStack(alignment: .leading, spacing: GifterSpacing.small) {
                                CollectionCardView(collection: collection)
                                if !collection.brands.isEmpty {
                                    Text(CollectionsModel.brandsLine(collection))
                                        .gifterFont(.footnote)
                                        .foregroundStyle(GifterPalette.gray)
                                }
                            }
                        }
                        .buttonStyle(.pressableCard)
                        .staggeredEntrance(index: index)
                    }
                }
                .padding(.horizontal, GifterSpacing.screenMargin)
                .padding(.vertical, GifterSpacing.large)
            }
        }
    }
}
