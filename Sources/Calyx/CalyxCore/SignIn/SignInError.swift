/// Why a sign-in did not finish, each with what the Welcome screen says.
public enum SignInError: Error, Equatable, Sendable {
    /// The person closed the sheet: no message, they are back where they were.
    case cancelled
    /// The provider said no (`error=access_denied` and the like).
    case refusedByProvider(String)
    /// The answer did not belong to this sign-in (state or nonce mismatch) or made no sense.
    case invalidResponse
    /// Our server refused the provider's token.
    case refusedByServer
    case offline

    public var message: String? {
        switch self {
        case .cancelled: nil
        case .refusedByProvider: "Sign-in was not completed. Please try again."
        case .invalidResponse: "Something went wrong while signing in. Please try again."
        case .refusedByServer: "We couldn't sign you in with that account. Please try again or use another way."
        case .offline: "You're offline. Check your connection and try again."
        }
    }
}
