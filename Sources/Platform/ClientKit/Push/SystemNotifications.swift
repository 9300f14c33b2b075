/// Whether the person lets the app notify them (iOS's answer to the permission prompt).
public enum NotificationPermission: Sendable, Equatable {
    /// Never asked: the app may ask, once, at a moment that explains itself.
    case notDetermined
    /// Refused (or turned off in iOS Settings): only iOS Settings can turn it back on.
    case denied
    case allowed
}

/// The phone's notification system as the app models need it: the permission, the prompt, the
/// registration with APNs (the token arrives at the app delegate) and the icon's badge. The apps
/// implement it with UserNotifications and UIKit (`ClientUI`); tests with a stand-in.
public protocol SystemNotifications: Sendable {
    func permission() async -> NotificationPermission
    /// Shows iOS's prompt (once; later calls answer at once); true when allowed.
    func requestPermission() async -> Bool
    /// Asks APNs for this phone's token; it arrives through the app delegate.
    @MainActor func registerForRemoteNotifications()
    /// The number on the app's icon (0 clears it).
    func setBadgeCount(_ count: Int) async
}
