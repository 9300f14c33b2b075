// UIKit: UIScene (its activation state) and UIWindowScene (its windows and key window).
// Mirrors https://developer.apple.com/documentation/uikit/uiscene (`@MainActor class UIScene`),
// …/uiscene/activationstate-swift.property, …/uiscene/activationstate-swift.enum (raw values: -1, 0, 1, 2),
// https://developer.apple.com/documentation/uikit/uiwindowscene (`@MainActor class UIWindowScene`),
// …/uiwindowscene/windows (iOS 13) and UIWindowScene.keyWindow (iOS 15).
import Foundation

@available(iOS 13.0, *)
@MainActor
open class UIScene: UIResponder {
    // Not modelled (unused): init(session:connectionOptions:). Scenes are made by the system.
    @available(iOS 13.0, *)
    open var activationState: UIScene.ActivationState { fatalError() }
}

extension UIScene {
    @available(iOS 13.0, *)
    public enum ActivationState: Int, @unchecked Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }
}

@available(iOS 13.0, *)
@MainActor
open class UIWindowScene: UIScene {
    @available(iOS 13.0, *)
    open var windows: [UIWindow] { fatalError() }

    @available(iOS 15.0, *)
    open var keyWindow: UIWindow? { fatalError() }
}
