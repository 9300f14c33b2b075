import OpenAPIRuntime

/// Why something could not load, with the words the screen shows and a Retry beside them.
public struct LoadFailure: Error, Equatable, Sendable {
    public enum Kind: Sendable, Equatable {
        /// No answer from the server: no connection, or it did not answer in time.
        case offline
        /// The session is over: sign in again.
        case signedOut
        /// The server answered, but not with what was asked for.
        case server
        /// What was asked for is gone (deleted, or no longer visible to this person).
        case notFound
    }

    public let kind: Kind

    public init(kind: Kind) {
        self.kind = kind
    }

    public init(_ error: any Error) {
        if AuthSessionError.isSignedOut(error) {
            kind = .signedOut
        } else if let error = error as? ClientError, error.response == nil, !(error.underlyingError is DecodingError) {
            // The request never got an answer (the transport failed before a response came).
            kind = .offline
        } else {
            kind = .server
        }
    }

    public var message: String {
        switch kind {
        case .offline: "You're offline. Check your connection and try again."
        case .signedOut: "You've been signed out. Sign in again to carry on."
        case .server: "Something went wrong on our side. Please try again in a moment."
        case .notFound: "This is no longer available."
        }
    }
}
