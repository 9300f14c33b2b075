// UserNotifications: what a notification is made of — content (and its mutable form), sound, calendar
// trigger, request — and what the delegate receives (notification, response).
// Mirrors https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent,
// .../usernotifications/unnotificationcontent, .../usernotifications/unnotificationsound,
// .../usernotifications/uncalendarnotificationtrigger, .../usernotifications/unnotificationrequest,
// .../usernotifications/unnotification, .../usernotifications/unnotificationresponse
// No class is declared Sendable (not verified; leaving it out is the stricter choice).

import Foundation

@available(iOS 10.0, *)
open class UNNotificationContent : NSObject {
    public override init() { fatalError() }

    open var title: String { fatalError() }
    open var body: String { fatalError() }
    open var sound: UNNotificationSound? { fatalError() }
    open var userInfo: [AnyHashable : Any] { fatalError() }
}

@available(iOS 10.0, *)
open class UNMutableNotificationContent : UNNotificationContent {
    public override init() { fatalError() }

    open override var title: String { get { fatalError() } set { fatalError() } }
    open override var body: String { get { fatalError() } set { fatalError() } }
    /// `@NSCopying` in the SDK.
    open override var sound: UNNotificationSound? { get { fatalError() } set { fatalError() } }
    open override var userInfo: [AnyHashable : Any] { get { fatalError() } set { fatalError() } }
}

@available(iOS 10.0, *)
open class UNNotificationSound : NSObject {
    /// init is NS_UNAVAILABLE: sounds come from the class factories.
    @available(*, unavailable)
    public override init() { fatalError() }

    open class var `default`: UNNotificationSound { fatalError() }
}

@available(iOS 10.0, *)
open class UNNotificationTrigger : NSObject {
    /// init is NS_UNAVAILABLE: use a concrete trigger's initializer.
    @available(*, unavailable)
    public override init() { fatalError() }

    /// Not Apple API: the designated initializer the concrete triggers of this stub chain to (internal).
    init(_stubSubclass: Void) { fatalError() }
}

@available(iOS 10.0, *)
open class UNCalendarNotificationTrigger : UNNotificationTrigger {
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) { super.init(_stubSubclass: ()) }
}

@available(iOS 10.0, *)
open class UNNotificationRequest : NSObject {
    /// init is NS_UNAVAILABLE: use init(identifier:content:trigger:).
    @available(*, unavailable)
    public override init() { fatalError() }

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) { fatalError() }

    open var identifier: String { fatalError() }
    open var content: UNNotificationContent { fatalError() }
}

@available(iOS 10.0, *)
open class UNNotification : NSObject {
    /// init is NS_UNAVAILABLE: notifications come from the system.
    @available(*, unavailable)
    public override init() { fatalError() }

    open var request: UNNotificationRequest { fatalError() }
}

@available(iOS 10.0, *)
open class UNNotificationResponse : NSObject {
    /// init is NS_UNAVAILABLE: responses come from the system.
    @available(*, unavailable)
    public override init() { fatalError() }

    open var notification: UNNotification { fatalError() }
}
