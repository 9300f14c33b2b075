import AuthenticationServices
import CalyxCore
import Foundation
import UIKit

/// Sign in with Apple on the phone (`AppleAuthorizing`): Apple's own sheet, driven by an
/// `ASAuthorizationController` asking for the name and email, with the SHA-256 of the sign-in's
/// nonce, so the identity token Apple returns is bound to this sign-in. Closing the sheet is
/// `SignInError.cancelled`; the name, which Apple gives on the very first sign-in only, is formatted
/// for the person's locale.
public struct AppleSignInAuthorizer: AppleAuthorizing {
    public init() {}

    public func authorize(hashedNonce: String) async throws -> AppleAuthorization {
        try await AppleIDAuthorization.run(hashedNonce: hashedNonce)
    }
}

/// One request, alive until Apple answers: the controller holds its delegate weakly, so this object
/// holds the controller and is held by the call awaiting it.
@MainActor
private final class AppleIDAuthorization: NSObject, ASAuthorizationControllerDelegate, ASAuthorizationControllerPresentationContextProviding {
    private var controller: ASAuthorizationController?
    private var continuation: CheckedContinuation<AppleAuthorization, any Error>?

    static func run(hashedNonce: String) async throws -> AppleAuthorization {
        try await AppleIDAuthorization().perform(hashedNonce: hashedNonce)
    }

    private func perform(hashedNonce: String) async throws -> AppleAuthorization {
        let request = ASAuthorizationAppleIDProvider().createRequest()
        request.requestedScopes = [.fullName, .email]
        request.nonce = hashedNonce
        let controller = ASAuthorizationController(authorizationRequests: [request])
        controller.delegate = self
        controller.presentationContextProvider = self
        self.controller = controller
        return try await withCheckedThrowingContinuation { continuation in
            self.continuation = continuation
            controller.performRequests()
        }
    }

    /// Resumes the waiting call once and lets go of the controller.
    private func finish(_ result: Result<AppleAuthorization, SignInError>) {
        continuation?.resume(with: result)
        continuation = nil
        controller = nil
    }

    // The delegate protocols are not main-actor isolated in every SDK; AuthenticationServices calls
    // them on the main thread, where `assumeIsolated` checks that it is.

    nonisolated func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {
        let result = Self.result(of: authorization)
        MainActor.assumeIsolated { finish(result) }
    }

    nonisolated func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {
        let failure = Self.signInError(for: error)
        MainActor.assumeIsolated { finish(.failure(failure)) }
    }

    nonisolated func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor {
        MainActor.assumeIsolated { PresentationAnchor.current() }
    }

    /// The identity token (UTF-8 JWT) and the shared name, if any.
    private nonisolated static func result(of authorization: ASAuthorization) -> Result<AppleAuthorization, SignInError> {
        guard let credential = authorization.credential as? ASAuthorizationAppleIDCredential,
              let tokenData = credential.identityToken, let token = String(data: tokenData, encoding: .utf8)
        else { return .failure(.invalidResponse) }
        let name = credential.fullName.map { PersonNameComponentsFormatter().string(from: $0) }
        return .success(AppleAuthorization(identityToken: token, displayName: name?.isEmpty == false ? name : nil))
    }

    private nonisolated static func signInError(for error: any Error) -> SignInError {
        guard let error = error as? ASAuthorizationError else { return .refusedByProvider("apple") }
        return error.code == .canceled ? .cancelled : .refusedByProvider("apple \(error.code.rawValue)")
    }
}
