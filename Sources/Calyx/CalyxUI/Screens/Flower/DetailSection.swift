import SwiftUI

/// One block of a flower's tab: a heading over a standard card (§7.8: white, 12 pt corners, a soft
/// shadow, 16 pt padding).
struct DetailSection<Content: View>: View {
    let title: String
    let systemImage: String
    let content: Content

    init(title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: CalyxSpacing.small) {
            Label(title, systemImage: systemImage)
                .calyxFont(.h3)
                .foregroundStyle(CalyxPalette.black)
                .accessibilityAddTraits(.isHeader)
            VStack(alignment: .leading, spacing: 12) {
                content
            }
            .calyxFont(.body)
            .foregroundStyle(CalyxPalette.darkGray)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(CalyxSpacing.cardPadding)
            .background {
                RoundedRectangle(cornerRadius: CalyxSpacing.Radius.card, style: .continuous)
                    .fill(CalyxPalette.white)
                    .calyxShadow(.card)
            }
        }
    }
}

/// A label and its value on one line, or stacked when the text is too large for one.
struct DetailRow: View {
    let label: String
    let value: String

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(alignment: .firstTextBaseline, spacing: CalyxSpacing.medium) {
                labelText
                Spacer(minLength: 0)
                valueText.multilineTextAlignment(.trailing)
            }
            VStack(alignment: .leading, spacing: 2) {
                labelText
                valueText
            }
        }
        .accessibilityElement(children: .combine)
    }

    private var labelText: some View {
        Text(label)
            .calyxFont(.small)
            .foregroundStyle(CalyxPalette.darkGray)
    }

    private var valueText: some View {
        Text(value)
            .calyxFont(.body)
            .foregroundStyle(CalyxPalette.black)
    }
}

/// A bulleted line (care tips, names).
struct BulletLine: View {
    let text: String

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: CalyxSpacing.small) {
            Image(systemName: "leaf.fill")
                .font(.caption)
                .foregroundStyle(CalyxPalette.sageGreen)
                .accessibilityHidden(true)
            Text(text)
                .foregroundStyle(CalyxPalette.black)
        }
    }
}
