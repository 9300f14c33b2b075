import HTTPTypes
import ServerKit

/// Account changes that cannot be made, each with the status and words the client needs.
public enum AccountError: Error, Equatable, Sendable, ProblemConvertible {
    case usernameRejected(UsernamePolicy.Rejection)
    case usernameTaken
    /// This Apple/Google/Facebook account already signs in to another account.
    case identityLinkedElsewhere(SignInMethod)
    /// The account already has a different identity of this provider.
    case methodAlreadyLinked(SignInMethod)
    case methodNotLinked(SignInMethod)
    /// Unlinking it would leave no way to sign in.
    case lastSignInMethod
    case accountNotFound

    public var problem: Problem {
        switch self {
        case .usernameRejected(let rejection):
            .validation(field: "username", rejection.message)
        case .usernameTaken:
            .conflict("username-taken", title: "Username taken", detail: "That username is taken.", field: "username")
        case .identityLinkedElsewhere(let method):
            .conflict(
                "identity-in-use", title: "Already in use",
                detail: "This \(method.rawValue) account already signs in to another account. Sign in with it and unlink it there first."
            )
        case .methodAlreadyLinked(let method):
            .conflict(
                "method-already-linked", title: "Already linked",
                detail: "A different \(method.rawValue) account is linked already; unlink it first."
            )
        case .methodNotLinked(let method):
            .notFound("No \(method.rawValue) sign-in is linked to this account.")
        case .lastSignInMethod:
            .conflict(
                "last-sign-in-method", title: "Last sign-in method",
                detail: "This is the only way to sign in to the account; link another one before removing it."
            )
        case .accountNotFound:
            .notFound("This account no longer exists.")
        }
    }
}
