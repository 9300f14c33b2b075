import CouplesCore
import SwiftUI

/// S-003: every flower the pair owns, the growing one first, then the bloomed ones newest first; the
/// seed box to choose the flower planted next; the way to new flowers (S-004).
struct GardenView: View {
    let model: GardenModel
    let unlock: UnlockModel
    @State private var showingUnlock = false

    var body: some View {
        List {
            if let growing = model.growing {
                Section("Growing now") { row(growing) }
            }
            if !model.seedBox.isEmpty { seedBox }
            Section("Bloomed") {
                if model.isEmpty {
                    Text(GardenModel.emptyMessage).foregroundStyle(.secondary)
                } else {
                    ForEach(model.bloomed) { row($0) }
                }
            }
            Section {
                Button("Unlock new flowers") { showingUnlock = true }
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
        // A flower bought there belongs in the seed box at once.
        .sheet(isPresented: $showingUnlock, onDismiss: { Task { await model.load() } }) {
            NavigationStack { UnlockView(model: unlock) }
        }
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

    private var seedBox: some View {
        Section {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 12) {
                    ForEach(model.seedBox) { packet in
                        Button { Task { await model.plantNext(packet.id) } } label: { seedPacket(packet) }
                            .buttonStyle(.plain)
                            .disabled(model.choosingID != nil)
                            .accessibilityLabel(packet.name)
                            .accessibilityValue(packet.isChosen ? "Planted next" : "")
                            .accessibilityHint("Plants it when your flower is in full bloom")
                            .accessibilityAddTraits(packet.isChosen ? .isSelected : [])
                    }
                }
                .padding(.vertical, 4)
            }
            if let message = model.seedBoxMessage {
                Label(message, systemImage: "info.circle").font(.footnote).foregroundStyle(.secondary)
            }
        } header: {
            Text("Seed box")
        } footer: {
            Text(model.seedBoxCaption)
        }
    }

    private func seedPacket(_ packet: GardenModel.SeedPacket) -> some View {
        VStack(spacing: 4) {
            FlowerFigureView(look: packet.look).frame(width: 64, height: 64)
            Text(packet.name).font(.caption).lineLimit(2).multilineTextAlignment(.center)
        }
        .frame(width: 84)
        .padding(6)
        .background(RoundedRectangle(cornerRadius: 12).strokeBorder(packet.isChosen ? CouplesTheme.leaf : .clear, lineWidth: 2))
        .overlay(alignment: .topTrailing) {
            if model.choosingID == packet.id {
                ProgressView()
            } else if packet.isChosen {
                Image(systemName: "checkmark.circle.fill").foregroundStyle(CouplesTheme.leaf)
            }
        }
    }
}
