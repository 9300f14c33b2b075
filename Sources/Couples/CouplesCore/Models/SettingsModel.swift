import CouplesAPI
import Foundation
import Observation

/// Settings: the daily reminder (on/off and its local time), the time zone (the phone's by default, so
/// a partner who travels keeps a fair day) and unpairing, which asks for confirmation first.
@MainActor @Observable
public final class SettingsModel {
    public enum Phase: Equatable, Sendable {
        case loading, loaded
        case failed(String)
    }

    public private(set) var phase: Phase = .loading
    public private(set) var reminders = false
    /// `HH:MM`, 24-hour.
    public private(set) var reminderTime = "20:00"
    public private(set) var timeZone = "UTC"
    public private(set) var isPaired = false
    public private(set) var partnerName: String?
    public private(set) var isConfirmingUnpair = false
    public private(set) var didUnpair = false
    public private(set) var error: String?

    @ObservationIgnored let environment: CouplesEnvironment

    public init(environment: CouplesEnvironment) {
        self.environment = environment
    }

    public var deviceTimeZone: String { environment.deviceTimeZone().identifier }
    public var followsDevice: Bool { timeZone == deviceTimeZone }

    public var unpairConfirmationText: String {
        "Unpair from \(partnerName ?? "your partner")? Your flower, garden, answers and photos will be deleted for both of you. This can't be undone."
    }

    /// Loads the settings; on first launch the server still says UTC, so the phone's zone is sent.
    public func load() async {
        do {
            var me = try await environment.me()
            if me.timeZone == "UTC", deviceTimeZone != "UTC" {
                me = try await environment.service.updateSettings(timeZone: deviceTimeZone)
                try? environment.cache.save(me, as: .me)
            }
            apply(me)
            let pair = try? await environment.pair()
            isPaired = pair != nil
            partnerName = pair?.partner.displayName
            phase = .loaded
        } catch {
            phase = .failed("Settings not loaded. Try again.")
        }
    }

    public func setReminders(_ on: Bool) async {
        await update { try await $0.updateSettings(reminders: on) }
    }

    /// The reminder time as the time picker shows it (the server's `HH:MM`, 20:00 if it is unreadable).
    public var reminderClock: (hour: Int, minute: Int) {
        let parts = reminderTime.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2, (0...23).contains(parts[0]), (0...59).contains(parts[1]) else { return (20, 0) }
        return (parts[0], parts[1])
    }

    /// `hour` 0–23, `minute` 0–59.
    public func setReminderTime(hour: Int, minute: Int) async {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return }
        let text = String(format: "%02d:%02d", hour, minute)
        await update { try await $0.updateSettings(reminders: true, reminderTime: text) }
    }

    public func setTimeZone(_ identifier: String) async {
        guard TimeZone(identifier: identifier) != nil else {
            error = "That time zone isn't known."
            return
        }
        await update { try await $0.updateSettings(timeZone: identifier) }
    }

    public func useDeviceTimeZone() async {
        await setTimeZone(deviceTimeZone)
    }

    // MARK: Unpairing

    public func requestUnpair() {
        isConfirmingUnpair = true
    }

    public func cancelUnpair() {
        isConfirmingUnpair = false
    }

    /// After confirmation only: ends the pair on the server and forgets it on the phone.
    public func confirmUnpair() async {
        guard isConfirmingUnpair else { return }
        isConfirmingUnpair = false
        do {
            guard let pair = try await environment.pair() else { isPaired = false; return }
            try await environment.service.unpair(pairID: pair.id)
            try environment.cache.removePairState()
            isPaired = false
            partnerName = nil
            didUnpair = true
        } catch {
            self.error = PairingModel.message(error)
        }
    }

    private func update(_ change: (CouplesService) async throws -> Components.Schemas.Person) async {
        error = nil
        do {
            let me = try await change(environment.service)
            try? environment.cache.save(me, as: .me)
            apply(me)
        } catch {
            self.error = PairingModel.message(error)
        }
    }

    private func apply(_ me: Components.Schemas.Person) {
        reminders = me.reminders
        if let time = me.reminderTime { reminderTime = time }
        timeZone = me.timeZone
    }
}
