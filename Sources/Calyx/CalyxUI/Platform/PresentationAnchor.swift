import AuthenticationServices
import UIKit

/// The window the system's sign-in sheets present over: the key window of the scene in front.
@MainActor
enum PresentationAnchor {
    static func current() -> ASPresentationAnchor {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        guard let scene = scenes.first(where: { $0.activationState == .foregroundActive }) ?? scenes.first else {
            // No scene at all cannot happen while a button was tapped; a bare window keeps the types honest.
            return ASPresentationAnchor()
        }
        return scene.keyWindow ?? scene.windows.first ?? UIWindow(windowScene: scene)
    }
}
