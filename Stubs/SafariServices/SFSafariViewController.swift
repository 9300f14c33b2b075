// SafariServices: SFSafariViewController (Safari's in-app browser), its Configuration and DismissButtonStyle.
// Mirrors onestack.dev/ios-reference/SafariServices/SFSafariViewController (`convenience init(url URL: URL)` iOS 9,
// `init(url URL: URL, configuration: SFSafariViewController.Configuration)` iOS 11),
// https://developer.apple.com/documentation/safariservices/sfsafariviewcontroller/preferredbartintcolor and
// …/preferredcontroltintcolor (`var …: UIColor? { get set }`, iOS 10.0–26.0, i.e. deprecated in iOS 26),
// …/dismissbuttonstyle-swift.property and …/dismissbuttonstyle-swift.enum (iOS 11; done, close, cancel),
// …/configuration-swift.class (`class Configuration`, iOS 11), and SFSafariViewController.h (`-init`,
// `-initWithNibName:bundle:`, `-initWithCoder:` NS_UNAVAILABLE).
// SafariServices' module map re-exports UIKit (its umbrella header imports <UIKit/UIKit.h> under `export *`).
@_exported import UIKit

@available(iOS 9.0, *)
@MainActor
open class SFSafariViewController: UIViewController {
    @available(iOS 11.0, *)
    public init(url URL: URL, configuration: SFSafariViewController.Configuration) { fatalError() }

    @available(iOS 9.0, *)
    public convenience init(url URL: URL) { fatalError() }

    /// NS_UNAVAILABLE in the header; declared (unavailable) because Swift requires NSCoding's initializer.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { fatalError() }

    /// Deprecated in iOS 26 per Apple's documentation (availability iOS 10.0–26.0); the SDK's deprecation message
    /// could not be checked, so none is given.
    @available(iOS, introduced: 10.0, deprecated: 26.0)
    open var preferredBarTintColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }

    /// Deprecated in iOS 26 (see `preferredBarTintColor`).
    @available(iOS, introduced: 10.0, deprecated: 26.0)
    open var preferredControlTintColor: UIColor? {
        get { fatalError() }
        set { fatalError() }
    }

    @available(iOS 11.0, *)
    open var dismissButtonStyle: SFSafariViewController.DismissButtonStyle {
        get { fatalError() }
        set { fatalError() }
    }
}

extension SFSafariViewController {
    @available(iOS 11.0, *)
    public enum DismissButtonStyle: Int, @unchecked Sendable {
        case done = 0
        case close = 1
        case cancel = 2
    }

    /// `SFSafariViewControllerConfiguration : NSObject <NSCopying>`, NS_SWIFT_NAME(SFSafariViewController.Configuration);
    /// not main-actor in the SDK. Its properties (entersReaderIfAvailable, barCollapsingEnabled…) are unused and not modelled.
    @available(iOS 11.0, *)
    open class Configuration: NSObject, NSCopying {
        public override init() { fatalError() }
        open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    }
}
