import AppCopy
import Foundation
import GifterAPI
import Observation

/// Sign up and Log in (§2.3): email and password (and a name to sign up), the minimum-length hint,
/// and one concise inline error for every failure, as the spec words it, whatever the reason: a
/// log-in must not tell whether an email has an account.
@MainActor @Observable
public final class AuthFormModel {
    public enum Mode: Sendable { case signUp, logIn }

    public static var signUpTitle: String { GifterCopy[.authSignUpTitle] }
    public static var signUpSubtitle: String { GifterCopy[.authSignUpSubtitle] }
    public static var failure: String { GifterCopy[.authFailure] }
    public static let minimumPasswordLength = 8
    public static var passwordHint: String { GifterCopy.format(.authPasswordHint, .number(minimumPasswordLength)) }

    public let mode: Mode
    public var email = ""
    public var password = ""
    /// Sign-up only: what Gifter calls the person ("Good evening, Mia.").
    public var name = ""
    public private(set) var isSubmitting = false
    /// The inline error under the form, or nil.
    public private(set) var error: String?
    /// Set once signed in: the app model moves on.
    public private(set) var user: Components.Schemas.User?

    private let client: GifterClient

    public init(mode: Mode, client: GifterClient) {
        self.mode = mode
        self.client = client
    }

    /// The form's title and subtitle (§2.3 gives the sign-up ones; the log-in ones are in the same voice).
    public var title: String { GifterCopy[mode == .signUp ? .authSignUpTitle : .authLogInTitle] }
    public var subtitle: String { GifterCopy[mode == .signUp ? .authSignUpSubtitle : .authLogInSubtitle] }
    public var submitTitle: String { GifterCopy[mode == .signUp ? .authCreate : .welcomeLogIn] }

    /// Whether the button is enabled: something in every field, a plausible email, a long enough password.
    public var canSubmit: Bool {
        let trimmedEmail = email.trimmingCharacters(in: .whitespaces)
        let emailLooksRight = trimmedEmail.contains("@") && !trimmedEmail.hasPrefix("@") && !trimmedEmail.hasSuffix("@")
        let nameIsThere = mode == .logIn || !name.trimmingCharacters(in: .whitespaces).isEmpty
        return !isSubmitting && emailLooksRight && nameIsThere && password.count >= Self.minimumPasswordLength
    }

    public func submit() async {
        guard canSubmit else { error = Self.failure; return }
        isSubmitting = true
        defer { isSubmitting = false }
        error = nil
        let trimmedEmail = email.trimmingCharacters(in: .whitespaces)
        do {
            user = switch mode {
            case .signUp: try await client.signUp(email: trimmedEmail, password: password, name: name.trimmingCharacters(in: .whitespaces))
            case .logIn: try await client.logIn(email: trimmedEmail, password: password)
            }
        } catch {
            self.error = Self.failure
        }
    }
}
