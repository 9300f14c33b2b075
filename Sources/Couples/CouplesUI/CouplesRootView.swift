import CouplesCore
import Foundation
import SwiftUI

/// The app's one window: sign-in, pairing or the flower, as the root model says. Invite links (the
/// app's scheme and universal links) go to the model, which keeps them through sign-in; coming back
/// to the foreground refreshes what the partner did meanwhile.
public struct CouplesRootView: View {
    @Bindable var model: CouplesAppModel
    @Environment(\.scenePhase) private var scenePhase

    public init(model: CouplesAppModel) {
        self.model = model
    }

    public var body: some View {
        Group {
            switch model.route {
            case .launching:
                ProgressView()
            case .signIn:
                SignInView(model: model)
            case .pairing:
                NavigationStack {
                    PairingView(model: model.pairing, onPaired: { Task { await model.refresh() } })
                        .toolbar { SettingsButton(model: model.settings) }
                }
            case .flower:
                NavigationStack { MainFlowerView(app: model) }
            }
        }
        .background(CouplesTheme.background.ignoresSafeArea())
        .environment(model.figures)
        .onOpenURL { url in Task { await model.open(url) } }
        .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
            if let url = activity.webpageURL { Task { await model.open(url) } }
        }
        .onChange(of: scenePhase) { previous, phase in
            // Back from the background only: the StoreKit sheet, a permission prompt or Control Center
            // pass through .inactive and need no refresh.
            if phase == .active, previous == .background { Task { await model.didBecomeActive() } }
        }
        .alert("Invite link", isPresented: Binding(get: { model.linkNotice != nil }, set: { if !$0 { model.linkNotice = nil } })) {
            Button("OK") { model.linkNotice = nil }
        } message: {
            Text(model.linkNotice ?? "")
        }
    }
}
