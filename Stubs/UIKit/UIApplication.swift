// UIKit: UIApplication (shared, connected scenes, remote-notification registration, its notifications and
// constants) and UIApplicationDelegate (the optional methods the app delegates implement).
// Mirrors https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes,
// …/uiapplication/registerforremotenotifications(), …/uiapplication/isregisteredforremotenotifications,
// …/uiapplication/opensettingsurlstring (`nonisolated class let openSettingsURLString: String`),
// …/uiapplication/willterminatenotification (`nonisolated class let willTerminateNotification: NSNotification.Name`),
// …/uiapplication/extensionpointidentifier and …/extensionpointidentifier/keyboard,
// onestack.dev/ios-reference/UIKit/UIApplicationDelegate (`@MainActor protocol UIApplicationDelegate : NSObjectProtocol`),
// …/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:),
// …/uiapplicationdelegate/application(_:didfailtoregisterforremotenotificationswitherror:),
// …/uiapplicationdelegate/application(_:shouldallowextensionpointidentifier:).
import Foundation

@available(iOS 2.0, *)
@MainActor
open class UIApplication: UIResponder {
    open class var shared: UIApplication { fatalError() }

    @available(iOS 13.0, *)
    open var connectedScenes: Set<UIScene> { fatalError() }

    @available(iOS 8.0, *)
    open func registerForRemoteNotifications() { fatalError() }

    @available(iOS 8.0, *)
    open var isRegisteredForRemoteNotifications: Bool { fatalError() }
}

// ObjC global constants imported as `nonisolated class let` members (see UIResponder.swift for why `static let`).
extension UIApplication {
    @available(iOS 8.0, *)
    nonisolated public static let openSettingsURLString: String = "app-settings:"

    @available(iOS 2.0, *)
    nonisolated public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
}

extension UIApplication {
    /// `typedef NSString *UIApplicationExtensionPointIdentifier NS_TYPED_ENUM`.
    public struct ExtensionPointIdentifier: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

extension UIApplication.ExtensionPointIdentifier {
    @available(iOS 8.0, *)
    public static let keyboard = UIApplication.ExtensionPointIdentifier(rawValue: "com.apple.keyboard-service")
}

/// The app delegate protocol. Its requirements are ObjC `@optional` methods: each one the view code implements is
/// declared as a requirement and given a default implementation in the extension below, so a conformer may leave
/// any of them out (as with `optional` in ObjC) while a conformer's method with a matching signature satisfies it.
@available(iOS 2.0, *)
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    @available(iOS 3.0, *)
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)

    @available(iOS 3.0, *)
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)

    @available(iOS 8.0, *)
    func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool
}

/// Default implementations standing for ObjC's `@optional` (never called: the stub never runs).
extension UIApplicationDelegate {
    @available(iOS 3.0, *)
    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        fatalError()
    }

    @available(iOS 3.0, *)
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        fatalError()
    }

    @available(iOS 8.0, *)
    public func application(
        _ application: UIApplication,
        shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier
    ) -> Bool {
        fatalError()
    }
}
