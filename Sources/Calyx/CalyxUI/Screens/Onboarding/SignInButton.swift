import CalyxCore
import SwiftUI

/// One of Welcome's three ways in, styled as each provider asks:
/// - Apple (Human Interface Guidelines, "Sign in with Apple"): black with the Apple logo and white
///   words, or white with black words on a dark background; the title is Apple's own wording.
/// - Google (sign-in branding guidelines): white with a thin gray outline and near-black words, or
///   the dark theme at night.
/// - Facebook: its blue with white words, a shade darker than the brand's #1877F2 so the words keep
///   WCAG AA's 4.5:1 (4.7:1 here; #1877F2 gives 4.2:1).
///
/// Google's "G" and Facebook's "f" are artwork to take from their brand kits, never to redraw (a
/// lookalike breaks both guidelines), so until the asset catalog holds them those two buttons carry
/// words only. While its sign-in runs, a button shows a spinner in place of its logo and all three
/// are disabled.
struct SignInButton: View {
    let provider: WelcomeModel.Provider
    let isBusy: Bool
    let action: () -> Void
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let shape = RoundedRectangle(cornerRadius: CalyxSpacing.Radius.button, style: .continuous)
        Button(action: action) {
            HStack(spacing: CalyxSpacing.small) {
                if isBusy {
                    ProgressView()
                        .tint(foreground)
                } else if provider == .apple {
                    Image(systemName: "apple.logo")
                        .accessibilityHidden(true)
                }
                Text(provider.buttonTitle)
            }
            .calyxFont(.button)
            .foregroundStyle(foreground)
            .padding(.horizontal, CalyxSpacing.medium)
            .padding(.vertical, CalyxSpacing.small)
            .frame(maxWidth: .infinity, minHeight: CalyxSpacing.buttonHeight)
            .background(background, in: shape)
            .overlay(shape.strokeBorder(border, lineWidth: 1))
            .contentShape(shape)
            .opacity(isEnabled || isBusy ? 1 : 0.5)
        }
        .buttonStyle(.pressScale)
        .accessibilityLabel(provider.buttonTitle)
        .accessibilityValue(isBusy ? "Signing in" : "")
    }

    private var isDark: Bool { colorScheme == .dark }

    private var background: Color {
        switch provider {
        case .apple: isDark ? .white : .black
        case .google: isDark ? Self.rgb(0x131314) : .white
        case .facebook: Self.rgb(0x166FE5)
        }
    }

    private var foreground: Color {
        switch provider {
        case .apple: isDark ? .black : .white
        case .google: isDark ? Self.rgb(0xE3E3E3) : Self.rgb(0x1F1F1F)
        case .facebook: .white
        }
    }

    private var border: Color {
        switch provider {
        case .apple, .facebook: .clear
        case .google: isDark ? Self.rgb(0x8E918F) : Self.rgb(0x747775)
        }
    }

    /// Brand colours are fixed: they do not follow the palette's dark-mode counterparts.
    private static func rgb(_ hex: UInt32) -> Color {
        Color(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255)
    }
}
