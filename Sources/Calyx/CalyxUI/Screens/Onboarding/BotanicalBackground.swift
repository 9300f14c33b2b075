import SwiftUI

/// Welcome's full-screen botanical background (§7.6: "subtle, not overwhelming"): cream fading to a
/// hint of sage, with a few large translucent leaves and petals drifting in from the corners. Drawn
/// from shapes, so it is sharp at any size and follows the palette in dark mode; purely decorative.
struct BotanicalBackground: View {
    /// A leaf or petal: where its base sits (in unit coordinates of the screen), its length as a share
    /// of the screen's width, its turn, its colour.
    private struct Sprig {
        let x: Double
        let y: Double
        let length: Double
        let degrees: Double
        let color: Color
        let opacity: Double
    }

    private let sprigs = [
        Sprig(x: 0.02, y: 0.10, length: 0.55, degrees: 140, color: CalyxPalette.sageGreen, opacity: 0.22),
        Sprig(x: 0.14, y: 0.02, length: 0.40, degrees: 170, color: CalyxPalette.sageGreen, opacity: 0.16),
        Sprig(x: 0.95, y: 0.22, length: 0.45, degrees: -120, color: CalyxPalette.petalPink, opacity: 0.22),
        Sprig(x: 1.00, y: 0.36, length: 0.35, degrees: -80, color: CalyxPalette.sageGreen, opacity: 0.18),
        Sprig(x: 0.00, y: 0.92, length: 0.50, degrees: 50, color: CalyxPalette.sageGreen, opacity: 0.20),
        Sprig(x: 0.10, y: 1.00, length: 0.38, degrees: 15, color: CalyxPalette.petalPink, opacity: 0.18),
        Sprig(x: 0.98, y: 0.98, length: 0.48, degrees: -35, color: CalyxPalette.sageGreen, opacity: 0.16),
    ]

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            ZStack(alignment: .topLeading) {
                LinearGradient(
                    colors: [CalyxPalette.cream, CalyxPalette.cream, CalyxPalette.sageGreen.opacity(0.18)],
                    startPoint: .top, endPoint: .bottom
                )
                ForEach(sprigs.indices, id: \.self) { index in
                    let sprig = sprigs[index]
                    let length = width * sprig.length
                    // The petal shape's point is its base; rotating about the bottom centre swings
                    // the leaf out from where it grows.
                    Petal()
                        .fill(sprig.color.opacity(sprig.opacity))
                        .frame(width: length * 0.42, height: length)
                        .rotationEffect(.degrees(sprig.degrees), anchor: .bottom)
                        .position(x: width * sprig.x, y: proxy.size.height * sprig.y - length / 2)
                }
            }
        }
        .ignoresSafeArea()
        .accessibilityHidden(true)
    }
}
