import ClientKit
import UIKit
import UserNotifications

/// `SystemNotifications` on iOS: UserNotifications for the permission and the badge, UIKit for the
/// APNs registration (the token comes back through the app delegate's
/// `application(_:didRegisterForRemoteNotificationsWithDeviceToken:)`).
public struct UserNotificationsSystem: SystemNotifications {
    public init() {}

    public func permission() async -> NotificationPermission {
        switch await UNUserNotificationCenter.current().notificationSettings().authorizationStatus {
        case .notDetermined: .notDetermined
        case .denied: .denied
        case .authorized, .provisional, .ephemeral: .allowed
        @unknown default: .denied
        }
    }

    public func requestPermission() async -> Bool {
        (try? await UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge])) ?? false
    }

    @MainActor
    public func registerForRemoteNotifications() {
        UIApplication.shared.registerForRemoteNotifications()
    }

    public func setBadgeCount(_ count: Int) async {
        try? await UNUserNotificationCenter.current().setBadgeCount(count)
    }
}
