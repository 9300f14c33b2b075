// UIKit: UIImagePickerController (camera capture), its SourceType / CameraCaptureMode / InfoKey, and
// UIImagePickerControllerDelegate.
// Mirrors UIImagePickerController.h (iOS 14+ SDK text: `NS_SWIFT_UI_ACTOR @interface UIImagePickerController :
// UINavigationController <NSCoding>`, the SourceType cases' API_DEPRECATED("Will be removed in a future release,
// use PHPicker.", ios(2, API_TO_BE_DEPRECATED)), `NS_SWIFT_UI_ACTOR @protocol UIImagePickerControllerDelegate<NSObject>`),
// https://developer.apple.com/documentation/uikit/uiimagepickercontroller/delegate
// (`weak var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`),
// …/uiimagepickercontroller/sourcetype-swift.property, onestack.dev/ios-reference/UIKit/UIImagePickerController
// (`class func isSourceTypeAvailable(_:) -> Bool`), and
// …/uiimagepickercontrollerdelegate/imagepickercontroller(_:didfinishpickingmediawithinfo:).
// API_TO_BE_DEPRECATED is version 100000 in the SDK: Swift shows the deprecation but never warns for it.
import Foundation

@available(iOS 2.0, *)
@MainActor
open class UIImagePickerController: UINavigationController {
    // No initializer of its own: it inherits UINavigationController's, and with them UIViewController's `init()`.

    open class func isSourceTypeAvailable(_ sourceType: UIImagePickerController.SourceType) -> Bool { fatalError() }

    weak open var delegate: (any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?

    open var sourceType: UIImagePickerController.SourceType {
        get { fatalError() }
        set { fatalError() }
    }

    /// UTI strings (e.g. `UTType.image.identifier`).
    open var mediaTypes: [String] {
        get { fatalError() }
        set { fatalError() }
    }

    @available(iOS 4.0, *)
    open var cameraCaptureMode: UIImagePickerController.CameraCaptureMode {
        get { fatalError() }
        set { fatalError() }
    }
}

extension UIImagePickerController {
    public enum SourceType: Int, @unchecked Sendable {
        @available(iOS, introduced: 2, deprecated: 100000, message: "Will be removed in a future release, use PHPicker.")
        case photoLibrary = 0
        case camera = 1
        @available(iOS, introduced: 2, deprecated: 100000, message: "Will be removed in a future release, use PHPicker.")
        case savedPhotosAlbum = 2
    }

    public enum CameraCaptureMode: Int, @unchecked Sendable {
        case photo = 0
        case video = 1
    }

    /// `typedef NSString *UIImagePickerControllerInfoKey NS_TYPED_ENUM`.
    public struct InfoKey: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

extension UIImagePickerController.InfoKey {
    public static let originalImage = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    @available(iOS 4.1, *)
    public static let mediaMetadata = UIImagePickerController.InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
}

/// Both requirements are ObjC `@optional` methods: declared here and given default implementations in the
/// extension below, so a conformer may leave either out. (The deprecated
/// `imagePickerController(_:didFinishPickingImage:editingInfo:)`, iOS 2–3, is not modelled.)
@available(iOS 2.0, *)
@MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

/// Default implementations standing for ObjC's `@optional` (never called: the stub never runs).
extension UIImagePickerControllerDelegate {
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        fatalError()
    }

    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { fatalError() }
}
