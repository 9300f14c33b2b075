// UIKit: UIResponder and the keyboard notifications it declares.
// Mirrors https://developer.apple.com/documentation/uikit/uiresponder (onestack.dev/ios-reference/UIKit/UIResponder:
// `@MainActor class UIResponder`, `nonisolated class let keyboard…Notification: NSNotification.Name`).
import Foundation

@available(iOS 2.0, *)
@MainActor
open class UIResponder: NSObject {
    // UIResponder declares no initializer of its own: `init()` is NSObject's.
}

// ObjC global constants imported as type members (`UIKeyboardWillShowNotification` with
// NS_SWIFT_NAME(UIResponder.keyboardWillShowNotification)) are `nonisolated class let` in the SDK. A Swift
// `class let` cannot be stored, so they are `nonisolated static let` here (same use site, not overridable either way).
extension UIResponder {
    @available(iOS 2.0, *)
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    @available(iOS 2.0, *)
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
}
