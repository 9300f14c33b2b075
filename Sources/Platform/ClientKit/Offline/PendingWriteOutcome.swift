import Foundation

extension PendingWriteReplayer.Outcome {
    /// What a server's status for a queued write means for the queue: a 401 waits for sign-in; a
    /// timeout, throttling or a server error is kept for the next pass; any other refusal (a 404, a
    /// 409, a 422) will not change by sending again, so the write is dropped and the server's state stands.
    public static func from(status: Int) -> Self {
        switch status {
        case 401: .signedOut
        case 408, 429, 500...: .failed("HTTP \(status)")
        default: .refused(reason: "HTTP \(status)")
        }
    }

    /// What an error thrown while sending means: no connection stops the pass with everything kept.
    public static func from(error: any Error) -> Self {
        switch LoadFailure(error).kind {
        case .offline: .unreachable
        case .signedOut: .signedOut
        case .server, .notFound: .failed(String(describing: error))
        }
    }
}
