import CalyxAPI
import CalyxCore
import SwiftUI

/// Search results (§3.2, §7.6): "Did you mean" when the spelling was corrected, then a 2-column
/// Polaroid grid or a list, more pages fetched as the end nears, and the blooming flower at the end
/// while another page exists. Pull to refresh searches again.
struct SearchResultsView: View {
    let model: CatalogSearchModel
    let open: (CatalogSearchModel.Flower) -> Void
    let toggleSave: ((CatalogSearchModel.Flower) -> Void)?

    private let columns = [
        GridItem(.flexible(), spacing: CalyxSpacing.medium),
        GridItem(.flexible(), spacing: CalyxSpacing.medium),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: CalyxSpacing.medium) {
                if let corrected = model.correctedQuery {
                    DidYouMean(corrected: corrected) { Task { await model.acceptCorrection() } }
                }
                switch model.layout {
                case .grid:
                    LazyVGrid(columns: columns, spacing: CalyxSpacing.large) { cells(grid: true) }
                case .list:
                    LazyVStack(spacing: CalyxSpacing.small) { cells(grid: false) }
                }
                if model.hasMoreResults {
                    BloomingRefreshIndicator()
                        .padding(.vertical, CalyxSpacing.medium)
                }
            }
            .padding(.horizontal, CalyxSpacing.screenMargin)
            .padding(.vertical, CalyxSpacing.small)
        }
        .scrollDismissesKeyboard(.immediately)
        .refreshable { await model.search() }
    }

    private func cells(grid: Bool) -> some View {
        ForEach(Array(model.results.enumerated()), id: \.element.id) { index, flower in
            let save: (() -> Void)? = toggleSave.map { toggle in { toggle(flower) } }
            Group {
                if grid {
                    FlowerPolaroid(flower: flower, open: { open(flower) }, toggleSave: save)
                } else {
                    FlowerRow(flower: flower, open: { open(flower) }, toggleSave: save)
                }
            }
            // Not `.task`: a cell scrolled away would cancel the page it asked for half-way.
            .onAppear { Task { await model.resultAppeared(at: index) } }
        }
    }
}

/// "Did you mean …?" for a corrected spelling: tapping searches the corrected words as if typed.
private struct DidYouMean: View {
    let corrected: String
    let accept: () -> Void

    var body: some View {
        Button(action: accept) {
            (Text("Did you mean ") + Text(corrected).italic().foregroundStyle(CalyxPalette.botanicalGreen) + Text("?"))
                .calyxFont(.body)
                .foregroundStyle(CalyxPalette.darkGray)
                .frame(maxWidth: .infinity, alignment: .leading)
                .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Did you mean \(corrected)?")
        .accessibilityHint("Searches for \(corrected).")
    }
}
