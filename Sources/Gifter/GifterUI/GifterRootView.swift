import GifterCore
import SwiftUI

/// The app's one window. For now only §2.1's splash: the screens (Welcome, Onboarding, the tabs),
/// chosen by `GifterAppModel.route` and crossfading (§2.1: "fade to next view with crossfade"), come
/// with them.
public struct GifterRootView: View {
    let model: GifterAppModel

    public init(model: GifterAppModel) {
        self.model = model
    }

    public var body: some View {
        SplashView()
            // Dark only (§0.1); Info.plist pins the appearance too, this covers previews and sheets.
            .preferredColorScheme(.dark)
            .tint(GifterPalette.white)
    }
}
