import AuthenticationServices
import CalyxCore
import Foundation
import UIKit

/// The web sheet Google and Facebook sign in through (`WebAuthenticating`): an
/// `ASWebAuthenticationSession` that opens the provider's page and hands back the URL it redirects
/// to on `callbackScheme`. Not ephemeral: sharing Safari's cookies lets a person already signed in to
/// Google or Facebook in Safari continue with one tap. Closing the sheet is `SignInError.cancelled`.
public struct WebAuthenticationSessionBrowser: WebAuthenticating {
    public init() {}

    public func authenticate(at url: URL, callbackScheme: String) async throws -> URL {
        try await WebAuthentication.run(url: url, callbackScheme: callbackScheme)
    }
}

/// One session, kept strongly until it completes (the system does not retain it for us).
@MainActor
private final class WebAuthentication: NSObject, ASWebAuthenticationPresentationContextProviding {
    private var session: ASWebAuthenticationSession?

    static func run(url: URL, callbackScheme: String) async throws -> URL {
        try await WebAuthentication().perform(url: url, callbackScheme: callbackScheme)
    }

    private func perform(url: URL, callbackScheme: String) async throws -> URL {
        defer { session = nil }
        return try await withCheckedThrowingContinuation { continuation in
            let answer = SingleAnswer(continuation)
            // `@Sendable`: the handler is not declared main-actor, so it must not assume the main thread.
            let session = ASWebAuthenticationSession(url: url, callbackURLScheme: callbackScheme) { @Sendable callback, error in
                if let callback {
                    answer.resume(with: .success(callback))
                } else {
                    answer.resume(with: .failure(WebAuthentication.signInError(for: error)))
                }
            }
            session.prefersEphemeralWebBrowserSession = false
            session.presentationContextProvider = self
            self.session = session
            if !session.start() {
                answer.resume(with: .failure(SignInError.refusedByProvider("web session did not start")))
            }
        }
    }

    nonisolated func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor {
        MainActor.assumeIsolated { PresentationAnchor.current() }
    }

    private nonisolated static func signInError(for error: (any Error)?) -> SignInError {
        guard let error = error as? ASWebAuthenticationSessionError else { return .refusedByProvider("web") }
        return error.code == .canceledLogin ? .cancelled : .refusedByProvider("web \(error.code.rawValue)")
    }
}

/// The session's answer, delivered once: a session that fails to start may also call its handler,
/// and a checked continuation resumed twice traps.
private final class SingleAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<URL, any Error>?

    init(_ continuation: CheckedContinuation<URL, any Error>) {
        self.continuation = continuation
    }

    func resume(with result: Result<URL, any Error>) {
        let pending = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        pending?.resume(with: result)
    }
}
