// UIKit: UIColor (RGB and dynamic-provider initializers, the fixed and system colours the view code names).
// Mirrors https://developer.apple.com/documentation/uikit/uicolor, the iOS 26 UIColor.h
// (`UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0)) NS_SWIFT_SENDABLE @interface UIColor : NSObject <NSSecureCoding, NSCopying>`,
// `- initWithDynamicProvider:(UIColor * (^)(UITraitCollection *))` with no NS_SWIFT_SENDABLE on the block),
// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)
// (`init(dynamicProvider: @escaping (UITraitCollection) -> UIColor)`, iOS 13) and UIInterface.h
// (`systemGroupedBackgroundColor`, `secondarySystemGroupedBackgroundColor`: API_AVAILABLE(ios(13.0))).
import Foundation
import CoreGraphics

@available(iOS 2.0, *)
open class UIColor: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

    /// The provider is neither `@Sendable` nor main-actor: UIKit may call it on any thread.
    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { fatalError() }

    open class var black: UIColor { fatalError() }
    open class var white: UIColor { fatalError() }

    @available(iOS 13.0, *)
    open class var systemGroupedBackground: UIColor { fatalError() }
    @available(iOS 13.0, *)
    open class var secondarySystemGroupedBackground: UIColor { fatalError() }

    // NSSecureCoding, NSCopying
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}
