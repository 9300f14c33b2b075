import CoreGraphics
import SwiftUI

/// Gifter's bow (§2.1's "white bow logo"): two loops, a knot and two tails cut on a slant. The pieces
/// are separate, with a sliver of background between the knot and the rest, so the knot still reads
/// on a one-colour mark.
///
/// The app icon is drawn from the same geometry (`scripts/make-gifter-icon.sh` holds these numbers
/// as SVG path data, in the same order): change one, change the other.
///
/// The drawing is in design units (a 100-unit box, y down). The right half is written out; the left
/// half is its mirror image (x → 100 − x) listed in reverse order, so every outline turns the same way
/// and each loop's hole turns the other way: with the default non-zero fill the holes stay empty.
public struct BowMark: Shape {
    /// Width over height of the drawing, for `.aspectRatio(BowMark.aspectRatio, contentMode: .fit)`.
    public static let aspectRatio: CGFloat = bounds.width / bounds.height

    /// The drawing's extent in design units: its curves' true bounds, not their control points'.
    static let bounds = CGRect(x: 1.65, y: 14, width: 96.7, height: 74.5)

    /// The knot's centre as a unit point of a frame that fits the drawing exactly (as
    /// `.aspectRatio(BowMark.aspectRatio, contentMode: .fit)` makes it): where the bow pivots when it nods.
    public static var knotAnchor: UnitPoint {
        UnitPoint(x: (50 - bounds.minX) / bounds.width, y: (43.5 - bounds.minY) / bounds.height)
    }

    public init() {}

    public func path(in rect: CGRect) -> Path {
        // Fit the drawing into `rect`, centred, keeping its proportions.
        let bounds = Self.bounds
        let scale = min(rect.width / bounds.width, rect.height / bounds.height)
        let transform = CGAffineTransform(
            a: scale, b: 0, c: 0, d: scale, tx: rect.midX - bounds.midX * scale, ty: rect.midY - bounds.midY * scale
        )
        return Self.design.applying(transform)
    }

    /// The bow in design units. The helpers take their numbers in SVG's order (control points, then
    /// the end point), so each line reads like the icon script's path data.
    static var design: Path {
        var path = Path()
        func move(_ x: CGFloat, _ y: CGFloat) {
            path.move(to: CGPoint(x: x, y: y))
        }
        func curve(_ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat, _ x: CGFloat, _ y: CGFloat) {
            path.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: x1, y: y1), control2: CGPoint(x: x2, y: y2))
        }
        func line(_ x: CGFloat, _ y: CGFloat) {
            path.addLine(to: CGPoint(x: x, y: y))
        }

        // Right loop: from its pinched end beside the knot, up and out to its rounded tip, and back.
        move(57.5, 39.5)
        curve(62, 28, 73, 14.5, 85.5, 14)
        curve(97, 13.5, 101.5, 26, 96, 36)
        curve(91, 45, 75, 48, 57.5, 47.5)
        path.closeSubpath()
        // Its hole, turning the other way.
        move(64, 41.5)
        curve(73, 42, 84.5, 39.5, 89, 33.5)
        curve(92.5, 28.5, 90.5, 21.5, 85, 21.5)
        curve(77.5, 21.5, 69, 30, 64, 41.5)
        path.closeSubpath()
        // Right tail: widening from under the knot to its slanted cut.
        move(56.2, 52.2)
        curve(59.2, 61.2, 65.5, 72.5, 78.5, 81.5)
        line(67.5, 88.5)
        curve(60, 76, 54.5, 65.5, 51.8, 53.8)
        path.closeSubpath()

        // Left loop, hole and tail: the mirror images.
        move(42.5, 47.5)
        curve(25, 48, 9, 45, 4, 36)
        curve(-1.5, 26, 3, 13.5, 14.5, 14)
        curve(27, 14.5, 38, 28, 42.5, 39.5)
        path.closeSubpath()
        move(36, 41.5)
        curve(31, 30, 22.5, 21.5, 15, 21.5)
        curve(9.5, 21.5, 7.5, 28.5, 11, 33.5)
        curve(15.5, 39.5, 27, 42, 36, 41.5)
        path.closeSubpath()
        move(48.2, 53.8)
        curve(45.5, 65.5, 40, 76, 32.5, 88.5)
        line(21.5, 81.5)
        curve(34.5, 72.5, 40.8, 61.2, 43.8, 52.2)
        path.closeSubpath()

        // The knot.
        path.addRoundedRect(in: CGRect(x: 45, y: 36.5, width: 10, height: 14), cornerSize: CGSize(width: 3.2, height: 3.2))
        return path
    }
}
