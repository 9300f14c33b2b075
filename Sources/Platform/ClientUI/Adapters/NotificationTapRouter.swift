import Foundation
import UserNotifications

/// The notification centre's delegate for an app whose pushes carry string values (ids) beside
/// `aps`: a tapped notification's strings go to the app, which opens the page they name. A push that
/// arrives while the app is open still shows as a banner.
///
/// Install it in `App.init`, before launch finishes, so the tap that launched the app is not lost; a
/// tap that comes before the root model exists waits here until `attach` hands over the handler.
@MainActor
public final class NotificationTapRouter: NSObject, UNUserNotificationCenterDelegate {
    /// The centre keeps its delegate weakly: this one lives for the app's life.
    public static let shared = NotificationTapRouter()

    private var open: (@MainActor ([String: String]) -> Void)?
    private var waiting: [[String: String]] = []

    /// Becomes the notification centre's delegate.
    public func install() {
        UNUserNotificationCenter.current().delegate = self
    }

    /// Where taps go from now on; taps that came before are delivered at once, in order.
    public func attach(_ open: @escaping @MainActor ([String: String]) -> Void) {
        self.open = open
        let early = waiting
        waiting = []
        for payload in early { open(payload) }
    }

    private func deliver(_ payload: [String: String]) {
        if let open { open(payload) } else { waiting.append(payload) }
    }

    // The centre calls these off the main thread: they read what they need and hop over.

    public nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        var strings: [String: String] = [:]
        for case let (key as String, value as String) in response.notification.request.content.userInfo { strings[key] = value }
        let payload = strings
        await deliver(payload)
    }

    public nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
        [.banner, .list, .sound]
    }
}
