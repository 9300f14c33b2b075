// UIKit: UIActivityViewController (the share sheet) and UIActivity (the type of its application activities).
// Mirrors https://developer.apple.com/documentation/uikit/uiactivityviewcontroller/init(activityitems:applicationactivities:)
// (`init(activityItems: [Any], applicationActivities: [UIActivity]?)`, iOS 6) and
// onestack.dev/ios-reference/UIKit/UIActivity (`class UIActivity`, not main-actor; `init()`).
import Foundation

@available(iOS 6.0, *)
@MainActor
open class UIActivityViewController: UIViewController {
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) { fatalError() }

    /// The header marks `-init`, `-initWithNibName:bundle:` and (as far as could be checked, not verified)
    /// `-initWithCoder:` unavailable; Swift requires the NSCoding initializer to be declared, so it is declared
    /// unavailable (stricter).
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError() }
}

@available(iOS 6.0, *)
open class UIActivity: NSObject {
    public override init() { fatalError() }
}
