// UIKit: UIImage (decoding, CGImage bridging, JPEG encoding, display preparation) and UIImage.Orientation.
// Mirrors https://developer.apple.com/documentation/uikit/uiimage, …/uiimage/init(cgimage:) (iOS 2.0),
// …/uiimage/jpegdata(compressionquality:), …/uiimage/preparefordisplay(completionhandler:) (iOS 15,
// `completionHandler: @escaping @Sendable (UIImage?) -> Void`, imported into Swift also as
// `func byPreparingForDisplay() async -> UIImage?`), …/uiimage/preparingfordisplay().
// UIImage is Sendable in the iOS 17+ SDKs (NS_SWIFT_SENDABLE, imported as `@unchecked Sendable`).
import Foundation
import CoreGraphics

@available(iOS 2.0, *)
open class UIImage: NSObject, NSSecureCoding, @unchecked Sendable {
    public init?(data: Data) { fatalError() }
    public init(cgImage: CGImage) { fatalError() }

    open var size: CGSize { fatalError() }
    /// `@property(nullable, nonatomic, readonly) CGImageRef CGImage`.
    open var cgImage: CGImage? { fatalError() }
    @available(iOS 4.0, *)
    open var scale: CGFloat { fatalError() }
    open var imageOrientation: UIImage.Orientation { fatalError() }

    /// `UIImageJPEGRepresentation`, imported as a method (NS_SWIFT_NAME(UIImage.jpegData(self:compressionQuality:))).
    public func jpegData(compressionQuality: CGFloat) -> Data? { fatalError() }

    @available(iOS 15.0, *)
    open func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) { fatalError() }
    /// The async form Swift imports for `prepareForDisplayWithCompletionHandler:`.
    @available(iOS 15.0, *)
    open func byPreparingForDisplay() async -> UIImage? { fatalError() }

    // NSSecureCoding
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
}

extension UIImage {
    /// `NS_ENUM(NSInteger, UIImageOrientation)`; not a closed enum, so Apple's switches over it need
    /// `@unknown default` (this non-resilient stub cannot reproduce that: such a default only draws a warning here).
    public enum Orientation: Int, @unchecked Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7
    }
}
