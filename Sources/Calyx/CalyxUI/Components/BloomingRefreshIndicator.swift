import Foundation
import SwiftUI

/// §3.2 and §7.7's organic loading indicator: a small flower whose five petals open and close over
/// its green sepals while it slowly turns. It ends infinite-scrolling lists and floats over a screen
/// while it refreshes. Under Reduce Motion it is a still, open flower.
public struct BloomingRefreshIndicator: View {
    let size: CGFloat
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// One open-and-close of the petals, in seconds.
    private static let bloomPeriod = 1.6
    /// One full turn, in seconds.
    private static let turnPeriod = 6.0

    public init(size: CGFloat = 32) {
        self.size = size
    }

    public var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: reduceMotion)) { timeline in
            let seconds = timeline.date.timeIntervalSinceReferenceDate
            // 0 = bud, 1 = open; a cosine eases in and out at both ends, like a breath.
            let openness = reduceMotion ? 1 : 0.5 - 0.5 * cos(2 * .pi * seconds / Self.bloomPeriod)
            let turn = reduceMotion ? 0 : 360 * seconds.truncatingRemainder(dividingBy: Self.turnPeriod) / Self.turnPeriod
            BloomingFlower(openness: openness, size: size)
                .rotationEffect(.degrees(turn))
        }
        .frame(width: size, height: size)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Loading")
    }
}

/// Five petals over five sepals around a yellow heart. Petals swing out from the centre and grow as
/// the flower opens; each petal is offset from the centre and then rotated about it. Fully open and
/// still (`openness` 1), it is the logo's flower too.
struct BloomingFlower: View {
    let openness: Double
    let size: CGFloat

    var body: some View {
        ZStack {
            ForEach(0..<5, id: \.self) { index in
                Petal()
                    .fill(CalyxPalette.sageGreen)
                    .frame(width: size * 0.16, height: size * 0.42)
                    .offset(y: -size * 0.2)
                    .rotationEffect(.degrees(Double(index) * 72 + 36))
            }
            ForEach(0..<5, id: \.self) { index in
                Petal()
                    .fill(CalyxPalette.petalPink)
                    .frame(width: size * (0.2 + 0.1 * openness), height: size * (0.3 + 0.14 * openness))
                    .offset(y: -size * (0.06 + 0.16 * openness))
                    .rotationEffect(.degrees(Double(index) * 72))
            }
            Circle()
                .fill(CalyxPalette.softYellow)
                .overlay(Circle().strokeBorder(CalyxPalette.earthBrown.opacity(0.35), lineWidth: 1))
                .frame(width: size * 0.22, height: size * 0.22)
        }
        .frame(width: size, height: size)
    }
}

/// A teardrop: round at the tip, narrowing to the point that meets the flower's centre (the bottom).
struct Petal: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addCurve(
            to: CGPoint(x: rect.midX, y: rect.minY),
            control1: CGPoint(x: rect.minX - rect.width * 0.15, y: rect.maxY - rect.height * 0.45),
            control2: CGPoint(x: rect.minX + rect.width * 0.1, y: rect.minY)
        )
        path.addCurve(
            to: CGPoint(x: rect.midX, y: rect.maxY),
            control1: CGPoint(x: rect.maxX - rect.width * 0.1, y: rect.minY),
            control2: CGPoint(x: rect.maxX + rect.width * 0.15, y: rect.maxY - rect.height * 0.45)
        )
        path.closeSubpath()
        return path
    }
}
