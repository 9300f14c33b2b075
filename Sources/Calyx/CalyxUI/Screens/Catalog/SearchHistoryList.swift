import CalyxAPI
import CalyxCore
import ClientKit
import SwiftUI

/// §3.3's search history under the search bar: newest first under Today / Yesterday / This Week /
/// Earlier (collapsible), swipe left to delete, Clear All behind a confirmation, more pages as the
/// end comes near. Signed out there is no history, and the screen says why.
///
/// "Search within history" filters the entries as one types (the model waits for a pause). The
/// history is asked for when the tab first shows it and after a flower opened from a search changed
/// it, not on every appearance; pull to refresh asks again. An empty history shows what to try.
struct SearchHistoryList: View {
    let model: SearchHistoryModel
    let search: (String) -> Void
    let open: (CatalogSearchModel.Flower) -> Void
    /// What an empty history shows: suggested searches and trending flowers.
    let emptyState: AnyView
    @State private var collapsed: Set<HistorySection> = []

    var body: some View {
        Group {
            if let failure = model.failure, model.entries.isEmpty {
                if failure.kind == .signedOut {
                    ContentUnavailableView(
                        "Your Searches Live Here", systemImage: "clock.arrow.circlepath",
                        description: Text("Sign in to keep the flowers you look up, on all your devices.")
                    )
                } else {
                    ErrorRetryView(failure: failure) { await model.load() }
                }
            } else if model.entries.isEmpty, model.filter.isEmpty {
                emptyState
            } else {
                list
            }
        }
        .foregroundStyle(CalyxPalette.darkGray)
        // Not `.task`: leaving the screen mid-load would cancel the request and leave a failure behind.
        .onAppear { Task { await model.appeared() } }
        .confirmationDialog(
            "Clear your search history?",
            isPresented: Binding(get: { model.confirmingClear }, set: { if !$0 { model.cancelClear() } }),
            titleVisibility: .visible
        ) {
            Button("Clear All", role: .destructive) { Task { await model.confirmClear() } }
            Button("Cancel", role: .cancel) { model.cancelClear() }
        } message: {
            Text("Every search is removed from your account, on all your devices.")
        }
    }

    private var list: some View {
        List {
            HStack {
                Text("Recent")
                    .calyxFont(.h3)
                    .foregroundStyle(CalyxPalette.black)
                    .accessibilityAddTraits(.isHeader)
                Spacer()
                Button("Clear All") { model.askToClear() }
                    .calyxFont(.small)
                    .foregroundStyle(CalyxPalette.botanicalGreen)
                    .buttonStyle(.borderless)
            }
            .listRowBackground(Color.clear)
            TextField("Search your history", text: Binding { model.filter } set: { model.type($0) })
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .padding(.horizontal, 12)
                .frame(minHeight: CalyxSpacing.minimumTouchTarget)
                .background(CalyxPalette.white, in: RoundedRectangle(cornerRadius: CalyxSpacing.Radius.inputField, style: .continuous))
                .listRowBackground(Color.clear)
            if model.entries.isEmpty {
                Text("No searches match \u{201C}\(model.filter)\u{201D}.")
                    .calyxFont(.small)
                    .listRowBackground(Color.clear)
            }
            ForEach(model.sections, id: \.section) { group in
                Section(isExpanded: expansion(of: group.section)) {
                    ForEach(group.items, id: \.id) { entry in
                        HistoryRow(entry: entry) { select(entry) }
                            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                Button(role: .destructive) {
                                    Task { await model.delete(entry) }
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                            .onAppear { appeared(entry) }
                    }
                } header: {
                    Text(group.section.rawValue)
                }
            }
        }
        // The sidebar style is the one whose sections show a disclosure control and collapse.
        .listStyle(.sidebar)
        .scrollContentBackground(.hidden)
        .scrollDismissesKeyboard(.immediately)
        .refreshable { await model.load() }
    }

    private func expansion(of section: HistorySection) -> Binding<Bool> {
        Binding {
            !collapsed.contains(section)
        } set: { isExpanded in
            if isExpanded { collapsed.remove(section) } else { collapsed.insert(section) }
        }
    }

    private func select(_ entry: SearchHistoryModel.Entry) {
        if entry.kind == .flower, let flower = entry.flower {
            open(flower)
        } else {
            search(entry.query)
        }
    }

    /// Rows appearing near the end of what is loaded fetch the next page (the model asks each once).
    private func appeared(_ entry: SearchHistoryModel.Entry) {
        guard let index = model.entries.firstIndex(where: { $0.id == entry.id }) else { return }
        Task { await model.entryAppeared(at: index) }
    }
}
