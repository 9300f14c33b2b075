import SwiftUI

/// The drop shadows of §7.8, written there as CSS (`x y blur rgba`).
///
/// SwiftUI's `radius` is a Gaussian blur radius, about half a CSS blur length, so a CSS blur of
/// 12 pt is radius 6 here; offsets carry over unchanged.
public struct CalyxShadow: Sendable {
    public let opacity: Double
    public let radius: CGFloat
    public let y: CGFloat

    /// 0 8 24 at 15%.
    public static let tabBar = CalyxShadow(opacity: 0.15, radius: 12, y: 8)
    /// 0 2 8 at 10%.
    public static let searchBar = CalyxShadow(opacity: 0.10, radius: 4, y: 2)
    /// Floating buttons: 0 4 12 at 15%.
    public static let floatingButton = CalyxShadow(opacity: 0.15, radius: 6, y: 4)
    /// 0 4 12 at 12%.
    public static let polaroid = CalyxShadow(opacity: 0.12, radius: 6, y: 4)
    /// Standard cards: 0 2 12 at 8%.
    public static let card = CalyxShadow(opacity: 0.08, radius: 6, y: 2)
}

extension View {
    /// Casts one of the spec's shadows. Apply it to a filled background shape rather than to a view
    /// with images inside: shadowing a plain shape is cheap, shadowing arbitrary content renders it offscreen.
    public func calyxShadow(_ shadow: CalyxShadow) -> some View {
        self.shadow(color: .black.opacity(shadow.opacity), radius: shadow.radius, x: 0, y: shadow.y)
    }
}
