import CalyxAPI
import CalyxCore
import Foundation
import SwiftUI

/// The Details tab (§3.2): the botanical names (other and regional names, synonyms), where it is
/// native, what kind of plant it is and its colours, and how toxic it is to cats, dogs and people.
struct FlowerDetailsTab: View {
    let detail: Components.Schemas.FlowerDetail

    var body: some View {
        VStack(spacing: CalyxSpacing.large) {
            if !detail.otherNames.isEmpty || !detail.regionalNames.isEmpty || !detail.synonyms.isEmpty {
                DetailSection(title: "Names", systemImage: "character.book.closed") {
                    if !detail.otherNames.isEmpty {
                        DetailRow(label: "Also called", value: detail.otherNames.formatted(.list(type: .and)))
                    }
                    ForEach(detail.regionalNames, id: \.self) { regional in
                        DetailRow(label: regional.region, value: regional.name)
                    }
                    if !detail.synonyms.isEmpty {
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Synonyms")
                                .calyxFont(.small)
                            Text(detail.synonyms.joined(separator: ", "))
                                .calyxFont(.scientificName)
                                .foregroundStyle(CalyxPalette.black)
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
            }
            DetailSection(title: "Native Range", systemImage: "globe.europe.africa") {
                Text(detail.nativeRange)
                    .foregroundStyle(CalyxPalette.black)
                if !detail.nativeContinents.isEmpty {
                    DetailRow(label: "Continents", value: detail.nativeContinents.map(\.title).formatted(.list(type: .and)))
                }
                DetailRow(label: "Grows in", value: detail.habitat.title)
            }
            DetailSection(title: "Plant", systemImage: "camera.macro") {
                DetailRow(label: "Type", value: detail.plantType.title)
                if !detail.colors.isEmpty {
                    DetailRow(label: "Colors", value: detail.colors.map(\.title).formatted(.list(type: .and)))
                }
            }
            DetailSection(title: "Toxicity", systemImage: "exclamationmark.shield") {
                if detail.toxicity.petSafe {
                    Label("Safe for cats and dogs", systemImage: "pawprint.fill")
                        .foregroundStyle(CalyxPalette.botanicalGreen)
                }
                DetailRow(label: "Cats", value: detail.toxicity.cats.title)
                DetailRow(label: "Dogs", value: detail.toxicity.dogs.title)
                DetailRow(label: "People", value: detail.toxicity.humans.title)
                if !detail.toxicity.note.isEmpty {
                    Text(detail.toxicity.note)
                }
            }
        }
    }
}
