import CalyxCore
import SwiftUI

/// §3.2's filter search in a bottom sheet (§7.6): colour, bloom season, region, plant type, light and
/// pet safety. It edits a copy; Show Results hands it back to be searched, Cancel drops it.
struct SearchFiltersSheet: View {
    @State private var draft: SearchFilters
    let apply: (SearchFilters) -> Void
    @Environment(\.dismiss) private var dismiss

    init(filters: SearchFilters, apply: @escaping (SearchFilters) -> Void) {
        _draft = State(initialValue: filters)
        self.apply = apply
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    picker("Color", selection: $draft.color)
                    picker("Bloom Season", selection: $draft.season)
                    picker("Region", selection: $draft.region)
                    picker("Plant Type", selection: $draft.type)
                    picker("Light", selection: $draft.light)
                }
                Section {
                    Toggle("Safe for Cats and Dogs", isOn: $draft.petSafeOnly)
                } footer: {
                    Text("Only flowers the ASPCA lists as non-toxic to both cats and dogs.")
                }
                Section {
                    Button("Clear Filters", role: .destructive) { draft = SearchFilters() }
                        .disabled(draft.count == 0)
                }
            }
            .tint(CalyxPalette.botanicalGreen)
            .navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Show Results") {
                        apply(draft)
                        dismiss()
                    }
                }
            }
        }
        .presentationDetents([.medium, .large])
    }

    private func picker<Option: SearchOption>(_ title: String, selection: Binding<Option?>) -> some View {
        Picker(title, selection: selection) {
            Text("Any").tag(Option?.none)
            ForEach(Option.allCases, id: \.self) { option in
                Text(option.title).tag(Option?.some(option))
            }
        }
    }
}
