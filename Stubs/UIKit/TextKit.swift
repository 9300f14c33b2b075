// UIKit: TextKit 1 as the view code builds it by hand (NSTextStorage → NSLayoutManager → NSTextContainer), the
// paragraph style it lays out with, and the attributed-string keys UIKit adds to Foundation's NSAttributedString.Key.
// Mirrors onestack.dev/ios-reference/UIKit/NSLayoutManager (`class NSLayoutManager`, iOS 7: addTextContainer(_:),
// boundingRect(forGlyphRange:in:)), https://developer.apple.com/documentation/appkit/nslayoutmanager/ (same
// declarations on iOS 7+, CGRect for NSRect): glyphRange(forCharacterRange:actualCharacterRange:),
// characterRange(forGlyphRange:actualGlyphRange:), ensureLayout(for:), usedRect(for:),
// enumerateLineFragments(forGlyphRange:using:) (the block has no NS_NOESCAPE in NSLayoutManager.h, so it is
// imported `@escaping`, and it is not @Sendable), onestack.dev/ios-reference/UIKit/NSTextContainer (`init(size:)`,
// `init(coder:)` non-failable), https://developer.apple.com/documentation/uikit/nstextstorage/addlayoutmanager(_:),
// onestack.dev/ios-reference/UIKit/NSParagraphStyle and …/NSMutableParagraphStyle (iOS 6; `lineSpacing`).
// None of these classes is main-actor in the SDK.
// NSAttributedString, NSMutableAttributedString and NSRange come from Linux Foundation, as they come from Foundation
// on Apple platforms; NSTextStorage inherits NSMutableAttributedString's initializers, among them
// `init(string:attributes:)`.
import Foundation
import CoreGraphics

@available(iOS 7.0, *)
open class NSTextStorage: NSMutableAttributedString {
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) { fatalError() }
}

@available(iOS 7.0, *)
open class NSLayoutManager: NSObject, NSSecureCoding {
    public override init() { fatalError() }

    open func addTextContainer(_ container: NSTextContainer) { fatalError() }

    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        fatalError()
    }

    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        fatalError()
    }

    open func ensureLayout(for container: NSTextContainer) { fatalError() }

    open func usedRect(for container: NSTextContainer) -> CGRect { fatalError() }

    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect { fatalError() }

    open func enumerateLineFragments(
        forGlyphRange glyphRange: NSRange,
        using block: @escaping (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        fatalError()
    }

    // NSSecureCoding
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
}

@available(iOS 7.0, *)
open class NSTextContainer: NSObject, NSSecureCoding {
    public init(size: CGSize) { fatalError() }

    open var lineFragmentPadding: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }

    // NSSecureCoding (UIKit imports `initWithCoder:` as non-failable here)
    public required init(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
}

/// Not marked Sendable: its NS_SWIFT_SENDABLE status in the iOS 26 SDK could not be checked (stricter).
@available(iOS 6.0, *)
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, NSSecureCoding {
    public override init() { fatalError() }

    open var lineSpacing: CGFloat { fatalError() }

    // NSSecureCoding, NSCopying, NSMutableCopying
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
    open func mutableCopy(with zone: NSZone? = nil) -> Any { fatalError() }
}

@available(iOS 6.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle {
    open override var lineSpacing: CGFloat {
        get { fatalError() }
        set { fatalError() }
    }
}

/// UIKit's additions to Foundation's `NSAttributedString.Key` (`UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName`…).
extension NSAttributedString.Key {
    @available(iOS 6.0, *)
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    @available(iOS 6.0, *)
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
}
