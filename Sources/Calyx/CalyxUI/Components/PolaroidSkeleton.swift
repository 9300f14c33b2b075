import SwiftUI

/// The placeholder a Polaroid grid shows while its first page loads (§3.2: "skeleton loading
/// placeholders with Polaroid frame"): the same paper, border and caption strip, gray blocks where
/// the photo and the two names go, and a light sweeping across them, which stands still under Reduce
/// Motion. VoiceOver hears one "Loading" element instead of empty shapes.
public struct PolaroidSkeleton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init() {}

    public var body: some View {
        VStack(spacing: 6) {
            Rectangle()
                .fill(CalyxPalette.lightGray)
                .aspectRatio(1, contentMode: .fit)
            VStack(spacing: 4) {
                Capsule().fill(CalyxPalette.lightGray).frame(width: 72, height: 10)
                Capsule().fill(CalyxPalette.lightGray).frame(width: 96, height: 8)
            }
            .frame(maxWidth: .infinity, minHeight: CalyxSpacing.polaroidCaption - 6)
        }
        .overlay { Shimmer(isAnimated: !reduceMotion) }
        .padding([.top, .horizontal], CalyxSpacing.polaroidBorder)
        .padding(.bottom, 6)
        .background {
            Rectangle().fill(CalyxPalette.polaroidPaper).calyxShadow(.polaroid)
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Loading")
    }
}

/// A soft band of light crossing the skeleton every 1.4 s. Driven by the animation timeline rather
/// than a repeating `withAnimation`: a forever-animation started in `onAppear` inside a lazy grid
/// also animates the grid's own layout changes, and the timeline pauses by itself off screen.
private struct Shimmer: View {
    let isAnimated: Bool
    private static let period = 1.4

    var body: some View {
        TimelineView(.animation(minimumInterval: nil, paused: !isAnimated)) { timeline in
            GeometryReader { proxy in
                let progress = isAnimated ? timeline.date.timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: Self.period) / Self.period : 0
                let band = proxy.size.width * 0.6
                LinearGradient(colors: [.clear, Color.white.opacity(0.45), .clear], startPoint: .leading, endPoint: .trailing)
                    .frame(width: band)
                    .offset(x: -band + (proxy.size.width + band) * progress)
            }
        }
        .opacity(isAnimated ? 1 : 0)
        .clipped()
        .allowsHitTesting(false)
    }
}
