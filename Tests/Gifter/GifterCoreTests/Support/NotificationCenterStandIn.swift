import GifterCore
import NIOConcurrencyHelpers

/// The phone's notification centre, which Linux has not: a faithful in-memory one that keeps pending
/// requests by id (adding an id again replaces it, as UNUserNotificationCenter does).
final class NotificationCenterStandIn: LocalNotificationCenter {
    private let state = NIOLockedValueBox((authorized: true, pending: [String: LocalReminder]()))

    var authorized: Bool {
        get { state.withLockedValue { $0.authorized } }
        set { state.withLockedValue { $0.authorized = newValue } }
    }

    var pending: [LocalReminder] { state.withLockedValue { Array($0.pending.values).sorted { $0.fireDate < $1.fireDate } } }

    func isAuthorized() async -> Bool { authorized }
    func pendingIDs() async -> [String] { state.withLockedValue { Array($0.pending.keys) } }
    func add(_ reminder: LocalReminder) async throws { state.withLockedValue { $0.pending[reminder.id] = reminder } }
    func remove(ids: [String]) async { state.withLockedValue { for id in ids { $0.pending[id] = nil } } }
}
