// AuthenticationServices × SwiftUI: the Sign in with Apple button (declared in Apple's `_AuthenticationServices_SwiftUI`
// cross-import overlay, which `import AuthenticationServices` + `import SwiftUI` bring in).
// Mirrors https://developer.apple.com/documentation/authenticationservices/signinwithapplebutton,
// .../signinwithapplebutton/init(_:onrequest:oncompletion:), .../signinwithapplebutton/label
// (and onestack.dev/ios-reference/_AuthenticationServices_SwiftUI/SignInWithAppleButton).
// Not modelled (unused): SignInWithAppleButton.Style and the signInWithAppleButtonStyle(_:) modifier.

import SwiftUI

@available(iOS 14.0, *)
@MainActor @preconcurrency public struct SignInWithAppleButton : View {
    /// `onRequest` and `onCompletion` are not `@Sendable`: they run on the main actor.
    nonisolated public init(_ label: SignInWithAppleButton.Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void, onCompletion: @escaping (Result<ASAuthorization, any Error>) -> Void) { fatalError() }

    public var body: some View { _stubBody }

    /// The text on the button.
    public struct Label {
        public static let signIn: SignInWithAppleButton.Label = Label()
        public static let `continue`: SignInWithAppleButton.Label = Label()
        public static let signUp: SignInWithAppleButton.Label = Label()
        private init() {}
    }
}

@available(iOS 14.0, *)
extension SignInWithAppleButton {
    /// Stub-only: the hidden underlying view of `body` (a `fatalError()` body would be rewritten by the
    /// inferred `@ViewBuilder`).
    fileprivate var _stubBody: Never { fatalError() }
}
