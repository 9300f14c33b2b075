import DandelionCore
import Foundation
import Observation
import SiteLinks
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
                    Toggle(DandelionCopy[.settingsBlowToLetGo], isOn: $settings.preferences.listensForBlow)
                    if settings.preferences.listensForBlow {
                        Picker(DandelionCopy[.settingsSensitivity], selection: $settings.preferences.sensitivity) {
                            Text(DandelionCopy[.sensitivityLow]).tag(BlowSensitivity.low)
                            Text(DandelionCopy[.sensitivityMedium]).tag(BlowSensitivity.medium)
                            Text(DandelionCopy[.sensitivityHigh]).tag(BlowSensitivity.high)
                        }
                    }
                } header: {
                    Text(DandelionCopy[.settingsLettingGo])
                } footer: {
                    Text(DandelionCopy[.settingsLettingGoFooter])
                }

                Section(DandelionCopy[.settingsRelease]) {
                    Picker(DandelionCopy[.settingsDriftsAwayAs], selection: $settings.preferences.seedGranularity) {
                        Text(DandelionCopy[.settingsLetters]).tag(SeedGranularity.letters)
                        Text(DandelionCopy[.settingsWords]).tag(SeedGranularity.words)
                    }
                    Toggle(DandelionCopy[.settingsGentleRelease], isOn: $settings.preferences.prefersGentleRelease)
                    Toggle(DandelionCopy[.settingsHaptics], isOn: $settings.preferences.haptics)
                }

                Section {
                    Picker(DandelionCopy[.settingsKeepUnreleased], selection: $settings.preferences.pageKeeping) {
                        ForEach(PageKeeping.allCases, id: \.self) { keeping in
                            Text(keeping.title).tag(keeping)
                        }
                    }
                    Toggle(DandelionCopy[.settingsAppleKeyboardOnly], isOn: $settings.preferences.systemKeyboardOnly)
                } header: {
                    Text(DandelionCopy[.settingsPrivacy])
                } footer: {
                    Text(DandelionCopy[.settingsPrivacyFooter])
                }

                if let site = settings.site {
                    Section(DandelionCopy[.settingsAbout]) {
                        Link(DandelionCopy[.settingsPrivacyPolicy], destination: site.privacy)
                        Link(DandelionCopy[.settingsTerms], destination: site.terms)
                        Link(DandelionCopy[.settingsSupport], destination: site.support)
                    }
                }

                Section {
                    Toggle(DandelionCopy[.settingsOfferPrompt], isOn: $settings.preferences.showsPrompts)
                } header: {
                    Text(DandelionCopy[.promptsTitle])
                } footer: {
                    Text(DandelionCopy[.settingsPromptsFooter])
                }

                Section(DandelionCopy[.settingsTheme]) {
                    ThemePicker(settings: settings) { showsPremium = true }
                }

                Section {
                    Text(settings.usageSummary())
                    LabeledContent(DandelionCopy[.settingsTimesOpened], value: settings.count(settings.usage.sessions))
                    LabeledContent(DandelionCopy[.settingsBlownAway], value: settings.count(settings.usage.blowReleases))
                    LabeledContent(DandelionCopy[.settingsSwipedAway], value: settings.count(settings.usage.swipeReleases))
                } header: {
                    Text(DandelionCopy[.settingsUsageHeader])
                } footer: {
                    Text(DandelionCopy[.settingsUsageFooter])
                }

                CrisisSection(settings: settings)

                Section(DandelionCopy[.settingsPurchases]) {
                    Button(DandelionCopy[.premiumName]) { showsPremium = true }
                        .frame(minHeight: 44)
                    Button(DandelionCopy[.premiumRestore]) {
                        Task { await premium.restore() }
                    }
                    .frame(minHeight: 44)
                    PurchaseStatusView(state: premium.purchase)
                }
            }
            .navigationTitle(DandelionCopy[.settingsTitle])
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button(DandelionCopy[.commonDone]) { dismiss() }
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
