import ClientKit
import NIOConcurrencyHelpers

/// The phone's notification system as a test plays it: iOS answers the prompt as told (once, like
/// iOS), and the prompts asked for, the APNs registrations and the icon's badge are counted.
public final class StandInNotifications: SystemNotifications {
    private let state = NIOLockedValueBox((permission: NotificationPermission.notDetermined, allows: true, requests: 0, prompts: 0, registrations: 0, badge: 0))

    public init() {}

    public var allows: Bool {
        get { state.withLockedValue { $0.allows } }
        set { state.withLockedValue { $0.allows = newValue } }
    }

    /// Calls of `requestPermission`, shown or not.
    public var requests: Int { state.withLockedValue { $0.requests } }
    /// Prompts iOS actually showed.
    public var prompts: Int { state.withLockedValue { $0.prompts } }
    public var registrations: Int { state.withLockedValue { $0.registrations } }
    public var badge: Int { state.withLockedValue { $0.badge } }

    public func permission() async -> NotificationPermission { state.withLockedValue { $0.permission } }

    public func requestPermission() async -> Bool {
        state.withLockedValue { state in
            state.requests += 1
            // iOS asks once; later calls answer with the first answer.
            if state.permission == .notDetermined {
                state.prompts += 1
                state.permission = state.allows ? .allowed : .denied
            }
            return state.permission == .allowed
        }
    }

    @MainActor public func registerForRemoteNotifications() { state.withLockedValue { $0.registrations += 1 } }

    public func setBadgeCount(_ count: Int) async { state.withLockedValue { $0.badge = count } }
}
