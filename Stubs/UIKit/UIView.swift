// UIKit: UIView and UIWindow, as far as the view code needs them (UIWindow(windowScene:), and UIWindow() through
// AuthenticationServices' `ASPresentationAnchor()`).
// Mirrors https://developer.apple.com/documentation/uikit/uiview/init(frame:),
// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:) and
// https://developer.apple.com/documentation/uikit/uiwindow/init() (iOS 2.0–26.0: deprecated in iOS 26).
import Foundation
import CoreGraphics

/// `@preconcurrency NSCoding`: a main-actor class conforming to a nonisolated ObjC protocol; the SDK's imported
/// conformance draws no isolation diagnostic, and `@preconcurrency` reproduces that.
@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder, @preconcurrency NSCoding {
    /// The designated initializer (`initWithFrame:` NS_DESIGNATED_INITIALIZER).
    public init(frame: CGRect) { fatalError() }
    /// NSCoding's initializer, so subclasses must provide it (`required`), as on Apple platforms.
    public required init?(coder: NSCoder) { fatalError() }
    /// ObjC's inherited `-init` is imported into UIView as a convenience initializer (it calls `initWithFrame:`),
    /// which a subclass inherits only when it provides all of UIView's designated initializers.
    public override convenience init() { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
}

@available(iOS 2.0, *)
@MainActor
open class UIWindow: UIView {
    @available(iOS 13.0, *)
    public init(windowScene: UIWindowScene) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// Deprecated in iOS 26 (Apple's documentation lists it as iOS 2.0–26.0; the SDK's deprecation message was not
    /// available to check, so none is given). `init(frame:)` is not modelled: its iOS 26 status was not verifiable.
    @available(iOS, introduced: 2.0, deprecated: 26.0)
    public convenience init() { fatalError() }
}
