import CouplesAPI
import Foundation
import Observation
import SiteLinks

/// Settings: the daily reminder (on/off and its local time), the time zone (the phone's by default, so
/// a partner who travels keeps a fair day), unpairing, which asks for confirmation first, signing out,
/// and deleting the account in the server's two steps: a token first, then, once the person has read
/// what goes, the deletion with it.
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

    /// Where deleting the account stands.
    public enum Deletion: Equatable, Sendable {
        case idle
        /// Step one under way: asking the server for a confirmation token.
        case requesting
        /// The token in hand (good until `expiresAt`): the person reads what goes, then confirms or cancels.
        case confirming(expiresAt: Date)
        /// Step two under way.
        case deleting
    }

    public private(set) var deletion: Deletion = .idle
    public private(set) var isConfirmingSignOut = false
    /// How the person left this phone, once they have.
    public private(set) var left: Leaving?

    /// What the sign-in screen says to someone whose account was just deleted.
    public var farewell: String? {
        left == .accountDeleted ? "Your account is deleted, and nothing of it is left on this phone. Take care." : nil
    }

    @ObservationIgnored let environment: CouplesEnvironment
    @ObservationIgnored private var confirmationToken: String?
    /// What the app does when the person leaves (CouplesAppModel: stop listening, forget, show sign-in);
    /// without one, the phone's part alone.
    @ObservationIgnored public var onLeave: (@MainActor (Leaving) async -> Void)?

    public init(environment: CouplesEnvironment) {
        self.environment = environment
    }

    public var deviceTimeZone: String { environment.deviceTimeZone().identifier }
    /// Privacy, Terms and Support on the server's site, when the build names it.
    public var site: AppSiteLinks? { environment.site }
    public var followsDevice: Bool { timeZone == deviceTimeZone }

    public var unpairConfirmationText: String {
        "Unpair from \(partnerName ?? "your partner")? Your flower, garden, answers and photos will be deleted for both of you. This can't be undone."
    }

    /// Loads the settings; on first launch the server still says UTC, so the phone's zone is sent.
    public func load() async {
        left = nil
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

    // MARK: Signing out

    public func requestSignOut() {
        isConfirmingSignOut = true
    }

    public func cancelSignOut() {
        isConfirmingSignOut = false
    }

    /// What signing out does to the phone, and what it keeps.
    public var signOutConfirmationText: String {
        let unsent = (try? environment.outbox.count()) ?? 0
        let base = "Your flower, answers and photos are cleared from this phone. They're still here when you sign in again."
        return unsent == 0 ? base : base + " What you wrote while offline and hasn't been sent yet will be lost if it can't be sent now."
    }

    /// After confirmation only.
    public func confirmSignOut() async {
        guard isConfirmingSignOut else { return }
        isConfirmingSignOut = false
        await leave(.signOut)
    }

    // MARK: Deleting the account

    /// What deleting takes away, and what the partner keeps: only what their phone had already loaded
    /// (today's and past days' answers and photos, the photos they opened), and only until their app
    /// next hears from the server that the pair ended, when it clears all of the pair
    /// (`SnapshotCache.removePairState`).
    public var deletionConfirmationText: String {
        let gone = "This deletes your account and everything of yours on our server for good."
        let thisPhone = "This phone forgets it all too, and you'll be back at sign-in. This can't be undone."
        guard isPaired else { return "\(gone) \(thisPhone)" }
        let partner = partnerName ?? "Your partner"
        return """
            \(gone) Your pair ends: your flower, garden, answers and photos are deleted for \(partner) too, and \(partner) is told. \
            Their phone keeps only what their app had already loaded, like your answers and photos from days they looked at, \
            until it next connects and clears them. \
            \(thisPhone)
            """
    }

    /// Step one: the server's confirmation token; nothing is deleted yet.
    public func requestDeletion() async {
        guard deletion == .idle else { return }
        error = nil
        deletion = .requesting
        do {
            let confirmation = try await environment.service.requestAccountDeletion()
            confirmationToken = confirmation.confirmationToken
            deletion = .confirming(expiresAt: confirmation.expiresAt)
        } catch {
            deletion = .idle
            self.error = Self.deletionMessage(error)
        }
    }

    /// Whether the confirmation is showing (step one done, step two not started).
    public var isConfirmingDeletion: Bool {
        if case .confirming = deletion { return true }
        return false
    }

    public func cancelDeletion() {
        confirmationToken = nil
        if case .confirming = deletion { deletion = .idle }
    }

    /// Step two, after the person confirmed: the account goes, then everything of it on the phone.
    public func confirmDeletion() async {
        guard case .confirming = deletion, let token = confirmationToken else { return }
        deletion = .deleting
        do {
            try await environment.service.deleteAccount(confirmation: token)
            confirmationToken = nil
            deletion = .idle
            await leave(.accountDeleted)
        } catch {
            // Every refusal deletes nothing; a new token is asked for next time.
            confirmationToken = nil
            deletion = .idle
            self.error = Self.deletionMessage(error)
        }
    }

    static func deletionMessage(_ error: any Error) -> String {
        guard let error = error as? CouplesServiceError else { return "Your account couldn't be deleted. Try again." }
        if error.isUnreachable { return "The server couldn't be reached. Try again when you're connected." }
        if case .signedOut = error { return "You've been signed out, so your account wasn't deleted. Sign in again to delete it." }
        if error.status == 422 { return "That took more than 5 minutes, so nothing was deleted. Start again to delete your account." }
        return "Your account couldn't be deleted, and nothing was changed. Try again."
    }

    private func leave(_ leaving: Leaving) async {
        if let onLeave { await onLeave(leaving) } else { await environment.forget(leaving) }
        isPaired = false
        partnerName = nil
        left = leaving
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
