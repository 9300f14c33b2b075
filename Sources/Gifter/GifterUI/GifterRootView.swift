import ClientUI
import GifterAPI
import GifterCore
import SwiftUI

/// The app's one window, as `GifterAppModel.route` says (§1.1, §12.1): the splash while the session,
/// the person and the first Home are looked up, Welcome when signed out, Onboarding the first time,
/// else the tabs. Each fades into the next (§2.1: "fade to next view with crossfade"). A password
/// reset link opens its sheet over whatever shows.
public struct GifterRootView: View {
    let model: GifterAppModel
    let images: GifterImages

    /// - Parameter images: where product pictures load from (none: the drawn palettes stay, for previews).
    public init(model: GifterAppModel, images: GifterImages = .none) {
        self.model = model
        self.images = images
    }

    public var body: some View {
        // Read here, in the body, so a reset link opened by the model presents its sheet.
        let reset = model.passwordReset
        ZStack {
            switch model.route {
            case .splash:
                SplashView()
                    .transition(.opacity)
            case .welcome:
                WelcomeView()
                    .transition(.opacity)
            case .onboarding:
                ModelHost { OnboardingModel(client: model.client) } content: { onboarding in
                    OnboardingView(model: onboarding)
                }
                .transition(.opacity)
            case .main:
                // Made anew for each person who reaches the tabs (signing out leaves through Welcome).
                ModelHost { TabRoots(app: model) } content: { roots in
                    MainTabView(roots: roots)
                }
                .transition(.opacity)
            }
        }
        .animation(GifterMotion.crossfade, value: model.route)
        .sheet(isPresented: isResettingPassword) {
            if let reset {
                PasswordResetView(model: reset) { user in model.authenticated(as: user) }
            }
        }
        .environment(model)
        .environment(\.gifterImages, images)
        .environment(\.modelHostPlaceholder, GifterPalette.black)
        // Dark only (§0.1); Info.plist pins the appearance too, this covers previews and sheets.
        .preferredColorScheme(.dark)
        .tint(GifterPalette.white)
    }

    private var isResettingPassword: Binding<Bool> {
        Binding(
            get: { @MainActor in model.passwordReset != nil },
            set: { @MainActor presented in if !presented { model.passwordReset = nil } }
        )
    }
}
