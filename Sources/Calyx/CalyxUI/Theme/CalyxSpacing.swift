import CoreGraphics

/// The layout measures of §7.5 (8 pt grid), §7.8 (component sizes) and §8 (touch targets).
public enum CalyxSpacing {
    /// The grid every spacing is a multiple of.
    public static let unit: CGFloat = 8

    // Element spacing: 8, 16, 24, 32.
    public static let small: CGFloat = 8
    public static let medium: CGFloat = 16
    public static let large: CGFloat = 24
    public static let extraLarge: CGFloat = 32

    /// Left and right screen margins.
    public static let screenMargin: CGFloat = 16
    /// Padding inside standard cards.
    public static let cardPadding: CGFloat = 16
    /// How far floating glass (the tab bar) sits from the screen's sides and bottom safe-area edge.
    public static let floatingInset: CGFloat = 16

    /// The smallest tappable size (§8: 44 × 44 pt).
    public static let minimumTouchTarget: CGFloat = 44
    /// Primary and secondary buttons (§7.8).
    public static let buttonHeight: CGFloat = 48
    /// The glassy search bar (§7.8).
    public static let searchBarHeight: CGFloat = 44

    /// Polaroid frame: 12 pt on three sides, 32 pt at the bottom for the caption (§7.8).
    public static let polaroidBorder: CGFloat = 12
    public static let polaroidCaption: CGFloat = 32

    /// Corner radii (§7.5, §7.8).
    public enum Radius {
        public static let card: CGFloat = 12
        public static let button: CGFloat = 8
        public static let inputField: CGFloat = 8
        /// Fully rounded at the search bar's 44 pt height.
        public static let searchBar: CGFloat = 22
        public static let tabBar: CGFloat = 24
    }
}
