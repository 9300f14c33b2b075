import CalyxCore
import ClientUI
import Foundation
import SwiftUI

/// The app's one window, as `CalyxAppModel.route` says (§5.1): the blooming flower while the session
/// is restored, Welcome, the profile step and the tutorial after a first sign-in, the lock, or the
/// four tabs. Links that open a page arrive here (`onOpenURL`, universal links) and go to the model.
///
/// It tells the model what only the view sees: a sign-in or a username that finished (the model
/// then picks the next screen) and the app going to and coming back from the background (the queue
/// is sent, and the lock asks again after a while away).
public struct CalyxRootView: View {
    let model: CalyxAppModel
    @Environment(\.scenePhase) private var scenePhase

    public init(model: CalyxAppModel) {
        self.model = model
    }

    public var body: some View {
        ZStack {
            switch model.route {
            case .launching:
                LaunchView()
            case .welcome:
                WelcomeView(model: model.welcome)
            case .setup:
                if let setup = model.setup { ProfileSetupView(model: setup) }
            case .onboarding:
                if let onboarding = model.onboarding { OnboardingView(model: onboarding) }
            case .locked:
                LockView(app: model)
            case .main:
                if let main = model.main {
                    MainTabsView(main: main)
                        .environment(model)
                        .environment(main)
                }
            }
        }
        // Screens crossfade (§7.7: the default transition is opacity, which Reduce Motion allows).
        .animation(.easeInOut(duration: 0.3), value: model.route)
        .overlay { privacyCover }
        .tint(CalyxPalette.botanicalGreen)
        .environment(\.modelHostPlaceholder, CalyxPalette.cream)
        .onChange(of: model.welcome.signedIn != nil) { _, signedIn in
            if signedIn { Task { await model.welcomeFinished() } }
        }
        .onChange(of: model.setup?.account != nil) { _, saved in
            if saved { model.setupFinished() }
        }
        .onChange(of: model.onboarding?.isFinished == true) { _, finished in
            if finished { model.onboardingFinished() }
        }
        // The app's scheme, and universal links (the share pages), also from a cold start.
        .onOpenURL { url in model.open(url) }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
            if let url = activity.webpageURL { model.open(url) }
        }
        .onChange(of: scenePhase) { previous, phase in
            if phase == .background {
                model.didEnterBackground()
            } else if previous == .background {
                Task { await model.willEnterForeground() }
            }
        }
    }

    /// With the lock on, the app switcher's snapshot shows the cream cover, not the person's flowers.
    @ViewBuilder
    private var privacyCover: some View {
        if model.isLockEnabled, model.route == .main, scenePhase != .active {
            LaunchView(showsIndicator: false)
        }
    }
}
