import CouplesCore
import SwiftUI

/// S-001: the flower, the partner's status, the streak and the garden dropdown. Tapping the flower
/// opens flower care (S-002).
struct MainFlowerView: View {
    let app: CouplesAppModel
    @State private var showingCare = false
    @State private var showingUnlock = false
    @State private var showingSettings = false

    private var model: MainFlowerModel { app.main }

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                RekeyApprovalCard(model: app.pairing)
                SafetyCodeCard(model: app.pairing)
                if model.isShowingCachedState {
                    Label("Offline — showing your flower as it was", systemImage: "wifi.slash")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                switch model.phase {
                case .loading:
                    ProgressView().frame(height: 320)
                case .failed(let message):
                    VStack(spacing: 12) {
                        Text(message).font(.headline)
                        Button("Try again") { Task { await model.load() } }
                            .buttonStyle(.borderedProminent)
                    }
                    .frame(height: 320)
                case .loaded, .notPaired:
                    if let flower = model.flower {
                        Button { showingCare = true } label: {
                            VStack(spacing: 8) {
                                FlowerView(flower: flower).frame(height: 280)
                                Text(flower.name).font(.title2.weight(.semibold))
                                Text(flower.wilted ? "\(flower.stageName) · wilted" : flower.stageName)
                                    .font(.subheadline).foregroundStyle(.secondary)
                            }
                        }
                        .buttonStyle(.plain)
                        .accessibilityHint("Opens today's question")
                    }
                }
                statusCard
                gardenDropdown
                NavigationLink { DaysView(model: app.days) } label: {
                    Label("Look back on your days", systemImage: "calendar").frame(maxWidth: .infinity, alignment: .leading)
                }
                .card()
                Button("Unlock new flowers") { showingUnlock = true }
                    .buttonStyle(.bordered)
            }
            .padding()
        }
        .background(CouplesTheme.background.ignoresSafeArea())
        .navigationTitle("Today")
        .toolbar {
            Button { showingSettings = true } label: { Image(systemName: "gearshape") }
                .accessibilityLabel("Settings")
        }
        .refreshable { await model.load() }
        .task { await model.load() }
        .sheet(isPresented: $showingCare) { NavigationStack { FlowerCareView(model: app.care) } }
        .sheet(isPresented: $showingUnlock) { NavigationStack { UnlockView(model: app.unlock) } }
        .sheet(isPresented: $showingSettings) { NavigationStack { SettingsView(model: app.settings, pairing: app.pairing) } }
        .streakUnlockAnnouncement(app.announcements)
    }

    private var statusCard: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(model.partnerStatusText, systemImage: model.partnerStatus == .done ? "checkmark.circle.fill" : "hourglass")
                .font(.headline)
            Label(model.streakText, systemImage: "flame")
            Label(model.freezesText, systemImage: "snowflake")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .card()
        .accessibilityElement(children: .combine)
    }

    private var gardenDropdown: some View {
        DisclosureGroup(isExpanded: Binding(get: { model.isGardenOpen }, set: { _ in model.toggleGarden() })) {
            if model.gardenFlowers.isEmpty {
                Text(model.gardenEmptyMessage).foregroundStyle(.secondary)
            } else {
                ForEach(model.gardenFlowers) { flower in
                    HStack {
                        Text(flower.name)
                        Spacer()
                        Text(flower.bloomedText ?? flower.stageName).foregroundStyle(.secondary)
                    }
                    .font(.subheadline)
                    .accessibilityElement(children: .combine)
                }
            }
            // The seed box and new flowers are there before anything has bloomed too.
            NavigationLink("Open the garden") { GardenView(model: app.garden, unlock: app.unlock) }
        } label: {
            Label("Your garden", systemImage: "leaf")
        }
        .card()
    }
}
