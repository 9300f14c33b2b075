import ClientKit
import Foundation
import GifterAPI

/// The phone's notification centre as reminders need it (UNUserNotificationCenter in the app).
public protocol LocalNotificationCenter: Sendable {
    /// Whether the person lets Gifter notify them at all.
    func isAuthorized() async -> Bool
    /// The ids of the reminders this app has pending.
    func pendingIDs() async -> [String]
    func add(_ reminder: LocalReminder) async throws
    func remove(ids: [String]) async
}

/// Something that brings the phone's reminders in line with the occasions and settings.
public protocol ReminderScheduling: Sendable {
    /// `settings`: the person's reminder settings when the caller has them (nil: asked of the server).
    func reschedule(settings: Components.Schemas.ReminderSettings?) async
}

extension ReminderScheduling {
    public func reschedule() async { await reschedule(settings: nil) }
}

/// Occasion reminders from the phone itself, the fallback for when push is off (§10's toggles still
/// mean something without APNs): with push on, the server reminds and the phone's own are removed;
/// with it off, the phone plans them from the occasions and settings (and removes them on signing out) and keeps the pending set equal
/// to the plan (adding what is new, removing what is gone), so no reminder comes twice.
public final class LocalReminders: ReminderScheduling {
    private let client: GifterClient
    private let center: any LocalNotificationCenter
    private let planner: LocalReminderPlanner
    private let pushIsOn: @Sendable () async -> Bool
    private let now: @Sendable () -> Date

    /// `pushIsOn`: whether this device is registered for the server's reminders.
    public init(
        client: GifterClient, center: any LocalNotificationCenter, planner: LocalReminderPlanner = LocalReminderPlanner(),
        pushIsOn: @escaping @Sendable () async -> Bool, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.client = client
        self.center = center
        self.planner = planner
        self.pushIsOn = pushIsOn
        self.now = now
    }

    public func reschedule(settings known: Components.Schemas.ReminderSettings?) async {
        let pending = await center.pendingIDs().filter { $0.hasPrefix("occasion-") }
        // Signed out, push on, or notifications refused: none of the phone's own.
        guard await client.session.state == .signedIn, await center.isAuthorized(), await !pushIsOn() else {
            await center.remove(ids: pending)
            return
        }
        // Offline, the reminders already planned stay as they are.
        var settings = known
        if settings == nil { settings = try? await client.api.getUser().ok.body.json.reminders }
        guard let settings, let list = try? await client.api.listOccasions().ok.body.json else { return }
        let plan = planner.plan(list.thisMonth + list.later, settings: settings, now: now())
        let planned = Set(plan.map(\.id))
        await center.remove(ids: pending.filter { !planned.contains($0) })
        let existing = Set(pending)
        for reminder in plan where !existing.contains(reminder.id) {
            try? await center.add(reminder)
        }
    }
}
