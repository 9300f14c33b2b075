import Foundation
import GifterCore
import UserNotifications

/// The notification centre's delegate: a tapped occasion reminder (the server's push or the phone's
/// own, which carry the same `{"occasion": "<uuid>"}`) or friend push (`{"friendRequest": …}`,
/// `{"friend": …}`) becomes a `GifterDeepLink` and goes to the app model, which opens it in its tab
/// once the tabs show. A push arriving while Gifter is open still shows as a banner.
///
/// Installed in `App.init`, before launch finishes, so the tap that launched the app is not lost;
/// a tap that comes before the root model exists waits here until `attach` hands over the model.
@MainActor
public final class GifterNotificationRouter: NSObject, UNUserNotificationCenterDelegate {
    /// The centre keeps its delegate weakly: this one lives for the app's life.
    public static let shared = GifterNotificationRouter()

    private var open: (@MainActor (GifterDeepLink) -> Void)?
    private var waiting: [GifterDeepLink] = []

    /// Becomes the notification centre's delegate.
    public func install() {
        UNUserNotificationCenter.current().delegate = self
    }

    /// Where links go from now on; links that came before are delivered at once, in order.
    public func attach(_ open: @escaping @MainActor (GifterDeepLink) -> Void) {
        self.open = open
        let early = waiting
        waiting = []
        for link in early { open(link) }
    }

    private func deliver(_ link: GifterDeepLink) {
        if let open { open(link) } else { waiting.append(link) }
    }

    // The centre calls these off the main thread: they read what they need and hop over.

    public nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        guard let link = GifterDeepLink(notification: response.notification.request.content.userInfo) else { return }
        await deliver(link)
    }

    public nonisolated func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
        [.banner, .list, .sound]
    }
}
