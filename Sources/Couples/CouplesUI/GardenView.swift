import CouplesCore
import SwiftUI

/// S-003: every flower the pair owns, the growing one first, then the bloomed ones newest first.
struct GardenView: View {
    let model: GardenModel

    var body: some View {
        List {
            if let growing = model.growing {
                Section("Growing now") { row(growing) }
            }
            Section("Bloomed") {
                if model.isEmpty {
                    Text(GardenModel.emptyMessage).foregroundStyle(.secondary)
                } else {
                    ForEach(model.bloomed) { row($0) }
                }
            }
        }
        .scrollContentBackground(.hidden)
        .background(CouplesTheme.background.ignoresSafeArea())
        .navigationTitle("Garden")
        .overlay {
            if model.phase == .loading { ProgressView() }
        }
        .task { await model.load() }
        .refreshable { await model.load() }
    }

    private func row(_ flower: FlowerDisplay) -> some View {
        HStack(spacing: 16) {
            FlowerView(flower: flower).frame(width: 56, height: 56)
            VStack(alignment: .leading) {
                Text(flower.name).font(.headline)
                Text(flower.bloomedText ?? flower.stageName).font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .accessibilityElement(children: .combine)
    }
}
