import DandelionCore
import SwiftUI

/// The theme grid: choosing a locked theme offers Premium instead (the model refuses it).
struct ThemePicker: View {
    let settings: SettingsModel
    let onLocked: () -> Void

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 96), spacing: 12)], spacing: 12) {
            ForEach(settings.themes, id: \.id) { theme in
                let isSelected = settings.themeID == theme.id
                let isLocked = settings.isLocked(theme)
                Button {
                    if !settings.select(theme.id) { onLocked() }
                } label: {
                    ThemeSwatch(theme: theme, isSelected: isSelected, isLocked: isLocked)
                }
                // Plain, so each swatch is its own target inside the Form row.
                .buttonStyle(.plain)
                .accessibilityLabel(settings.accessibilityLabel(for: theme))
                .accessibilityAddTraits(isSelected ? .isSelected : [])
            }
        }
        .padding(.vertical, 6)
    }
}
