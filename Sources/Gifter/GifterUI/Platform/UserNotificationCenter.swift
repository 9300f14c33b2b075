import Foundation
import GifterCore
import UserNotifications

/// The phone's notification centre as `LocalReminders` needs it: the occasion reminders Gifter
/// schedules itself when push is off (§10's toggles), each a one-off calendar trigger at the
/// reminder's moment in the phone's calendar and time zone, carrying the server push's payload so a
/// tap on either opens the same occasion.
public struct UserNotificationCenter: LocalNotificationCenter {
    public init() {}

    public func isAuthorized() async -> Bool {
        let settings = await UNUserNotificationCenter.current().notificationSettings()
        switch settings.authorizationStatus {
        case .authorized, .provisional, .ephemeral: return true
        case .denied, .notDetermined: return false
        @unknown default: return false
        }
    }

    public func pendingIDs() async -> [String] {
        await UNUserNotificationCenter.current().pendingNotificationRequests().map(\.identifier)
    }

    public func add(_ reminder: LocalReminder) async throws {
        let content = UNMutableNotificationContent()
        content.title = reminder.title
        content.body = reminder.body
        content.sound = .default
        content.userInfo = reminder.userInfo
        // Components, not an interval: 09:00 stays 09:00 across a daylight-saving change.
        let moment = Calendar.autoupdatingCurrent.dateComponents([.year, .month, .day, .hour, .minute], from: reminder.fireDate)
        let trigger = UNCalendarNotificationTrigger(dateMatching: moment, repeats: false)
        try await UNUserNotificationCenter.current().add(UNNotificationRequest(identifier: reminder.id, content: content, trigger: trigger))
    }

    public func remove(ids: [String]) async {
        guard !ids.isEmpty else { return }
        UNUserNotificationCenter.current().removePendingNotificationRequests(withIdentifiers: ids)
    }

    /// Asks once whether Gifter may notify (iOS shows the question only the first time; later calls
    /// answer at once). Asked when the person reaches the tabs, not at launch, so the question comes
    /// once they have a reason to say yes.
    @discardableResult
    public static func requestAuthorization() async -> Bool {
        (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge])) ?? false
    }
}
