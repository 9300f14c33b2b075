import CalyxAPI
import CalyxCore
import Foundation
import SwiftUI

/// The Overview tab (§3.2): family and description, the scent (profile and intensity, what the
/// community smells, the person's own note and the way to write it), growing conditions, bloom time,
/// height and spread, and hardiness zones.
/// A saved flower's own notes and photos come first ("Your Flower"). Sizes show in the person's units.
struct FlowerOverviewTab: View {
    let detail: Components.Schemas.FlowerDetail
    let model: FlowerDetailModel
    let writeScentNote: () -> Void

    var body: some View {
        VStack(spacing: CalyxSpacing.large) {
            if model.isSaved, let own = model.own {
                YourFlowerSection(model: own)
            }
            DetailSection(title: "About", systemImage: "text.book.closed") {
                DetailRow(label: "Family", value: detail.family)
                Text(detail.description)
                    .foregroundStyle(CalyxPalette.black)
            }
            scent
            DetailSection(title: "Growing Conditions", systemImage: "sun.max") {
                if !detail.light.isEmpty {
                    DetailRow(label: "Light", value: detail.light.map(\.title).formatted(.list(type: .or)))
                }
                DetailRow(label: "Water", value: detail.water.title)
                if !detail.soil.isEmpty {
                    DetailRow(label: "Soil", value: detail.soil.formatted(.list(type: .or)))
                }
                DetailRow(label: "Soil pH", value: FlowerDetailModel.rangeText(detail.soilPH))
            }
            if !model.bloomMonthNames.isEmpty {
                DetailSection(title: "Bloom Time", systemImage: "calendar") {
                    Text(model.bloomMonthNames.formatted(.list(type: .and)))
                        .foregroundStyle(CalyxPalette.black)
                }
            }
            DetailSection(title: "Size and Hardiness", systemImage: "ruler") {
                DetailRow(label: "Height", value: size(detail.heightCm, detail.heightIn))
                DetailRow(label: "Spread", value: size(detail.spreadCm, detail.spreadIn))
                DetailRow(label: "Hardiness zones", value: "USDA \(FlowerDetailModel.rangeText(detail.hardinessZones))")
            }
        }
    }

    private var scent: some View {
        DetailSection(title: "Scent", systemImage: "wind") {
            if let summary = model.scentSummary {
                Text(summary)
                    .calyxFont(.h3)
                    .foregroundStyle(CalyxPalette.earthBrown)
            }
            if let yours = detail.scent.yourNote {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Your note")
                        .calyxFont(.small)
                    Text(yours)
                        .foregroundStyle(CalyxPalette.black)
                }
                .accessibilityElement(children: .combine)
            }
            ForEach(detail.scent.communityNotes, id: \.self) { note in
                VStack(alignment: .leading, spacing: 2) {
                    Text("\u{201C}\(note.note)\u{201D}")
                        .foregroundStyle(CalyxPalette.black)
                    Text("\(note.displayName) · \(Text(note.updatedAt, format: .relative(presentation: .named)))")
                        .calyxFont(.caption)
                }
                .accessibilityElement(children: .combine)
            }
            Button(detail.scent.yourNote == nil ? "Add Your Scent Note" : "Edit Your Scent Note", action: writeScentNote)
                .buttonStyle(.calyxSecondary)
        }
    }

    /// "30–60 cm", or "12–24 in" for someone who chose imperial in Settings.
    private func size(_ metric: Components.Schemas.Range, _ imperial: Components.Schemas.Range) -> String {
        model.preferences.sizeText(metric: metric, imperial: imperial)
    }
}
