import CalyxAPI
import CalyxCore
import SwiftUI

/// The Catalog tab (§4.1, §3.2–3.3, §7.6) over `CatalogSearchModel`: the glassy search bar on top;
/// below it the search history until something is searched, suggestions while typing, then the
/// results (grid or list), the skeleton while the first page loads, "no results", or the failure with
/// Try Again. Filters open in a sheet; sort and layout sit in the navigation bar once there are results.
///
/// Opening a flower and saving it are handed to the caller (the tab's navigation stack pushes the
/// flower's page); without `toggleSave` the cards show no heart, and without `openFlower` a tap
/// searches for that flower.
public struct CatalogTabView: View {
    @Bindable var model: CatalogSearchModel
    let openFlower: ((CatalogSearchModel.Flower) -> Void)?
    let toggleSave: ((CatalogSearchModel.Flower) -> Void)?
    @State private var showingFilters = false
    @Environment(\.navigate) private var navigate

    public init(
        model: CatalogSearchModel, openFlower: ((CatalogSearchModel.Flower) -> Void)? = nil,
        toggleSave: ((CatalogSearchModel.Flower) -> Void)? = nil
    ) {
        self.model = model
        self.openFlower = openFlower
        self.toggleSave = toggleSave
    }

    /// The tab's root page; the navigation stack around it (and the pages it pushes) is the caller's.
    public var body: some View {
        VStack(spacing: 0) {
            GlassSearchBar(text: query, onSubmit: submit)
                .padding(.horizontal, CalyxSpacing.screenMargin)
                .padding(.vertical, CalyxSpacing.small)
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .background(CalyxPalette.cream.ignoresSafeArea())
        .navigationTitle("Catalog")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar { toolbar }
        .sheet(isPresented: $showingFilters) {
            SearchFiltersSheet(filters: model.filters) { filters in
                model.filters = filters
                submit()
            }
        }
        .onChange(of: model.sort) { submit() }
    }

    /// The field shows the model's query; every keystroke goes through `type(_:)` (debounced there).
    private var query: Binding<String> {
        Binding { model.query } set: { model.type($0) }
    }

    @ViewBuilder
    private var content: some View {
        if !model.suggestions.isEmpty {
            SearchSuggestionsList(suggestions: model.suggestions, select: show)
        } else {
            switch model.phase {
            case .history:
                SearchHistoryList(
                    model: model.history, search: searchFor, open: show,
                    emptyState: AnyView(CatalogEmptyState(model: model, search: searchFor, open: show))
                )
            case .searching:
                SkeletonGrid()
            case .results:
                SearchResultsView(model: model, open: show, toggleSave: toggleSave)
            case .empty:
                VStack(spacing: CalyxSpacing.medium) {
                    ContentUnavailableView.search(text: model.query)
                    if let corrected = model.correctedQuery {
                        Button("Search for \u{201C}\(corrected)\u{201D}") { Task { await model.acceptCorrection() } }
                            .buttonStyle(.calyxSecondary)
                            .padding(.horizontal, CalyxSpacing.extraLarge)
                    }
                }
            case .failed(let failure):
                ErrorRetryView(failure: failure) { await model.retry() }
            }
        }
    }

    @ToolbarContentBuilder
    private var toolbar: some ToolbarContent {
        ToolbarItem(placement: .topBarLeading) {
            // People and collections are searched on Explore; this field searches flowers.
            Button {
                navigate(.explore)
            } label: {
                Label("Explore", systemImage: "safari")
            }
        }
        ToolbarItemGroup(placement: .topBarTrailing) {
            if model.phase == .results || model.phase == .empty {
                Menu {
                    Picker("Sort By", selection: $model.sort) {
                        ForEach(CatalogSearchModel.Sort.allCases, id: \.self) { sort in
                            Text(sort.title).tag(sort)
                        }
                    }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
                Button {
                    withAnimation(.easeInOut(duration: 0.3)) { model.layout = model.layout == .grid ? .list : .grid }
                } label: {
                    model.layout == .grid
                        ? Label("Show as List", systemImage: "list.bullet")
                        : Label("Show as Grid", systemImage: "square.grid.2x2")
                }
            }
            Button {
                showingFilters = true
            } label: {
                Label("Filters", systemImage: model.filters.count > 0 ? "line.3.horizontal.decrease.circle.fill" : "line.3.horizontal.decrease.circle")
            }
            .accessibilityValue(model.filters.count > 0 ? "\(model.filters.count) on" : "")
        }
    }

    private func submit() {
        Task { await model.search() }
    }

    private func searchFor(_ words: String) {
        model.type(words)
        submit()
    }

    private func show(_ flower: CatalogSearchModel.Flower) {
        if let openFlower { openFlower(flower) } else { searchFor(flower.commonName) }
    }
}

/// The first page on its way: Polaroid-shaped skeletons where the results will be.
private struct SkeletonGrid: View {
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible(), spacing: CalyxSpacing.medium), GridItem(.flexible(), spacing: CalyxSpacing.medium)], spacing: CalyxSpacing.large) {
                ForEach(0..<6, id: \.self) { _ in PolaroidSkeleton() }
            }
            .padding(.horizontal, CalyxSpacing.screenMargin)
            .padding(.vertical, CalyxSpacing.small)
        }
        .scrollDisabled(true)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Searching")
    }
}
