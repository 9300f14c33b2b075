// UIKit: UIFont (Dynamic Type fonts, descriptor-based fonts, line height), UIFont.TextStyle, UIFontDescriptor and
// UIFontDescriptor.SystemDesign.
// Mirrors https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:) (iOS 10),
// …/uifont/init(descriptor:size:) (iOS 7), …/uifont/lineheight (iOS 4), UIFont.fontDescriptor (iOS 7),
// onestack.dev/ios-reference/UIKit/UIFont.TextStyle (`.title3`: iOS 9), …/uifontdescriptor/withdesign(_:) (iOS 13),
// …/uifontdescriptor/systemdesign/serif (iOS 13). UIFont is Sendable (NS_SWIFT_SENDABLE: objc2-ui-kit's generated
// UIFont.rs marks it Send + Sync).
import Foundation
import CoreGraphics

@available(iOS 2.0, *)
open class UIFont: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    @available(iOS 10.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        fatalError()
    }

    /// `+fontWithDescriptor:size:`, imported as an initializer.
    @available(iOS 7.0, *)
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { fatalError() }

    @available(iOS 4.0, *)
    open var lineHeight: CGFloat { fatalError() }

    @available(iOS 7.0, *)
    open var fontDescriptor: UIFontDescriptor { fatalError() }

    // NSSecureCoding, NSCopying
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

extension UIFont {
    /// `typedef NSString *UIFontTextStyle NS_TYPED_ENUM` (NS_SWIFT_NAME(UIFont.TextStyle)).
    public struct TextStyle: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

extension UIFont.TextStyle {
    @available(iOS 9.0, *)
    public static let title3 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle3")
}

/// Not marked Sendable here: its NS_SWIFT_SENDABLE status in the iOS 26 SDK could not be checked (stricter).
@available(iOS 7.0, *)
open class UIFontDescriptor: NSObject, NSCopying, NSSecureCoding {
    public override init() { fatalError() }

    @available(iOS 13.0, *)
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { fatalError() }

    // NSSecureCoding, NSCopying
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

extension UIFontDescriptor {
    /// `typedef NSString *UIFontDescriptorSystemDesign NS_TYPED_ENUM`.
    public struct SystemDesign: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

extension UIFontDescriptor.SystemDesign {
    @available(iOS 13.0, *)
    public static let serif = UIFontDescriptor.SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
}
