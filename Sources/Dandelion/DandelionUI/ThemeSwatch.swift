import DandelionCore
import SwiftUI

/// One theme as a small page in its own colours (its primary as a dot), with a lock while it needs Premium and a
/// tick when chosen.
/// Its button (in `ThemePicker`) carries the accessibility label and selected state.
struct ThemeSwatch: View {
    let theme: Theme
    let isSelected: Bool
    let isLocked: Bool

    var body: some View {
        VStack(spacing: 6) {
            RoundedRectangle(cornerRadius: 12)
                .fill(theme.backgroundColor)
                .overlay {
                    Text(verbatim: "Aa")
                        .font(.system(.title3, design: .serif))
                        .foregroundStyle(theme.textColor)
                }
                .overlay(alignment: .bottomLeading) {
                    // The theme's own light, as its buttons and the seed head's glow wear it.
                    Circle()
                        .fill(theme.primaryColor)
                        .frame(width: 12, height: 12)
                        .padding(8)
                }
                .overlay(alignment: .topTrailing) {
                    if isLocked {
                        Image(systemName: "lock.fill")
                            .font(.caption)
                            .foregroundStyle(theme.textColor)
                            .padding(6)
                    }
                }
                .overlay {
                    RoundedRectangle(cornerRadius: 12)
                        .strokeBorder(isSelected ? theme.accentColor : Color.secondary.opacity(0.3), lineWidth: isSelected ? 3 : 1)
                }
                .frame(minHeight: 64)
            HStack(spacing: 4) {
                if isSelected { Image(systemName: "checkmark") }
                Text(theme.name)
            }
            .font(.footnote)
        }
        .contentShape(Rectangle())
    }
}
