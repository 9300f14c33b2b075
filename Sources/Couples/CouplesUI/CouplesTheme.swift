import SwiftUI
import UIKit

/// Calm colours that follow the system's light and dark appearance (§7): soft greens and a warm
/// blush in light mode, deep moss and muted rose at night; text always uses the system's label colours.
enum CouplesTheme {
    static let background = dynamic(light: UIColor(red: 0.97, green: 0.96, blue: 0.93, alpha: 1), dark: UIColor(red: 0.07, green: 0.09, blue: 0.08, alpha: 1))
    static let card = dynamic(light: .white, dark: UIColor(red: 0.12, green: 0.15, blue: 0.13, alpha: 1))
    static let leaf = dynamic(light: UIColor(red: 0.30, green: 0.55, blue: 0.36, alpha: 1), dark: UIColor(red: 0.49, green: 0.74, blue: 0.54, alpha: 1))
    static let petal = dynamic(light: UIColor(red: 0.90, green: 0.52, blue: 0.60, alpha: 1), dark: UIColor(red: 0.86, green: 0.56, blue: 0.64, alpha: 1))
    static let wilted = dynamic(light: UIColor(red: 0.62, green: 0.55, blue: 0.42, alpha: 1), dark: UIColor(red: 0.55, green: 0.50, blue: 0.40, alpha: 1))

    private static func dynamic(light: UIColor, dark: UIColor) -> Color {
        Color(uiColor: UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light })
    }
}

/// A rounded card on the calm background.
struct CardStyle: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(CouplesTheme.card, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
    }
}

extension View {
    func card() -> some View { modifier(CardStyle()) }
}
