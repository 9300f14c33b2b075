import SwiftUI

/// The type scale of §7.3, applied with `.calyxFont(_:)`.
///
/// Every size follows Dynamic Type. `Font.system(size:weight:)` alone is a fixed size, and the
/// system text styles cannot give the spec's exact points (there is no 18 pt or 14 pt style). So each
/// style is its spec size scaled by `@ScaledMetric` along the curve of the nearest text style, and the
/// font is rebuilt at that size: the metric is a dynamic property, so text re-lays out live when the
/// reader changes their text size (a size computed once with `UIFontMetrics` would not). SF Pro
/// switches between its Display and Text optical sizes by itself (Display from 20 pt up), which is
/// the spec's Display-for-headings, Text-for-body split. The handwritten face scales the same way.
public enum CalyxType: Sendable, CaseIterable {
    /// 28 pt bold.
    case h1
    /// 22 pt semibold.
    case h2
    /// 18 pt semibold.
    case h3
    /// 16 pt regular.
    case body
    /// 14 pt regular.
    case small
    /// 12 pt regular.
    case caption
    /// Button labels: the body size, semibold, so a control reads heavier than the text around it.
    case button
    /// Scientific names in text: 14 pt italic.
    case scientificName
    /// The flower's name on a Polaroid: the handwritten face, 16 pt.
    case polaroidName
    /// The scientific name on a Polaroid: 12 pt italic.
    case polaroidScientificName

    /// The size in points at the default text size (Large).
    public var size: CGFloat {
        switch self {
        case .h1: 28
        case .h2: 22
        case .h3: 18
        case .body, .button, .polaroidName: 16
        case .small, .scientificName: 14
        case .caption, .polaroidScientificName: 12
        }
    }

    var weight: Font.Weight {
        switch self {
        case .h1: .bold
        case .h2, .h3, .button: .semibold
        default: .regular
        }
    }

    var isItalic: Bool { self == .scientificName || self == .polaroidScientificName }

    /// The text style whose Dynamic Type curve this style grows along (the one closest in size).
    var textStyle: Font.TextStyle {
        switch self {
        case .h1: .title
        case .h2: .title2
        case .h3: .title3
        case .body, .button, .polaroidName: .callout
        case .small, .scientificName: .subheadline
        case .caption, .polaroidScientificName: .caption
        }
    }

    /// The font at an already scaled size.
    func font(scaledSize: CGFloat) -> Font {
        if self == .polaroidName { return .custom(HandwrittenFont.postScriptName, fixedSize: scaledSize) }
        let font = Font.system(size: scaledSize, weight: weight)
        return isItalic ? font.italic() : font
    }
}

extension View {
    /// Sets one of Calyx's type styles, scaled with Dynamic Type.
    public func calyxFont(_ type: CalyxType) -> some View {
        modifier(CalyxFontModifier(type: type))
    }
}

/// Holds the scaled size as a dynamic property, so the view updates when the text size changes.
private struct CalyxFontModifier: ViewModifier {
    let type: CalyxType
    @ScaledMetric private var size: CGFloat

    init(type: CalyxType) {
        self.type = type
        _size = ScaledMetric(wrappedValue: type.size, relativeTo: type.textStyle)
    }

    func body(content: Content) -> some View {
        content.font(type.font(scaledSize: size))
    }
}
