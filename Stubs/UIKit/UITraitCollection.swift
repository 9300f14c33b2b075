// UIKit: UITraitCollection (its interface style, the content-size-category initializer), UIUserInterfaceStyle and
// UIContentSizeCategory.
// Mirrors the iOS 26 UITraitCollection.h (`API_AVAILABLE(ios(8.0)) NS_SWIFT_SENDABLE @interface UITraitCollection :
// NSObject <NSCopying, NSSecureCoding>`, `- init NS_DESIGNATED_INITIALIZER`), onestack.dev/ios-reference/UIKit/UITraitCollection
// (not main-actor), https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)
// (iOS 10), …/uitraitcollection/userinterfacestyle (iOS 12), …/uiuserinterfacestyle (iOS 12) and
// https://developer.apple.com/documentation/uikit/uicontentsizecategory.
// Note: `UIContentSizeCategory.init(_: DynamicTypeSize?)` is declared by SwiftUI (its precise identifier is in the
// SwiftUI module), so it belongs to the SwiftUI stub, not here.
import Foundation

@available(iOS 8.0, *)
open class UITraitCollection: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    public override init() { fatalError() }

    /// `+traitCollectionWithPreferredContentSizeCategory:`, imported as a convenience initializer.
    @available(iOS 10.0, *)
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { fatalError() }

    @available(iOS 12.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }

    // NSSecureCoding, NSCopying
    public required init?(coder: NSCoder) { fatalError() }
    open func encode(with coder: NSCoder) { fatalError() }
    open class var supportsSecureCoding: Bool { fatalError() }
    open func copy(with zone: NSZone? = nil) -> Any { fatalError() }
}

@available(iOS 12.0, *)
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// `typedef NSString *UIContentSizeCategory NS_TYPED_ENUM`. Its constants (`.large`, `.accessibilityMedium`…) and
/// the overlay's Comparable conformance are not modelled: the view code names none of them.
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}
