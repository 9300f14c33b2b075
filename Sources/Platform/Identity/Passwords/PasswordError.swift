import HTTPTypes
import ServerKit

public enum PasswordError: Error, Equatable, Sendable, ProblemConvertible {
    case invalidEmail
    case rejected(PasswordPolicy.Rejection)
    case emailTaken
    /// One message for an unknown email and a wrong password, so sign-in reveals no accounts.
    case invalidCredentials(realm: String)
    case throttled(retryAfterSeconds: Int)
    /// Changing the password needs the current one.
    case wrongCurrentPassword
    /// A reset link that is unknown, used or older than its 30 minutes: one answer for all three.
    case invalidResetToken

    public var problem: Problem {
        switch self {
        case .invalidEmail:
            .validation(field: "email", "must be an email address")
        case .rejected(let rejection):
            .validation(field: "password", rejection.message)
        case .emailTaken:
            .conflict("email-taken", title: "Email in use", detail: "An account with this email exists; sign in instead.", field: "email")
        case .invalidCredentials(let realm):
            Problem(
                status: .unauthorized, slug: "invalid-credentials", title: "Sign-in failed",
                detail: "The email or the password is not right.", headers: [.wwwAuthenticate: #"Bearer realm="\#(realm)""#]
            )
        case .throttled(let seconds):
            .rateLimited(retryAfterSeconds: seconds)
        case .wrongCurrentPassword:
            .validation(field: "currentPassword", "is not your current password")
        case .invalidResetToken:
            Problem(
                status: .gone, slug: "reset-link-expired", title: "Reset link expired",
                detail: "This reset link has expired or was already used. Ask for a new one.",
                errors: [.init(field: "token", detail: "is expired, used or unknown")]
            )
        }
    }
}
