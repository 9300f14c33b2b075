// Accessibility: AccessibilityNotification (VoiceOver announcements posted from the view code with
// `AccessibilityNotification.Announcement(text).post()`). Declared in the Accessibility framework (not
// SwiftUI or UIKit). Mirrors https://developer.apple.com/documentation/accessibility/accessibilitynotification
// and the iOS 26 SDK's Accessibility.framework/Modules/Accessibility.swiftmodule/arm64e-apple-ios.swiftinterface
// (`post()` comes from an extension of the underscored `_AccessibilityNotifications` protocol and is not
// actor-isolated). Not modelled: AX charts, braille, AccessibilitySettings, the attributed-string scopes.
import Foundation

@available(iOS 17.0, *)
public enum AccessibilityNotification {
    public struct Announcement: _AccessibilityNotifications {
        public init(_ announcement: AttributedString) { fatalError() }
        public init(_ announcement: String) { fatalError() }
        public init(_ announcement: NSAttributedString) { fatalError() }
        public typealias _Info = NSAttributedString
    }

    public struct LayoutChanged: _AccessibilityNotifications {
        public init(_ element: Any? = nil) { fatalError() }
        public typealias _Info = Any?
    }

    public struct ScreenChanged: _AccessibilityNotifications {
        public init(_ element: Any? = nil) { fatalError() }
        public typealias _Info = Any?
    }

    public struct PageScrolled: _AccessibilityNotifications {
        public init(_ announcement: AttributedString) { fatalError() }
        public init(_ announcement: String) { fatalError() }
        public init(_ announcement: NSAttributedString) { fatalError() }
        public typealias _Info = NSAttributedString
    }
}

@available(iOS 17.0, *)
public protocol _AccessibilityNotifications {
    associatedtype _Info
    func post()
}

@available(iOS 17.0, *)
extension _AccessibilityNotifications {
    public func post() { fatalError() }
}
