import CouplesCore
import SiteLinks
import SwiftUI

/// Settings: the daily reminder and its time, the time zone, unpairing (asked twice), signing out, and
/// deleting the account: the server's token first, then what goes is read and confirmed.
struct SettingsView: View {
    let model: SettingsModel
    /// The pair's safety code lives here too, once paired.
    var pairing: PairingModel?
    @Environment(\.dismiss) private var dismiss

    private var reminderDate: Binding<Date> {
        Binding {
            let clock = model.reminderClock
            return Calendar.current.date(bySettingHour: clock.hour, minute: clock.minute, second: 0, of: Date()) ?? Date()
        } set: { date in
            let parts = Calendar.current.dateComponents([.hour, .minute], from: date)
            Task { await model.setReminderTime(hour: parts.hour ?? 20, minute: parts.minute ?? 0) }
        }
    }

    var body: some View {
        Form {
            Section("Daily reminder") {
                Toggle("Remind me", isOn: Binding(get: { model.reminders }, set: { on in Task { await model.setReminders(on) } }))
                if model.reminders {
                    DatePicker("Time", selection: reminderDate, displayedComponents: .hourAndMinute)
                }
            }
            Section("Time zone") {
                LabeledContent("Your day follows", value: model.timeZone)
                if !model.followsDevice {
                    Button("Use this phone's (\(model.deviceTimeZone))") { Task { await model.useDeviceTimeZone() } }
                }
            }
            if model.isPaired, let pairing {
                Section("Your pair") {
                    NavigationLink { SafetyCodeView(model: pairing) } label: { Label("Safety code", systemImage: "lock.shield") }
                }
            }
            if model.isPaired {
                Section {
                    Button("Unpair", role: .destructive) { model.requestUnpair() }
                }
            }
            Section {
                Button("Sign Out") { model.requestSignOut() }
                Button(role: .destructive) {
                    Task { await model.requestDeletion() }
                } label: {
                    HStack {
                        Text("Delete Account")
                        if model.deletion == .requesting || model.deletion == .deleting {
                            Spacer()
                            ProgressView()
                        }
                    }
                }
                .disabled(model.deletion != .idle)
            } footer: {
                Text("Deleting your account removes everything of yours from Couples, for good.")
            }
            if let site = model.site {
                Section("About Couples") {
                    Link("Privacy", destination: site.privacy)
                    Link("Terms", destination: site.terms)
                    Link("Support", destination: site.support)
                }
            }
            if let error = model.error {
                Section { Text(error).foregroundStyle(.red) }
            }
        }
        .scrollContentBackground(.hidden)
        .background(CouplesTheme.background.ignoresSafeArea())
        .navigationTitle("Settings")
        .toolbar { Button("Done") { dismiss() } }
        .task { await model.load() }
        // Alerts leave only by their buttons, and each button says what happens: the async
        // confirmations run after the alert is gone, so dismissing must not undo the request first.
        .alert("Unpair?", isPresented: Binding(get: { model.isConfirmingUnpair }, set: { _ in })) {
            Button("Unpair and Delete Everything", role: .destructive) { Task { await model.confirmUnpair() } }
            Button("Cancel", role: .cancel) { model.cancelUnpair() }
        } message: {
            Text(model.unpairConfirmationText)
        }
        .alert("Sign out?", isPresented: Binding(get: { model.isConfirmingSignOut }, set: { _ in })) {
            Button("Sign Out", role: .destructive) { Task { await model.confirmSignOut() } }
            Button("Cancel", role: .cancel) { model.cancelSignOut() }
        } message: {
            Text(model.signOutConfirmationText)
        }
        .alert("Delete your account?", isPresented: Binding(get: { model.isConfirmingDeletion }, set: { _ in })) {
            Button("Delete Everything", role: .destructive) { Task { await model.confirmDeletion() } }
            Button("Keep My Account", role: .cancel) { model.cancelDeletion() }
        } message: {
            Text(model.deletionConfirmationText)
        }
    }
}
