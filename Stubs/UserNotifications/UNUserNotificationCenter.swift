// UserNotifications: the notification center (authorization, settings, scheduling, pending requests) and
// its delegate. Mirrors https://developer.apple.com/documentation/usernotifications/unusernotificationcenter,
// .../unusernotificationcenter/requestauthorization(options:completionhandler:),
// .../usernotifications/unusernotificationcenterdelegate, .../usernotifications/unauthorizationoptions,
// .../usernotifications/unauthorizationstatus, .../usernotifications/unnotificationpresentationoptions,
// .../usernotifications/unnotificationsettings
//
// Completion handlers are `@Sendable` as the SDK imports them; where the view code uses one form, both the
// completion-handler form and the async form Swift derives from it are declared. Neither the center nor the
// delegate protocol is main-actor isolated in the SDK (a @MainActor conformer must make its delegate
// methods `nonisolated`). No class is declared Sendable: not verified, and leaving it out is stricter.

// The framework's clang module (`export *`) re-exports what its headers import, Foundation among them.
@_exported import Foundation

@available(iOS 10.0, *)
open class UNUserNotificationCenter : NSObject {
    /// Use `current()` (init is NS_UNAVAILABLE).
    @available(*, unavailable)
    public override init() { fatalError() }

    open class func current() -> UNUserNotificationCenter { fatalError() }

    /// Held weakly.
    weak open var delegate: (any UNUserNotificationCenterDelegate)?

    // MARK: Authorization

    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) { fatalError() }
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { fatalError() }

    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) { fatalError() }
    open func notificationSettings() async -> UNNotificationSettings { fatalError() }

    // MARK: The badge (https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setbadgecount(_:withcompletionhandler:))

    @available(iOS 16.0, *)
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    @available(iOS 16.0, *)
    open func setBadgeCount(_ newBadgeCount: Int) async throws { fatalError() }

    // MARK: Scheduling

    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError() }
    open func add(_ request: UNNotificationRequest) async throws { fatalError() }

    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) { fatalError() }
    open func pendingNotificationRequests() async -> [UNNotificationRequest] { fatalError() }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) { fatalError() }
}

/// NS_OPTIONS(NSUInteger, UNAuthorizationOptions) — the options the view code asks for.
@available(iOS 10.0, *)
public struct UNAuthorizationOptions : OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static var badge: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 0) }
    public static var sound: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 1) }
    public static var alert: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 2) }
}

/// NS_ENUM(NSInteger, UNAuthorizationStatus).
@available(iOS 10.0, *)
public enum UNAuthorizationStatus : Int, @unchecked Sendable {
    case notDetermined = 0
    case denied = 1
    case authorized = 2
    @available(iOS 12.0, *)
    case provisional = 3
    @available(iOS 14.0, *)
    case ephemeral = 4
}

@available(iOS 10.0, *)
open class UNNotificationSettings : NSObject {
    /// init is NS_UNAVAILABLE: settings come from the center.
    @available(*, unavailable)
    public override init() { fatalError() }

    open var authorizationStatus: UNAuthorizationStatus { fatalError() }
}

/// NS_OPTIONS(NSUInteger, UNNotificationPresentationOptions).
@available(iOS 10.0, *)
public struct UNNotificationPresentationOptions : OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static var badge: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 0) }
    public static var sound: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 1) }
    @available(iOS 14.0, *)
    public static var list: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 3) }
    @available(iOS 14.0, *)
    public static var banner: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 4) }
}

/// All three requirements are ObjC `optional`: each is declared here and given an empty default in the
/// extension below, so a conformer may implement any of them (the completion-handler or the async form).
/// Not main-actor isolated in the SDK.
@available(iOS 10.0, *)
public protocol UNUserNotificationCenterDelegate : NSObjectProtocol {
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async

    @available(iOS 12.0, *)
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

@available(iOS 10.0, *)
extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification, withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) { fatalError() }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async -> UNNotificationPresentationOptions { fatalError() }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping @Sendable () -> Void) { fatalError() }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async { fatalError() }
    @available(iOS 12.0, *)
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) { fatalError() }
}
