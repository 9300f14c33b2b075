import SwiftUI

/// §4.1 and §7.8's floating glass tab bar: four tabs on a rounded glass slab (corner radius 24,
/// 12 pt vertical padding) with a soft shadow (0 8 24, 15%); the selected tab in botanical green,
/// crossfading as the selection changes. The caller floats it 16 pt from the sides and bottom
/// (`CalyxSpacing.floatingInset`).
///
/// VoiceOver reads it as a tab bar whose tabs are buttons, the current one marked selected; ⌘1–⌘4
/// switch tabs from a hardware keyboard; at the largest text sizes the labels stay small and a long
/// press shows them in the large content viewer, as the system tab bar does.
public struct GlassTabBar: View {
    @Binding var selection: CalyxTab

    public init(selection: Binding<CalyxTab>) {
        _selection = selection
    }

    public var body: some View {
        let slab = RoundedRectangle(cornerRadius: CalyxSpacing.Radius.tabBar, style: .continuous)
        HStack(spacing: 0) {
            ForEach(Array(CalyxTab.allCases.enumerated()), id: \.element) { index, tab in
                TabButton(tab: tab, isSelected: selection == tab, shortcut: Character(String(index + 1))) {
                    selection = tab
                }
            }
        }
        .padding(.vertical, 12)
        .padding(.horizontal, CalyxSpacing.small)
        .calyxGlass(in: slab, fallback: .regularMaterial, shadow: .tabBar)
        .animation(.easeInOut(duration: 0.3), value: selection)
        .dynamicTypeSize(...DynamicTypeSize.xLarge)
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isTabBar)
    }
}

private struct TabButton: View {
    let tab: CalyxTab
    let isSelected: Bool
    let shortcut: Character
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Image(systemName: tab.systemImage)
                    .symbolVariant(isSelected ? .fill : .none)
                    .font(.title3)
                    .frame(height: 24)
                Text(tab.title)
                    .font(.caption2.weight(isSelected ? .semibold : .regular))
            }
            .foregroundStyle(isSelected ? CalyxPalette.botanicalGreen : CalyxPalette.darkGray)
            .frame(maxWidth: .infinity, minHeight: CalyxSpacing.minimumTouchTarget)
            .contentShape(Rectangle())
        }
        .buttonStyle(.pressScale)
        .keyboardShortcut(KeyEquivalent(shortcut), modifiers: .command)
        .accessibilityLabel(tab.title)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
        .accessibilityShowsLargeContentViewer {
            Label(tab.title, systemImage: tab.systemImage)
        }
    }
}
