/// Why a chat-completions exchange gave no usable text. Every case ends in the built-in answer; the
/// distinction is for the log, and for whether the endpoint is worth asking again right away.
enum ChatCompletionsError: Error, Equatable, CustomStringConvertible {
    /// The whole exchange, body included, took longer than the configured timeout.
    case timedOut
    /// No answer at all: refused connection, reset, TLS, DNS.
    case transport(String)
    /// An HTTP status other than 2xx.
    case status(UInt)
    /// The response was larger than the size limit (declared or received).
    case tooLarge(limit: Int)
    /// The body was not a chat completion (not JSON, or another shape).
    case unreadable
    /// A chat completion without text in its first choice.
    case noContent
    /// The model ran into `max_tokens`: the text is cut off, so its JSON cannot be whole.
    case truncated
    /// The caller went away; nothing is wrong with the endpoint.
    case cancelled

    /// Whether the endpoint itself looks unwell (rather than one answer being wrong), so that the next
    /// requests should not wait on it for a while.
    var endpointUnavailable: Bool {
        switch self {
        case .timedOut, .transport: true
        case .status(let code): code == 429 || code >= 500
        case .tooLarge, .unreadable, .noContent, .truncated, .cancelled: false
        }
    }

    var description: String {
        switch self {
        case .timedOut: "no complete answer in time"
        case .transport(let detail): "could not reach the endpoint (\(detail))"
        case .status(let code): "the endpoint answered \(code)"
        case .tooLarge(let limit): "the answer was larger than \(limit) bytes"
        case .unreadable: "the answer was not a chat completion"
        case .noContent: "the answer held no message text"
        case .truncated: "the answer was cut off at max_tokens"
        case .cancelled: "the request was cancelled"
        }
    }
}
