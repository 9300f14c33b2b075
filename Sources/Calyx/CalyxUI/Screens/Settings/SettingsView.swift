import CalyxAPI
import CalyxCore
import ClientKit
import ClientUI
import Foundation
import SwiftUI
import UIKit

/// Settings (§3.5) over `SettingsModel`, with the app model for what belongs to this phone (the Face
/// ID lock, signing out): default view and units; push and weekly email; privacy (catalogue,
/// follower lists, new collections); the lock, when the phone has Face ID or Touch ID; the linked
/// sign-in methods (the last cannot be removed); export my data to the share sheet; clear cache;
/// sign out and delete account, each after asking; and About.
///
/// Each switch is the server's value: it flips once the server has kept the change, and stays if it
/// said no, the reason in a banner.
struct SettingsView: View {
    let model: SettingsModel
    @Environment(CalyxAppModel.self) private var app
    @Environment(\.navigate) private var navigate
    @Environment(\.openURL) private var openURL
    @State private var exported: SharedFile?
    @State private var isConfirmingSignOut = false

    private typealias Preferences = Components.Schemas.Preferences
    private typealias PreferencesUpdate = Components.Schemas.PreferencesUpdate

    var body: some View {
        Form {
            if let settings = model.settings {
                preferences(settings)
                notificationKinds
                privacy(settings.privacy)
                people
            } else if let failure = model.failure {
                Section {
                    Text(failure.message)
                    Button("Try Again") { Task { await model.load() } }
                }
            } else {
                Section {
                    BloomingRefreshIndicator()
                        .frame(maxWidth: .infinity)
                }
            }
            if let method = app.biometricMethod {
                Section {
                    Toggle("\(method) Lock", isOn: Binding { app.isLockEnabled } set: { on in Task { await app.setLockEnabled(on) } })
                } header: {
                    Text("Security")
                } footer: {
                    Text("Calyx asks for \(method) when you come back after a minute away.")
                }
            }
            signInMethods
            data
            about
            account
        }
        .scrollContentBackground(.hidden)
        .background(CalyxPalette.cream.ignoresSafeArea())
        .tint(CalyxPalette.botanicalGreen)
        .navigationTitle("Settings")
        .navigationBarTitleDisplayMode(.inline)
        .noticeBanner(model.notice) { model.dismissNotice() }
        .confirmationDialog("Sign out of Calyx?", isPresented: $isConfirmingSignOut, titleVisibility: .visible) {
            Button("Sign Out", role: .destructive) { Task { await app.signOut() } }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Your flowers and collections stay in your account; this iPhone forgets them until you sign in again.")
        }
        .confirmationDialog(
            "Delete your account?", isPresented: Binding { model.confirmingDeletion } set: { if !$0 { model.cancelDeletion() } },
            titleVisibility: .visible
        ) {
            Button("Delete Account", role: .destructive) { Task { await model.confirmDeletion() } }
            Button("Cancel", role: .cancel) { model.cancelDeletion() }
        } message: {
            Text("Your profile, saved flowers, collections and comments are deleted for good. This can't be undone.")
        }
        .shareSheet(for: $exported)
        .onChange(of: model.exportedFile) { _, file in
            if let file { exported = SharedFile(url: file) }
        }
        .onFirstAppear {
            await model.load()
            // Quiet hours (22:00–08:00) are kept in the person's own time zone.
            await model.sendTimeZone()
        }
    }

    // MARK: Sections

    private func preferences(_ settings: Components.Schemas.Settings) -> some View {
        Group {
            Section("App") {
                Picker("Default View", selection: Binding {
                    settings.preferences.defaultView
                } set: { view in
                    if let update = PreferencesUpdate.DefaultViewPayload(rawValue: view.rawValue) { Task { await model.setDefaultView(update) } }
                }) {
                    Text("Grid").tag(Preferences.DefaultViewPayload.grid)
                    Text("List").tag(Preferences.DefaultViewPayload.list)
                }
                Picker("Units", selection: Binding {
                    settings.preferences.measurementUnit
                } set: { unit in
                    if let update = PreferencesUpdate.MeasurementUnitPayload(rawValue: unit.rawValue) { Task { await model.setUnits(update) } }
                }) {
                    Text("Metric").tag(Preferences.MeasurementUnitPayload.metric)
                    Text("Imperial").tag(Preferences.MeasurementUnitPayload.imperial)
                }
            }
            Section {
                Toggle("Push Notifications", isOn: Binding {
                    settings.preferences.notificationsEnabled
                } set: { on in Task { await model.setPushNotifications(on) } })
                Toggle("Weekly Email", isOn: Binding {
                    settings.preferences.emailNotifications
                } set: { on in Task { await model.setEmailNotifications(on) } })
                if model.pushBlockedByPhone {
                    Button("Allow Notifications in iOS Settings") {
                        if let url = URL(string: UIApplication.openSettingsURLString) { openURL(url) }
                    }
                }
            } header: {
                Text("Notifications")
            } footer: {
                Text("The email sums up what you haven't read, once a week. Pushes wait out 22:00–08:00 in your time zone.")
            }
        }
    }

    /// One switch per kind of notification (§3.6), the optional comment one included.
    private var notificationKinds: some View {
        Section {
            ForEach(Components.Schemas.NotificationKind.allCases, id: \.self) { kind in
                Toggle(kind.settingsTitle, isOn: Binding { model.isOn(kind) } set: { on in Task { await model.setOn(kind, on) } })
            }
        } header: {
            Text("Notify Me About")
        } footer: {
            Text("Off keeps that kind out of your notifications and pushes.")
        }
    }

    /// The accounts one blocked or muted, each list with Unblock or Unmute.
    private var people: some View {
        Section("People") {
            Button {
                navigate(.people(.blocked))
            } label: {
                Label("Blocked Accounts", systemImage: "hand.raised")
            }
            Button {
                navigate(.people(.muted))
            } label: {
                Label("Muted Accounts", systemImage: "speaker.slash")
            }
        }
    }

    private func privacy(_ privacy: Components.Schemas.Privacy) -> some View {
        Section {
            Toggle("Public Catalogue", isOn: Binding { privacy.cataloguePublic } set: { on in Task { await model.setCataloguePublic(on) } })
            Toggle("Public Follower Lists", isOn: Binding { privacy.followerListsPublic } set: { on in Task { await model.setFollowerListsPublic(on) } })
            Toggle("New Collections Are Public", isOn: Binding {
                privacy.defaultCollectionPublic
            } set: { on in Task { await model.setDefaultCollectionPublic(on) } })
        } header: {
            Text("Privacy")
        } footer: {
            Text("Your favorites are always public. Each collection can be made public or private on its page.")
        }
    }

    private var signInMethods: some View {
        Section {
            ForEach(model.linked, id: \.method) { provider in
                HStack {
                    Label(provider.method.title, systemImage: provider.method.systemImage)
                    Spacer()
                    if model.canUnlink(provider.method) {
                        Button("Remove", role: .destructive) { Task { await model.unlink(provider.method) } }
                            .buttonStyle(.borderless)
                            .accessibilityLabel("Remove \(provider.method.title)")
                    }
                }
            }
            ForEach(model.linkableProviders, id: \.self) { provider in
                Button {
                    Task { await model.link(provider) }
                } label: {
                    HStack {
                        Label("Add \(provider.rawValue.capitalized)", systemImage: "plus.circle")
                        Spacer()
                        if model.linking == provider { ProgressView() }
                    }
                }
                .disabled(model.linking != nil)
            }
        } header: {
            Text("Sign-in Methods")
        } footer: {
            Text("You can always sign in with at least one of these.")
        }
    }

    private var data: some View {
        Section("Your Data") {
            Button {
                Task {
                    // A folder of its own each time, so a second export is a new file the sheet offers again.
                    let folder = FileManager.default.temporaryDirectory.appending(path: "Export-\(UUID().uuidString)")
                    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    await model.exportData(to: folder)
                }
            } label: {
                HStack {
                    Label("Export My Data", systemImage: "square.and.arrow.up.on.square")
                    Spacer()
                    if model.isExporting { ProgressView() }
                }
            }
            .disabled(model.isExporting)
            Button {
                Task { await model.clearCache() }
            } label: {
                Label("Clear Cache", systemImage: "arrow.3.trianglepath")
            }
        }
    }

    private var about: some View {
        Section("About") {
            LabeledContent("Version", value: model.appVersion)
            Link(destination: model.termsURL) {
                Label("Terms of Service", systemImage: "doc.text")
            }
            Link(destination: model.privacyURL) {
                Label("Privacy Policy", systemImage: "hand.raised")
            }
            Button {
                navigate(.help)
            } label: {
                Label("Help & Support", systemImage: "questionmark.circle")
            }
        }
    }

    private var account: some View {
        Section {
            Button("Sign Out", role: .destructive) { isConfirmingSignOut = true }
            Button("Delete Account", role: .destructive) { model.askToDeleteAccount() }
        }
    }
}
