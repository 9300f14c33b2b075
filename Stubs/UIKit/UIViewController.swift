// UIKit: UIViewController and UINavigationController (the superclasses of the controllers the view code wraps in
// UIViewControllerRepresentable), and UINavigationControllerDelegate.
// Mirrors https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:),
// https://developer.apple.com/documentation/uikit/uinavigationcontroller and
// onestack.dev/ios-reference/UIKit/UINavigationControllerDelegate
// (`@MainActor protocol UINavigationControllerDelegate : NSObjectProtocol`).
import Foundation

/// `@preconcurrency NSCoding`: a main-actor class conforming to a nonisolated ObjC protocol; the SDK's imported
/// conformance draws no isolation diagnostic, and `@preconcurrency` reproduces that.
@available(iOS 2.0, *)
@MainActor
open class UIViewController: UIResponder, @preconcurrency NSCoding {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    /// ObjC's inherited `-init` (it calls `initWithNibName:bundle:` with nil, nil), imported as a convenience
    /// initializer: inherited by subclasses that provide all the designated initializers.
    public override convenience init() { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
}

@available(iOS 2.0, *)
@MainActor
open class UINavigationController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    // Not modelled (unused): init(rootViewController:), init(navigationBarClass:toolbarClass:), `delegate` (which
    // UIImagePickerController redeclares with a narrower type, an override only ObjC import allows).
}

/// Every requirement of this protocol is an ObjC `@optional` method and the view code implements none of them,
/// so none is declared: a conformer only has to be an NSObjectProtocol.
@available(iOS 2.0, *)
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {}
