import ClientKit
import Foundation

/// Coming back to the app, and pushes: what the partner did while the app slept shows at once, and
/// iOS's notification prompt comes when there is a partner to hear from.
extension CouplesAppModel {
    /// The scene became active again (the root view's `scenePhase`): the socket may have slept, so the
    /// flower, the partner's status and an open care screen are read again; queued writes are sent.
    public func didBecomeActive() async {
        guard route == .flower || route == .pairing else { return }
        await refresh()
        if route == .flower, care.phase != .loading { await care.load() }
    }

    /// The flower shows (a pair just formed, on either phone, or at launch): iOS's prompt the first
    /// time, then APNs' token for this phone, once per sign-in.
    func notificationsReady() async {
        guard let notifications, !isAskingForNotifications, !didRegisterForPushes else { return }
        isAskingForNotifications = true
        defer { isAskingForNotifications = false }
        let allowed = switch await notifications.permission() {
        case .notDetermined: await notifications.requestPermission()
        case .allowed: true
        case .denied: false
        }
        guard allowed else { return }
        didRegisterForPushes = true
        notifications.registerForRemoteNotifications()
    }
}
