import GifterCore
import SwiftUI

/// §2.1: the white bow breathing on black while the session and the person are looked up, and 0.6 s
/// later a small caption fading in under it. The launch screen is plain black, so the bow appears on
/// the same black without a flash.
struct SplashView: View {
    @State private var showsCaption = false

    var body: some View {
        VStack(spacing: GifterSpacing.large) {
            BreathingBow()
                .frame(width: 96)
            // Laid out from the start (only transparent), so the bow does not move when it shows.
            Text(GifterAppModel.splashCaption)
                .gifterFont(.footnote)
                .foregroundStyle(GifterPalette.gray)
                .multilineTextAlignment(.center)
                .opacity(showsCaption ? 1 : 0)
        }
        .padding(.horizontal, GifterSpacing.screenMargin)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        // A colour background fills past the safe areas by itself.
        .background(GifterPalette.black)
        // The caption says what the screen is; the bow beside it is decoration.
        .accessibilityElement(children: .combine)
        .onAppear {
            withAnimation(GifterMotion.entrance(delay: 0.6)) { showsCaption = true }
        }
    }
}
