import CouplesCore
import SwiftUI

/// S-004: the flowers to unlock, by streak milestone or purchase.
struct UnlockView: View {
    let model: UnlockModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            Section("Streak milestones") {
                ForEach(model.milestones, id: \.days) { milestone in
                    Label {
                        VStack(alignment: .leading) {
                            Text("\(milestone.days) days in a row").font(.headline)
                            Text(milestone.speciesNames.joined(separator: ", ")).foregroundStyle(.secondary)
                        }
                    } icon: {
                        Image(systemName: milestone.reached ? "checkmark.seal.fill" : "lock")
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            Section("Flowers") {
                ForEach(model.rows) { row in
                    HStack {
                        // What unlocking or buying it gives: the species at full bloom.
                        FlowerFigureView(look: row.preview).frame(width: 64, height: 64)
                        VStack(alignment: .leading, spacing: 4) {
                            Text(row.name).font(.headline)
                            Text(row.meaning).font(.subheadline).foregroundStyle(.secondary)
                            Text(row.howToGet).font(.caption)
                        }
                        Spacer()
                        if case .purchase(let productID, let price) = row.availability {
                            if model.awaitingApproval.contains(productID) {
                                Label("Waiting for approval", systemImage: "hourglass")
                                    .font(.caption).foregroundStyle(.secondary)
                            } else if model.purchasingID == row.id {
                                ProgressView().accessibilityLabel("Buying \(row.name)")
                            } else {
                                Button(price ?? "Buy") { Task { await model.purchase(row.id) } }
                                    .buttonStyle(.borderedProminent)
                                    .disabled(model.purchasingID != nil || model.isRestoring)
                                    .accessibilityLabel("Buy \(row.name)\(price.map { " for \($0)" } ?? "")")
                            }
                        } else if row.isUnlocked {
                            Image(systemName: "checkmark.circle.fill").foregroundStyle(CouplesTheme.leaf)
                                .accessibilityLabel("Unlocked")
                        }
                    }
                }
            }
            if let message = model.message {
                Section { Text(message) }
            }
            Section {
                Button {
                    Task { await model.restore() }
                } label: {
                    if model.isRestoring {
                        Label { Text("Restoring…") } icon: { ProgressView() }
                    } else {
                        Text("Restore Purchases")
                    }
                }
                .disabled(model.isRestoring || model.purchasingID != nil)
            } footer: {
                Text("Bought flowers on another phone? Restore them here.")
            }
        }
        .scrollContentBackground(.hidden)
        .background(CouplesTheme.background.ignoresSafeArea())
        .navigationTitle("New flowers")
        .toolbar { Button("Done") { dismiss() } }
        .task { await model.load() }
    }
}
