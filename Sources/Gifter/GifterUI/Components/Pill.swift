import SwiftUI

/// §0.3's pill or chip: a capsule, either filled (black text on white, for what is chosen or urgent)
/// or outlined (a 1 pt white border on nothing). Occasion chips ("Mia · Sister"), an occasion's "In 6
/// days", the quiz's choices. Grows with Dynamic Type; put it in a `Button` to make it tappable.
public struct Pill: View {
    public enum Style: Sendable {
        case filled
        case outlined
    }

    let title: String
    let style: Style
    let systemImage: String?

    /// - Parameters:
    ///   - title: shown as written (the copy comes from the models).
    ///   - systemImage: an SF Symbol before the title, or none.
    public init(_ title: String, style: Style = .outlined, systemImage: String? = nil) {
        self.title = title
        self.style = style
        self.systemImage = systemImage
    }

    public var body: some View {
        HStack(spacing: GifterSpacing.extraSmall + 2) {
            if let systemImage {
                Image(systemName: systemImage)
                    .imageScale(.small)
                    .accessibilityHidden(true)
            }
            Text(title)
                .lineLimit(1)
        }
        .gifterFont(.label)
        .foregroundStyle(style == .filled ? GifterPalette.black : GifterPalette.white)
        .padding(.horizontal, 14)
        .padding(.vertical, 7)
        .background {
            switch style {
            case .filled:
                Capsule().fill(GifterPalette.white)
            case .outlined:
                Capsule().strokeBorder(GifterPalette.white, lineWidth: GifterSpacing.borderWidth)
            }
        }
        .contentShape(Capsule())
        .accessibilityElement(children: .combine)
    }
}
