import ClientKit
import Foundation
import GifterAPI
import Observation

/// "Forgot your password?": ask for a link by mail (the answer never tells whether the email has an
/// account), then, from the link (`gifter://reset-password?token=…`), choose a new password and be
/// signed in. A used or expired link says so and offers a new one.
@MainActor @Observable
public final class PasswordResetModel {
    public enum Step: Equatable, Sendable {
        case askForLink
        /// The mail is on its way (or would be).
        case linkSent
        case chooseNew(token: String)
        case done
    }

    public var email = ""
    public var newPassword = ""
    public private(set) var step: Step
    public private(set) var isSubmitting = false
    public private(set) var error: String?
    /// Set once signed in with the new password: the app model moves on.
    public private(set) var user: Components.Schemas.User?

    private let client: GifterClient

    /// From "Forgot your password?" (no token), or from the mailed link (its token).
    public init(token: String? = nil, email: String = "", client: GifterClient) {
        self.client = client
        self.email = email
        step = token.map { .chooseNew(token: $0) } ?? .askForLink
    }

    public var title: String { GifterCopy[step == .askForLink || step == .linkSent ? .resetTitle : .resetNewTitle] }
    public var line: String {
        switch step {
        case .askForLink: GifterCopy[.resetBody]
        case .linkSent: GifterCopy[.resetSent]
        case .chooseNew, .done: AuthFormModel.passwordHint
        }
    }

    public var canSubmit: Bool {
        guard !isSubmitting else { return false }
        switch step {
        case .askForLink: return email.contains("@")
        case .chooseNew: return newPassword.count >= AuthFormModel.minimumPasswordLength
        case .linkSent, .done: return false
        }
    }

    public func submit() async {
        guard canSubmit else { return }
        isSubmitting = true
        defer { isSubmitting = false }
        error = nil
        do {
            switch step {
            case .askForLink:
                try await client.requestPasswordReset(email: email.trimmingCharacters(in: .whitespaces))
                step = .linkSent
            case .chooseNew(let token):
                user = try await client.completePasswordReset(token: token, password: newPassword)
                step = .done
            case .linkSent, .done:
                return
            }
        } catch GifterClientError.refused(let status, _) where status == 410 {
            error = GifterCopy[.resetExpired]
            step = .askForLink
        } catch GifterClientError.refused {
            error = AuthFormModel.failure
        } catch {
            self.error = GifterErrorCopy.title(for: LoadFailure(error))
        }
    }
}
