import CalyxAPI
import CalyxCore
import SwiftUI

/// Up to eight flowers for what is being typed (§3.2 auto-complete), best first.
struct SearchSuggestionsList: View {
    let suggestions: [CatalogSearchModel.Flower]
    let select: (CatalogSearchModel.Flower) -> Void

    var body: some View {
        List(suggestions, id: \.id) { flower in
            Button {
                select(flower)
            } label: {
                HStack(spacing: 12) {
                    FlowerThumbnail(flower: flower)
                        .frame(width: 40, height: 40)
                        .clipShape(RoundedRectangle(cornerRadius: CalyxSpacing.Radius.button, style: .continuous))
                    VStack(alignment: .leading, spacing: 2) {
                        Text(flower.commonName)
                            .calyxFont(.body)
                            .foregroundStyle(CalyxPalette.black)
                        Text(flower.scientificName)
                            .calyxFont(.scientificName)
                            .foregroundStyle(CalyxPalette.darkGray)
                    }
                }
            }
            .listRowBackground(Color.clear)
        }
        .listStyle(.plain)
        .scrollContentBackground(.hidden)
    }
}
