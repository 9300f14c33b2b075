import SwiftUI

/// The type scale of §0.2, applied with `.gifterFont(_:)`: the serif for Display, the system sans
/// (SF, which §0.2 names beside Inter) for everything else.
///
/// Every size follows Dynamic Type. The serif does so by itself (`Font.custom(_:size:relativeTo:)`).
/// The sans sizes are not the system text styles' (there is no 16 pt or 12.5 pt style), so, as in
/// Calyx, each is its spec size scaled by `@ScaledMetric` along the curve of the nearest text style and
/// the font is rebuilt at that size; the metric is a dynamic property, so text re-lays out live when
/// the reader changes their text size. Tracking grows in proportion, so a label keeps its look.
public enum GifterType: Sendable, CaseIterable {
    /// 34 pt serif, slightly expanded: screen titles ("Hello, I’m Gifter.").
    case displayXL
    /// 26 pt serif: section and sheet titles.
    case displayL
    /// 16 pt regular: body text.
    case body
    /// 16 pt medium: button labels (§0.3: "medium weight").
    case button
    /// 13 pt medium, as written: pills and chips ("Mia · Sister").
    case label
    /// 13 pt regular: small sentences (the splash's caption, footnotes).
    case footnote
    /// 12.5 pt medium, uppercase and spaced: section labels.
    case caption

    /// The size in points at the default text size (Large).
    public var size: CGFloat {
        switch self {
        case .displayXL: 34
        case .displayL: 26
        case .body, .button: 16
        case .label, .footnote: 13
        case .caption: 12.5
        }
    }

    /// Letter spacing in points at the default size: the large serif opened up a little (§0.2:
    /// "slightly expanded tracking"), uppercase labels spaced so capitals do not crowd.
    public var tracking: CGFloat {
        switch self {
        case .displayXL: 0.5
        case .displayL: 0.25
        case .body, .footnote: 0
        case .button, .label: 0.1
        case .caption: 1.2
        }
    }

    var isDisplay: Bool { self == .displayXL || self == .displayL }

    var weight: Font.Weight {
        switch self {
        case .button, .label, .caption: .medium
        default: .regular
        }
    }

    /// The text style whose Dynamic Type curve this style grows along (the one closest in size).
    var textStyle: Font.TextStyle {
        switch self {
        case .displayXL: .largeTitle
        case .displayL: .title
        case .body, .button: .callout
        case .label, .footnote: .footnote
        case .caption: .caption
        }
    }

    /// The font; `scaledSize` is used by the sans styles only (the serif scales itself).
    func font(scaledSize: CGFloat) -> Font {
        isDisplay ? DisplayFont.font(size: size, relativeTo: textStyle) : .system(size: scaledSize, weight: weight)
    }
}

extension View {
    /// Sets one of Gifter's type styles, scaled with Dynamic Type, with its tracking (and, for
    /// `.caption`, its capitals).
    public func gifterFont(_ type: GifterType) -> some View {
        modifier(GifterFontModifier(type: type))
    }
}

/// Holds the scaled size as a dynamic property, so the view updates when the text size changes.
private struct GifterFontModifier: ViewModifier {
    let type: GifterType
    @ScaledMetric private var size: CGFloat

    init(type: GifterType) {
        self.type = type
        _size = ScaledMetric(wrappedValue: type.size, relativeTo: type.textStyle)
    }

    func body(content: Content) -> some View {
        content
            .font(type.font(scaledSize: size))
            .tracking(type.tracking * size / type.size)
            .textCase(type == .caption ? .uppercase : nil)
    }
}
