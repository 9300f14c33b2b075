import HTTPTypes

/// The problem types every app shares. App modules add their own (`username-taken`, …) the same way.
extension Problem {
    public static func malformedJSON(_ detail: String = "The request body is not valid JSON.") -> Problem {
        Problem(status: .badRequest, slug: "malformed-json", title: "Malformed JSON", detail: detail)
    }

    /// A field with the wrong type, a missing required field, or an unparsable query parameter.
    public static func invalidField(_ field: String, _ detail: String) -> Problem {
        Problem(
            status: .badRequest, slug: "invalid-field", title: "Invalid field",
            detail: "\(field): \(detail)", errors: [FieldIssue(field: field, detail: detail)]
        )
    }

    /// Well-formed input that breaks a rule (too long, out of range, not allowed).
    public static func validation(_ errors: [FieldIssue]) -> Problem {
        Problem(
            status: .unprocessableContent, slug: "validation", title: "Validation failed",
            detail: errors.map { "\($0.field): \($0.detail)" }.joined(separator: "; "), errors: errors
        )
    }

    public static func validation(field: String, _ detail: String) -> Problem {
        validation([FieldIssue(field: field, detail: detail)])
    }

    /// No valid credentials: sent with `WWW-Authenticate` as RFC 6750 asks of bearer-token APIs.
    public static func unauthorized(_ detail: String, realm: String, error: String = "invalid_token") -> Problem {
        Problem(
            status: .unauthorized, slug: "unauthorized", title: "Unauthorized", detail: detail,
            headers: [.wwwAuthenticate: #"Bearer realm="\#(realm)", error="\#(error)""#]
        )
    }

    /// Signed in, but not allowed to do this.
    public static func forbidden(_ detail: String) -> Problem {
        Problem(status: .forbidden, slug: "forbidden", title: "Forbidden", detail: detail)
    }

    /// The request conflicts with the current state (a name already taken, the last sign-in method).
    public static func conflict(_ slug: String, title: String, detail: String, field: String? = nil) -> Problem {
        Problem(
            status: .conflict, slug: slug, title: title, detail: detail,
            errors: field.map { [FieldIssue(field: $0, detail: detail)] } ?? []
        )
    }

    public static func notFound(_ detail: String? = nil) -> Problem {
        Problem(status: .notFound, slug: "not-found", title: "Not found", detail: detail)
    }

    public static func methodNotAllowed(_ method: HTTPRequest.Method, allowed: [HTTPRequest.Method]) -> Problem {
        let allow = allowed.map(\.rawValue).joined(separator: ", ")
        return Problem(
            status: .methodNotAllowed, slug: "method-not-allowed", title: "Method not allowed",
            detail: "\(method.rawValue) is not allowed here; allowed: \(allow).", headers: [.allow: allow]
        )
    }

    public static func payloadTooLarge(limit: Int) -> Problem {
        Problem(
            status: .contentTooLarge, slug: "payload-too-large", title: "Payload too large",
            detail: "The request body exceeds the limit of \(ByteCountText.describe(limit)).",
            errors: [FieldIssue(field: "body", detail: "must be at most \(ByteCountText.describe(limit))")]
        )
    }

    public static func unsupportedMediaType(_ received: String, expected: String) -> Problem {
        Problem(
            status: .unsupportedMediaType, slug: "unsupported-media-type", title: "Unsupported media type",
            detail: "Expected \(expected), got \(received)."
        )
    }

    /// `retryAfterSeconds` is sent as `Retry-After`; clients should wait at least that long.
    public static func rateLimited(retryAfterSeconds: Int) -> Problem {
        Problem(
            status: .tooManyRequests, slug: "rate-limited", title: "Too many requests",
            detail: "Slow down; retry in \(retryAfterSeconds) s.", headers: [.retryAfter: String(retryAfterSeconds)]
        )
    }

    /// Sent for every unexpected failure; the cause is logged with the request ID, never sent.
    public static let internalError = Problem(
        status: .internalServerError, slug: "internal", title: "Internal server error",
        detail: "Something went wrong on our side. Quote the request ID when reporting it."
    )

    public static func unavailable(_ detail: String) -> Problem {
        Problem(status: .serviceUnavailable, slug: "unavailable", title: "Service unavailable", detail: detail)
    }

    /// A 503 that tells the client when to try again (`Retry-After`): a dependency is away for now.
    public static func unavailable(_ detail: String, retryAfterSeconds: Int) -> Problem {
        var problem = unavailable(detail)
        problem.headers[.retryAfter] = String(retryAfterSeconds)
        return problem
    }

    /// Any other HTTP status, for errors raised by the framework itself.
    public static func status(_ status: HTTPResponse.Status, detail: String? = nil) -> Problem {
        let slug = status.reasonPhrase.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
        return Problem(status: status, slug: slug.isEmpty ? "http-\(status.code)" : slug, title: status.reasonPhrase, detail: detail)
    }
}

/// Human sizes for messages: 1048576 → "1 MiB".
enum ByteCountText {
    static func describe(_ bytes: Int) -> String {
        let units = ["bytes", "KiB", "MiB", "GiB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1024, unit < units.count - 1, value.truncatingRemainder(dividingBy: 1024) == 0 {
            value /= 1024
            unit += 1
        }
        return "\(Int(value)) \(units[unit])"
    }
}
