import CouplesCore
import SwiftUI

/// The app's one window: sign-in, pairing or the flower, as the root model says. Invite links open
/// pairing with the link checked against the inviter's key.
public struct CouplesRootView: View {
    @Bindable var model: CouplesAppModel

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
                NavigationStack { PairingView(model: model.pairing, onPaired: { Task { await model.refresh() } }) }
            case .flower:
                NavigationStack { MainFlowerView(app: model) }
            }
        }
        .background(CouplesTheme.background.ignoresSafeArea())
        .onOpenURL { url in
            Task {
                await model.pairing.previewLink(url.absoluteString)
                if model.route != .pairing { await model.pairing.load() }
            }
        }
    }
}
