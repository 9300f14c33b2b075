import HTTPTypes
import ServerKit

public enum PasswordError: Error, Equatable, Sendable, ProblemConvertible {
    case invalidEmail
    case rejected(PasswordPolicy.Rejection)
    case emailTaken
    /// One message for an unknown email and a wrong password, so sign-in reveals no accounts.
    case invalidCredentials(realm: String)
    case throttled(retryAfterSeconds: Int)

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
        }
    }
}
