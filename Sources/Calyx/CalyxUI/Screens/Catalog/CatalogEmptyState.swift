import CalyxAPI
import CalyxCore
import ClientUI
import SwiftUI

/// The Catalog before anything was searched (§4.1 "Empty state: suggested searches or trending
/// flowers"): searches to try as chips, and today's trending flowers as Polaroids to open.
struct CatalogEmptyState: View {
    let model: CatalogSearchModel
    let search: (String) -> Void
    let open: (CatalogSearchModel.Flower) -> Void

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: CalyxSpacing.large) {
                VStack(alignment: .leading, spacing: CalyxSpacing.small) {
                    Text("Try Searching")
                        .calyxFont(.h3)
                        .foregroundStyle(CalyxPalette.black)
                        .accessibilityAddTraits(.isHeader)
                    Text("By common or scientific name, colour, or season.")
                        .calyxFont(.small)
                        .foregroundStyle(CalyxPalette.darkGray)
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: CalyxSpacing.small) {
                        ForEach(model.suggestedSearches, id: \.self) { words in
                            Button(words) { search(words) }
                                .calyxFont(.small)
                                .foregroundStyle(CalyxPalette.botanicalGreen)
                                .padding(.horizontal, CalyxSpacing.medium)
                                .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                                .background(Capsule().strokeBorder(CalyxPalette.botanicalGreen, lineWidth: 1))
                                .accessibilityHint("Searches for \(words).")
                        }
                        }
                        .padding(.vertical, 2)
                    }
                }
                if !model.trending.isEmpty {
                    Text("Trending Today")
                        .calyxFont(.h3)
                        .foregroundStyle(CalyxPalette.black)
                        .accessibilityAddTraits(.isHeader)
                    LazyVGrid(columns: CalyxGrid.twoColumns, spacing: CalyxSpacing.large) {
                        ForEach(model.trending.prefix(6), id: \.id) { flower in
                            FlowerPolaroid(flower: flower, open: { open(flower) }, toggleSave: nil)
                        }
                    }
                }
            }
            .padding(.horizontal, CalyxSpacing.screenMargin)
            .padding(.vertical, CalyxSpacing.medium)
        }
        .scrollDismissesKeyboard(.immediately)
        .onFirstAppear { await model.loadTrending() }
    }
}
