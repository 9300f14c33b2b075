import GifterAPI
import GifterCore
import SwiftUI

/// The Occasions tab (§6.1): "Let’s not forget anyone." and its line, then This month and Later,
/// each row "Name · Relationship" over "Occasion · Date" with its Plan gift / In progress pill. It
/// opens from the phone's copy (offline too) and refreshes whenever it shows, so an occasion just
/// added or edited is there on return. "+" adds one.
struct OccasionsView: View {
    let model: OccasionsModel

    var body: some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(GifterPalette.black.ignoresSafeArea())
            .navigationTitle(GifterTab.occasions.title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    NavigationLink(value: GifterRoute.occasionEdit(id: nil)) {
                        Label(YouModel.addOccasionButton, systemImage: "plus")
                    }
                }
            }
            .onAppear {
                Task { await model.load() }
            }
    }

    @ViewBuilder
    private var content: some View {
        if let failure = model.failure, model.isEmpty {
            GifterErrorView(failure: failure) { await model.load() }
        } else {
            List {
                header
                if model.isShowingCachedList {
                    NoticeBanner(text: GifterCopy[.homeOffline])
                        .listRowBackground(GifterPalette.black)
                        .listRowSeparator(.hidden)
                }
                if model.isEmpty {
                    if model.hasAnswered {
                        Text(GifterCopy[.occasionsEmpty])
                            .gifterFont(.body)
                            .foregroundStyle(GifterPalette.gray)
                            .listRowBackground(GifterPalette.black)
                            .listRowSeparator(.hidden)
                    } else {
                        SkeletonCard()
                            .frame(maxWidth: 200)
                            .listRowBackground(GifterPalette.black)
                            .listRowSeparator(.hidden)
                    }
                }
                section(OccasionsModel.thisMonthTitle, model.thisMonth)
                section(OccasionsModel.laterTitle, model.later)
            }
            .listStyle(.plain)
            .scrollContentBackground(.hidden)
            .refreshable { [model] in await model.load() }
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: GifterSpacing.small) {
            Text(OccasionsModel.header)
                .gifterFont(.displayXL)
                .foregroundStyle(GifterPalette.white)
                .accessibilityAddTraits(.isHeader)
            Text(OccasionsModel.subtext)
                .gifterFont(.body)
                .foregroundStyle(GifterPalette.gray)
        }
        .padding(.vertical, GifterSpacing.small)
        .fadeUp()
        .listRowBackground(GifterPalette.black)
        .listRowSeparator(.hidden)
    }

    @ViewBuilder
    private func section(_ title: String, _ occasions: [Components.Schemas.Occasion]) -> some View {
        if !occasions.isEmpty {
            Section {
                ForEach(occasions, id: \.id) { occasion in
                    NavigationLink(value: GifterRoute.occasion(id: occasion.id)) {
                        OccasionRow(occasion: occasion)
                    }
                    .listRowBackground(GifterPalette.black)
                    .listRowSeparatorTint(GifterPalette.softGray)
                }
            } header: {
                Text(title)
                    .gifterFont(.caption)
                    .foregroundStyle(GifterPalette.gray)
                    .accessibilityAddTraits(.isHeader)
            }
        }
    }
}
