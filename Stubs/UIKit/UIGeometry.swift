// UIKit: UIEdgeInsets.
// Mirrors onestack.dev/ios-reference/UIKit/UIEdgeInsets (`var top/left/bottom/right: CGFloat`, `init()`,
// `init(top:left:bottom:right:)`, `static let zero`) and https://developer.apple.com/documentation/uikit/uiedgeinsets;
// the overlay's `extension UIEdgeInsets : Equatable` (UIKit API diffs). An imported C struct of CGFloats is Sendable.
import Foundation
import CoreGraphics

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        (top, left, bottom, right) = (0, 0, 0, 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = UIEdgeInsets()
}
