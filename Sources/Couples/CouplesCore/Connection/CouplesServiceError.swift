import ClientKit
import CouplesAPI
import OpenAPIRuntime

/// What went wrong talking to the server, sorted by what the app does about it.
public enum CouplesServiceError: Error, Sendable {
    /// No answer from the server (offline, timed out): show the cached state and queue what was written.
    case unreachable
    /// The session is over: show sign-in.
    case signedOut
    /// The server answered with a problem document.
    case problem(status: Int, problem: Components.Schemas.Problem?)

    /// The problem's stable slug (`not-paired`, `day-closed`…), from `urn:greenhouse:problem:<slug>`.
    public var slug: String? {
        guard case .problem(_, let problem) = self, let type = problem?._type else { return nil }
        return type.split(separator: ":").last.map(String.init)
    }

    public var status: Int? {
        guard case .problem(let status, _) = self else { return nil }
        return status
    }

    public var isUnreachable: Bool {
        if case .unreachable = self { return true }
        return false
    }

    /// Sorts any error a generated client call threw.
    static func from(_ error: any Error) -> CouplesServiceError {
        if let error = error as? CouplesServiceError { return error }
        if AuthSessionError.isSignedOut(error) { return .signedOut }
        if let error = error as? ClientError, let inner = error.underlyingError as? CouplesServiceError { return inner }
        // Transport failures (connection refused, timeouts) arrive wrapped in ClientError.
        return .unreachable
    }
}

extension Components.Responses.Problem {
    var document: Components.Schemas.Problem? { try? body.applicationProblemJson }
}
