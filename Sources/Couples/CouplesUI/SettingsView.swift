import CouplesCore
import SwiftUI

/// Settings: the daily reminder and its time, the time zone, and unpairing (asked twice).
struct SettingsView: View {
    let model: SettingsModel
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
            if model.isPaired {
                Section {
                    Button("Unpair", role: .destructive) { model.requestUnpair() }
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
        .confirmationDialog(
            "Unpair?", isPresented: Binding(get: { model.isConfirmingUnpair }, set: { if !$0 { model.cancelUnpair() } }), titleVisibility: .visible
        ) {
            Button("Unpair and delete everything", role: .destructive) { Task { await model.confirmUnpair() } }
            Button("Cancel", role: .cancel) { model.cancelUnpair() }
        } message: {
            Text(model.unpairConfirmationText)
        }
    }
}
