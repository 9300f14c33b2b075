import CoreGraphics

/// The measures of §0.3's components, and the margins and touch targets the screens share.
public enum GifterSpacing {
    // Element spacing on a 4 pt rhythm.
    public static let extraSmall: CGFloat = 4
    public static let small: CGFloat = 8
    public static let medium: CGFloat = 16
    public static let large: CGFloat = 24
    public static let extraLarge: CGFloat = 40

    /// Left and right screen margins: wider than the system's 16, for the editorial breathing room.
    public static let screenMargin: CGFloat = 24
    /// Padding inside cards.
    public static let cardPadding: CGFloat = 16
    /// The smallest tappable size (Apple's 44 × 44 pt).
    public static let minimumTouchTarget: CGFloat = 44
    /// Primary and secondary buttons (§0.3); taller when Dynamic Type needs it.
    public static let buttonHeight: CGFloat = 48
    /// The hairline of §0.3's borders ("1px"): one point, since a single pixel of soft gray on
    /// off-black would vanish on a 3× screen.
    public static let borderWidth: CGFloat = 1

    /// Corner radii (§0.3).
    public enum Radius {
        public static let button: CGFloat = 12
        /// §0.3 allows 16–20; 18 sits between the button's 12 and a sheet's curve.
        public static let card: CGFloat = 18
        /// The blocks inside a skeleton card: rounded, but less than the card around them.
        public static let skeletonBlock: CGFloat = 10
    }
}
