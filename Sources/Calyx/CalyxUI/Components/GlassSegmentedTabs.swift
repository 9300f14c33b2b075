import SwiftUI

/// §7.8's content-section tabs (Saved's Flowers | Collections, a flower's Overview | Care | …): pills
/// on thin glass, the active one botanical green with light text, the others plain gray text. The
/// green pill slides to the new tab in 0.3 s; under Reduce Motion it crossfades instead.
public struct GlassSegmentedTabs<Option: Hashable & CaseIterable>: View where Option.AllCases: RandomAccessCollection {
    @Binding var selection: Option
    let title: (Option) -> String
    @Namespace private var indicator
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(selection: Binding<Option>, title: @escaping (Option) -> String) {
        _selection = selection
        self.title = title
    }

    public var body: some View {
        HStack(spacing: 4) {
            ForEach(Option.allCases, id: \.self) { option in
                segment(option)
            }
        }
        .padding(4)
        .calyxGlass(in: Capsule(), fallback: .thinMaterial)
        .accessibilityElement(children: .contain)
    }

    private func segment(_ option: Option) -> some View {
        let isSelected = option == selection
        return Button {
            withAnimation(.easeInOut(duration: 0.3)) { selection = option }
        } label: {
            Text(title(option))
                .calyxFont(.small)
                .foregroundStyle(isSelected ? CalyxPalette.onBotanicalGreen : CalyxPalette.darkGray)
                .padding(.horizontal, CalyxSpacing.medium)
                .frame(maxWidth: .infinity, minHeight: CalyxSpacing.minimumTouchTarget)
                .background { pill(isSelected: isSelected) }
                .contentShape(Capsule())
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }

    @ViewBuilder
    private func pill(isSelected: Bool) -> some View {
        if isSelected {
            if reduceMotion {
                Capsule().fill(CalyxPalette.botanicalGreen).transition(.opacity)
            } else {
                // One pill shared by every segment: SwiftUI moves it between them instead of fading.
                Capsule().fill(CalyxPalette.botanicalGreen).matchedGeometryEffect(id: "pill", in: indicator)
            }
        }
    }
}
