import DandelionCore
import Foundation
import Observation
import SwiftUI

/// Settings: how letting go works, themes, prompts, the counts Dandelion keeps, someone to talk to, purchases.
struct SettingsView: View {
    @Bindable var settings: SettingsModel
    let premium: PremiumModel
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme
    @State private var showsPremium = false

    init(settings: SettingsModel, premium: PremiumModel) {
        self.settings = settings
        self.premium = premium
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Blow to let go", isOn: $settings.preferences.listensForBlow)
                    if settings.preferences.listensForBlow {
                        Picker("Sensitivity", selection: $settings.preferences.sensitivity) {
                            Text("Low").tag(BlowSensitivity.low)
                            Text("Medium").tag(BlowSensitivity.medium)
                            Text("High").tag(BlowSensitivity.high)
                        }
                    }
                } header: {
                    Text("Letting go")
                } footer: {
                    Text("High sensitivity hears a softer breath but needs a quieter room. Swiping up and the Let go button always work too. The microphone listens only after you tap it beside the page, until you type again or stay quiet, and nothing is recorded.")
                }

                Section("Release") {
                    Picker("Drifts away as", selection: $settings.preferences.seedGranularity) {
                        Text("Letters").tag(SeedGranularity.letters)
                        Text("Words").tag(SeedGranularity.words)
                    }
                    Toggle("Gentle release", isOn: $settings.preferences.prefersGentleRelease)
                    Toggle("Haptics", isOn: $settings.preferences.haptics)
                }

                Section {
                    Picker("Keep unreleased words", selection: $settings.preferences.pageKeeping) {
                        ForEach(PageKeeping.allCases, id: \.self) { keeping in
                            Text(keeping.title).tag(keeping)
                        }
                    }
                    Toggle("Apple keyboard only", isOn: $settings.preferences.systemKeyboardOnly)
                } header: {
                    Text("Privacy")
                } footer: {
                    Text("Unreleased words wait this long while you are in another app or the phone is locked. They stay in memory only, hidden from the app switcher, and are never saved; quitting Dandelion always clears them. Keyboards from other apps can keep what you type: with Apple keyboard only, Dandelion asks iOS not to offer them, from the next time it opens.")
                }

                Section {
                    Toggle("Offer a prompt", isOn: $settings.preferences.showsPrompts)
                } header: {
                    Text("Prompts")
                } footer: {
                    Text("A gentle question above the page, to help you start.")
                }

                Section("Theme") {
                    ThemePicker(settings: settings) { showsPremium = true }
                }

                Section {
                    Text(settings.usageSummary())
                    LabeledContent("Times opened", value: settings.usage.sessions.formatted())
                    LabeledContent("Blown away", value: settings.usage.blowReleases.formatted())
                    LabeledContent("Swiped away", value: settings.usage.swipeReleases.formatted())
                } header: {
                    Text("Your letting go")
                } footer: {
                    Text("Only counts are kept, on this device. Never a word of what you wrote.")
                }

                CrisisSection(settings: settings)

                Section("Purchases") {
                    Button("Dandelion Premium") { showsPremium = true }
                        .frame(minHeight: 44)
                    Button("Restore Purchases") {
                        Task { await premium.restore() }
                    }
                    .frame(minHeight: 44)
                    PurchaseStatusView(state: premium.purchase)
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
            .onChange(of: premium.purchase) { _, state in
                if !showsPremium { PurchaseStatusView.announce(state) }
            }
            .sheet(isPresented: $showsPremium) {
                PremiumView(premium: premium)
                    .preferredColorScheme(settings.theme(in: colorScheme.appearance).preferredColorScheme)
            }
        }
    }
}
